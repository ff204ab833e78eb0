import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startFeedServer } from './support/feed-server.ts';
import { git } from './support/repository-command.ts';
import { copyRepository } from './support/repository-copy.ts';
import { expect, test } from './support/test.ts';

/**
 * `npm run init` without flags, on a terminal (docs/make-it-yours.md, "Make it
 * yours in one command"): it asks its questions one by one, checks each answer
 * as the flag's check does, and writes what the flags would have written. The
 * terminal is a real pseudo-terminal (`script` from util-linux), the keys are
 * typed after each question shows, and the feed is a stand-in blog host.
 */

const REPO_ROOT = resolve('.');
const ENTER = '\r';
const DOWN = '\x1b[B';
const BACKSPACE = '\x7f';

let dir = '';
let blog: Awaited<ReturnType<typeof startFeedServer>>;
/** The pseudo-terminals started, each its own process group (killed after each test). */
const running = new Set<number>();

test.beforeAll(async () => {
  blog = await startFeedServer();
  dir = copyRepository('init-terminal-spec-');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'fresh clone');
});

test.afterEach(() => {
  // A failed test leaves init waiting for keys: end the terminal and everything in it.
  for (const group of running) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // It had ended.
    }
  }
  running.clear();
});

test.afterAll(async () => {
  await blog?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts init in a pseudo-terminal of `dir`; the owner's clock reads
 * `timeZone`, as the machine's would. `type(keys, after)` waits until the
 * screen shows `after` (a question's words, ANSI codes stripped) since the
 * last `type`, then types `keys`.
 */
function terminal(timeZone: string) {
  const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
  // A new pseudo-terminal has no size: give it one, or each character wraps onto a line.
  const command = `stty cols 120 rows 40; exec ${tsx} tools/init/init.ts`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: dir,
    env: { ...process.env, TZ: timeZone, GITHUB_TOKEN: '', TERM: 'xterm' },
    detached: true,
  });
  if (child.pid) running.add(child.pid);
  let screen = '';
  let seen = 0;
  const shown = () => stripVTControlCharacters(screen);
  child.stdout.on('data', (chunk) => {
    screen += chunk;
  });
  child.stderr.on('data', (chunk) => {
    screen += chunk;
  });
  const exit = new Promise<number | null>((done) => child.on('close', done));
  return {
    shown,
    exit,
    async type(keys: string, after: string | RegExp) {
      await expect
        .poll(() => shown().slice(seen).match(after) !== null, {
          message: `waiting for ${after} on the screen`,
          timeout: 60_000,
        })
        .toBe(true)
        .catch((error: Error) => {
          throw new Error(
            `${error.message}\nThe screen since the last keys:\n${shown().slice(seen)}`,
          );
        });
      const found = shown().slice(seen).match(after);
      seen += (found?.index ?? 0) + (found?.[0].length ?? 0);
      child.stdin.write(keys);
    },
  };
}

test('asks on a terminal: résumé, a feed, availability; checks answers; writes them', async () => {
  test.setTimeout(180_000);
  const init = terminal('Asia/Manila');
  await init.type(ENTER, 'Your GitHub user');
  await init.type(`resume.json${ENTER}`, 'Your JSON Resume file or URL');
  await init.type(ENTER, 'Your résumé in another language');
  // A feed that is not http(s) is refused where it is typed, then corrected.
  await init.type(`ftp://blog.example/feed${ENTER}`, 'Your blog’s feed');
  await init.type(BACKSPACE.repeat('ftp://blog.example/feed'.length), /only http: and https: URLs/);
  await init.type(`${blog.origin}/rss.xml${ENTER}`, /Your blog’s feed/);
  await init.type(ENTER, /Your blog’s feed.*Enter to go on/);
  await init.type(ENTER, 'How many repositories');
  // Each call waits for its prompt, then answers it. Enter keeps the colours and the first
  // colour mode (docs/make-it-yours.md, "Colours").
  await init.type(ENTER, 'Your accent colour');
  await init.type(ENTER, 'The first visit’s colour mode');
  await init.type(`${DOWN}${ENTER}`, 'Are you available for work?');
  await init.type(`contract, full-time${ENTER}`, 'Kinds of work');
  await init.type(`2027-03${ENTER}`, 'From when');
  // The time zone is offered from the machine's clock: Enter keeps it.
  await init.type(ENTER, /Your time zone[\s\S]*Asia\/Manila/);
  await init.type(`https://cal.example/ada${ENTER}`, 'book a call');

  expect(await init.exit, init.shown()).toBe(0);
  const portfolio = JSON.parse(readFileSync(join(dir, 'portfolio.json'), 'utf8'));
  expect(portfolio.feeds).toEqual([`${blog.origin}/rss.xml`]);
  expect(portfolio.availability).toEqual({
    status: 'open-to-work',
    kinds: ['contract', 'full-time'],
    from: '2027-03',
    timeZone: 'Asia/Manila',
    bookingUrl: 'https://cal.example/ada',
  });
  const posts = JSON.parse(readFileSync(join(dir, 'public/data/posts.json'), 'utf8')) as {
    url: string;
  }[];
  expect(posts.map((post) => post.url)).toEqual([
    `${blog.origin}/posts/offline-pwa`,
    `${blog.origin}/posts/typed-catalogues`,
    `${blog.origin}/posts/budgets`,
  ]);
  expect(blog.requests).toContain('/rss.xml');
});

test('Escape leaves everything as it was', async () => {
  test.setTimeout(60_000);
  git(dir, 'checkout', '-q', '.');
  git(dir, 'clean', '-qfd');
  const init = terminal('UTC');
  await init.type(ENTER, 'Your GitHub user');
  await init.type('\x1b', 'Your JSON Resume file or URL');
  expect(await init.exit).not.toBe(0);
  expect(init.shown()).toContain('Nothing changed.');
  expect(git(dir, 'status', '--porcelain', '--untracked-files=all').trim()).toBe('');
});
