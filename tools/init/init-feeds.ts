/**
 * `npm run init -- --feed URL` (repeatable; docs/product.md § Writing): the
 * feeds are checked, recorded in portfolio.json (`feeds`) and read at once
 * into `public/data/posts.json` (feeds.ts). Init's part of it, kept here so
 * init.ts only calls in: a feed that cannot be read refuses the whole run,
 * and nothing changes.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PortfolioFields } from '#src/app/site-content.ts';
import { PORTFOLIO_FILE } from '../../site-build/lib/read-owner-content.ts';
import { currentPortfolio } from './current-portfolio.ts';
import { checkFeedUrls, FeedError, planPosts } from './feeds.ts';
import { logText } from './log-text.ts';
import { InitRefusal } from './plan.ts';
import type { FileChanges } from './write.ts';

/** The usage line of the flag. */
export const FEED_USAGE = `  --feed URL            your blog's RSS, Atom or JSON feed (dev.to, Hashnode, Medium,
                        Substack, your own); the newest posts show under "Writing"
                        (repeat it for each feed)`;

/**
 * The `--feed` values, checked. @returns undefined when none was given.
 * @throws InitRefusal naming a value that is not an http(s) URL, one given twice, too many.
 */
export function feedOption(values: readonly string[] | undefined): string[] | undefined {
  if (!values?.length) return undefined;
  try {
    return checkFeedUrls(values);
  } catch (error) {
    throw new InitRefusal(`--feed: ${(error as Error).message}`);
  }
}

/**
 * The feeds this run leaves in portfolio.json: those given (`--feed`), else
 * the ones already there when the site stays the same person's (`samePerson`);
 * another person's site starts without the previous owner's.
 */
export function feedsAfter(
  given: readonly string[] | undefined,
  current: PortfolioFields,
  samePerson: boolean,
): string[] {
  return [...(given ?? (samePerson ? (current.feeds ?? []) : []))];
}

/** `portfolio` with `feeds` set (left out when there are none). */
export function withFeeds(portfolio: PortfolioFields, feeds: readonly string[]): PortfolioFields {
  const { feeds: _old, ...rest } = portfolio;
  return feeds.length ? { ...rest, feeds: [...feeds] } : rest;
}

/** Progress of one network step (init's). */
type Progress = <T>(label: string, step: () => Promise<T>) => Promise<T>;

/**
 * Reads `feeds` and adds the posts list, its new pictures and the removal
 * of pictures no post shows to `changes` (no feeds: an empty list). Prints
 * a line for each thing trimmed or left out.
 * @param site the owner's name, drawn on pictures made for posts without one.
 * @throws InitRefusal naming the feed that could not be read.
 */
export async function addPosts(
  changes: FileChanges,
  feeds: readonly string[],
  { root, site, progress }: { root: string; site: string; progress: Progress },
): Promise<void> {
  try {
    const planned = await planPosts(feeds, { root, site, progress });
    for (const note of planned.notes) console.log(logText(`  note    ${note}`));
    for (const [path, contents] of planned.changes.write) changes.write.set(path, contents);
    changes.remove.push(...planned.changes.remove);
  } catch (error) {
    if (error instanceof FeedError) throw new InitRefusal(error.message);
    throw error;
  }
}

/**
 * Init with `--feed` alone: only portfolio.json's `feeds` and the posts
 * change; the rest of the site stays as it is.
 * @throws InitRefusal when portfolio.json is broken or a feed cannot be read.
 */
export async function planFeedsOnly(
  feeds: readonly string[],
  { root, progress }: { root: string; progress: Progress },
): Promise<FileChanges> {
  const portfolio = currentPortfolio(root);
  let name = portfolio.shortName;
  try {
    name = JSON.parse(readFileSync(join(root, 'resume.json'), 'utf8'))?.basics?.name || name;
  } catch {
    // No résumé: the short name goes on drawn pictures.
  }
  const changes: FileChanges = { write: new Map(), remove: [] };
  changes.write.set(PORTFOLIO_FILE, `${JSON.stringify(withFeeds(portfolio, feeds), null, 2)}\n`);
  await addPosts(changes, feeds, { root, site: name, progress });
  return changes;
}
