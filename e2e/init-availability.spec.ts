import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readOwnerContent } from '../site-build/lib/read-owner-content.ts';
import { git, runRepositoryCommand } from './support/repository-command.ts';
import { copyRepository } from './support/repository-copy.ts';
import { expect, test } from './support/test.ts';

/**
 * `npm run init`'s availability flags (docs/make-it-yours.md, "Availability"),
 * as e2e/init.spec.ts runs init: on a fresh copy of the repository, with the
 * sample's own résumé (the same person, so the Filipino files stay). Each bad
 * value is refused with one clear line and leaves `git status` clean.
 */

let dir = '';

/** Runs `npm run init -- --resume resume.json ARGS` in the copy. */
const init = (args: string[]) =>
  runRepositoryCommand(dir, 'init', ['--resume', 'resume.json', ...args]);

const readJson = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));

test.beforeAll(() => {
  dir = copyRepository('init-availability-spec-');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'fresh clone');
});

test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

for (const { name, args, message } of [
  {
    name: 'an unknown time zone',
    args: ['--available', 'contract', '--time-zone', 'Mars/Olympus'],
    message: /--time-zone "Mars\/Olympus" is not a time zone name/,
  },
  {
    name: 'a booking URL that is not https',
    args: ['--time-zone', 'Asia/Manila', '--booking-url', 'http://cal.example/me'],
    message: /--booking-url "http:\/\/cal\.example\/me" is not an https:\/\/ address/,
  },
  {
    name: 'a bad date',
    args: ['--time-zone', 'Asia/Manila', '--available-from', '2027-13'],
    message: /--available-from "2027-13" is not a date: give YYYY-MM or YYYY-MM-DD/,
  },
  {
    name: 'availability without a time zone',
    args: ['--available', 'contract'],
    message: /--time-zone is needed/,
  },
  {
    name: '--not-looking with --available',
    args: ['--not-looking', '--available', 'contract', '--time-zone', 'UTC'],
    message: /--not-looking goes alone/,
  },
]) {
  test(`refuses ${name}, exits non-zero and changes no file`, async () => {
    test.setTimeout(60_000);
    const { code, out } = await init(args);
    expect(code, out).not.toBe(0);
    expect(out).toMatch(message);
    expect(out).toContain('Nothing changed.');
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all').trim()).toBe('');
  });
}

test('sets the block from the flags, the build reads it, and --not-looking replaces it', async () => {
  test.setTimeout(240_000);
  const { code, out } = await init([
    '--available',
    'freelance, part-time',
    '--available-from',
    '2028-01-15',
    '--time-zone',
    'Europe/Berlin',
    '--booking-url',
    'https://cal.example/ada',
  ]);
  expect(code, out).toBe(0);
  expect(readJson('portfolio.json').availability).toEqual({
    status: 'open-to-work',
    kinds: ['freelance', 'part-time'],
    from: '2028-01-15',
    timeZone: 'Europe/Berlin',
    bookingUrl: 'https://cal.example/ada',
  });
  // The Filipino translation of the old kinds would override the new ones: it goes.
  expect(readJson('portfolio.fil.json')).not.toHaveProperty('availability');
  const [english, filipino] = readOwnerContent(dir).languages;
  expect(english.site.availability?.summary).toBe(
    'Open to freelance and part-time work from January 15, 2028',
  );
  // The kinds as given, in English inside the Filipino sentence: runs, the kinds marked (odd).
  expect(filipino.site.availability?.summary).toEqual([
    'Bukas sa ',
    'freelance',
    ' at ',
    'part-time',
    expect.stringMatching(/^ na trabaho/),
  ]);

  const again = await init(['--not-looking', '--time-zone', 'Europe/Berlin']);
  expect(again.code, again.out).toBe(0);
  expect(readJson('portfolio.json').availability).toEqual({
    status: 'not-looking',
    timeZone: 'Europe/Berlin',
  });

  // Without availability flags a run keeps the same person's block.
  const keep = await init([]);
  expect(keep.code, keep.out).toBe(0);
  expect(readJson('portfolio.json').availability.status).toBe('not-looking');
});
