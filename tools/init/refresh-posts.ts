/**
 * The posts half of `npm run refresh` (docs/product.md § Writing): re-reads
 * the feeds `npm run init -- --feed URL` recorded in portfolio.json (`feeds`)
 * and rewrites `public/data/posts.json` and its pictures (feeds.ts).
 *
 * A feed never breaks the deploy: when any feed cannot be read, or gives no
 * post to show, the whole committed list and its pictures stay and the
 * command still exits 0. A failure that may pass (no answer, a 5xx, a rate
 * limit, a feed with no post to show) prints a warning; one that will not
 * (a 404, a page that is not a feed, a feed over the cap) prints an error
 * with its fix. Under GitHub Actions both are annotations (`::warning`,
 * `::error`), so they show on the run's summary (docs/deploy.md); every other
 * line goes through logText (log-text.ts), so what a feed says never becomes one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkPortfolio,
  PORTFOLIO_FILE,
  RESUME_FILE,
} from '../../site-build/lib/read-owner-content.ts';
import { FeedError, type Fetcher, POSTS_FILE, planPosts } from './feeds.ts';
import { logText } from './log-text.ts';
import { reportChanges, writeChanges } from './write.ts';

/** The site's name for drawn pictures: the résumé's `basics.name`, else portfolio.json's `shortName`. */
function siteName(root: string, shortName: string): string {
  try {
    const name = JSON.parse(readFileSync(join(root, RESUME_FILE), 'utf8'))?.basics?.name;
    return typeof name === 'string' && name.trim() ? name.trim() : shortName;
  } catch {
    return shortName;
  }
}

/**
 * Refreshes the posts list in `root`. @returns 0 always (a feed never fails
 * the deploy; see the module comment); a broken portfolio.json is left to the
 * projects half, which reports it.
 * @param annotation makes a GitHub Actions annotation (`annotation` of refresh-projects.ts): given, each failure is printed as one too.
 * @param print prints a line (console.log by default).
 */
export async function refreshPosts(
  root: string,
  {
    annotation,
    fetcher = fetch,
    print = console.log,
  }: {
    annotation?: (level: 'warning' | 'error', title: string, message: string) => string;
    fetcher?: Fetcher;
    print?: (line: string) => void;
  } = {},
): Promise<number> {
  // Notes and messages quote the feeds: never let them print a workflow command.
  const say = (text: string) => print(logText(text));
  let portfolio: ReturnType<typeof checkPortfolio>;
  try {
    portfolio = checkPortfolio(JSON.parse(readFileSync(join(root, PORTFOLIO_FILE), 'utf8')));
  } catch {
    return 0;
  }
  const feeds = portfolio.feeds ?? [];
  if (!feeds.length) {
    say(
      `No feeds in ${PORTFOLIO_FILE}, so the posts list is yours to edit (${POSTS_FILE}); run "npm run init -- --feed URL" to take it from your blog.`,
    );
    return 0;
  }
  try {
    const { changes, notes } = await planPosts(feeds, {
      root,
      site: siteName(root, portfolio.shortName),
      fetcher,
      progress: async (label, step) => {
        say(`… ${label}`);
        return step();
      },
    });
    for (const note of notes) say(`  note    ${note}`);
    reportChanges(writeChanges(changes, root));
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    const title = 'Posts not refreshed';
    if (error.kind === 'passing') {
      if (annotation) print(annotation('warning', title, error.message));
      say(
        `refresh: ${error.message}\nThe committed posts list stays (nothing changed); the next run tries again.`,
      );
    } else {
      if (annotation) print(annotation('error', title, error.message));
      say(
        `refresh: ${error.message}\nThe committed posts list stays (nothing changed); fix or remove the feed in "feeds" of ${PORTFOLIO_FILE} (or run "npm run init -- --feed URL").`,
      );
    }
  }
  return 0;
}
