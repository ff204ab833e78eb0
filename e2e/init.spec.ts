import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import jsonResume from '@jsonresume/schema';
import { readOwnerContent } from '../site-build/lib/read-owner-content.ts';
import { startStaticServer } from '../tools/lib/static-server.ts';
import { WITHOUT_BUILD_CHROMIUM } from './support/build-without-chromium.ts';
import { type GitHubMode, type StandInUser, startGitHubServer } from './support/github-server.ts';
import { git, runCommand, runRepositoryCommand } from './support/repository-command.ts';
import { copyRepository } from './support/repository-copy.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { expect, test } from './support/test.ts';

/**
 * `npm run init` and `npm run refresh-projects` (docs/product.md § Make it
 * yours) on a copy of the repository, against a stand-in GitHub API: the
 * mapping, the order, forks and archived repositories left out, pagination,
 * each refusal leaving `git status` clean, idempotence, and the refresh; and
 * a résumé per language (`--resume fil=…`, docs/make-it-yours.md, "Another language").
 */

const REPO_ROOT = resolve('.');

/** The stand-in's owner: 105 repositories over two pages of 100, a fork and an archived one among them. */
/** A 1×1 PNG: a picture a README shows. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const OCTO: StandInUser = {
  login: 'octo-dev',
  name: 'Ada Okafor',
  bio: 'I write compilers and small, fast web apps.',
  location: 'Lagos, Nigeria',
  blog: 'https://ada.example',
  social: [
    { provider: 'mastodon', url: 'https://hachyderm.io/@ada' },
    { provider: 'linkedin', url: 'https://www.linkedin.com/in/ada-okafor' },
  ],
  repos: [
    {
      name: 'tiny-lisp',
      description: 'A Lisp in 500 lines.',
      language: 'Rust',
      topics: ['lisp', 'interpreter'],
      stargazers_count: 40,
      pushed_at: '2026-03-01T00:00:00Z',
    },
    { name: 'forked-thing', language: 'Go', stargazers_count: 900, fork: true },
    { name: 'old-site', language: 'HTML', stargazers_count: 500, archived: true },
    // Listed only with a token that can see them: never on the public site.
    {
      name: 'secret-plans',
      language: 'Go',
      stargazers_count: 800,
      private: true,
      visibility: 'private',
    },
    { name: 'intranet-tool', language: 'Java', stargazers_count: 700, visibility: 'internal' },
    {
      name: 'notes-pwa',
      description: null,
      language: 'TypeScript',
      stargazers_count: 12,
      pushed_at: '2026-06-01T00:00:00Z',
      homepage: 'https://notes.ada.example',
      license: { spdx_id: 'MIT', name: 'MIT License' },
      // Its case study (docs/product.md § Project pages): a relative picture, and what must never run.
      readme: [
        '# notes-pwa',
        'Notes that stay on the phone.',
        '![The editor on a phone](docs/editor.png)',
        '<img src="x" onerror="window.__readmeRan = 1"><script>window.__readmeRan = 1</script>',
        '## How it works',
        'A service worker keeps every note. See [the design](docs/design.md).',
      ].join('\n\n'),
      files: { 'docs/editor.png': Buffer.from(PNG_1X1, 'base64') },
    },
    {
      name: 'dotfiles',
      description: 'My shell.',
      language: 'Shell',
      stargazers_count: 12,
      pushed_at: '2025-01-01T00:00:00Z',
    },
    ...Array.from({ length: 101 }, (_, index) => ({
      name: `exercise-${String(index).padStart(3, '0')}`,
      description: 'A kata.',
      language: 'Python',
      stargazers_count: 0,
      pushed_at: '2024-01-01T00:00:00Z',
    })),
    {
      name: 'last-page-star',
      description: 'On the second page.',
      language: 'Go',
      stargazers_count: 77,
      pushed_at: '2024-05-01T00:00:00Z',
    },
  ],
};

/** A user whose GitHub website is no URL the JSON Resume schema takes (though `new URL` parses it). */
const OLD_BLOG: StandInUser = {
  login: 'old-blog',
  name: 'Sam Reyes',
  blog: 'https://x.dev/ (old site)',
  repos: [{ name: 'site', stargazers_count: 1 }],
};

/** A JSON Resume document for the same owner: its name wins over GitHub's. */
const RESUME = {
  basics: {
    name: 'Ada N. Okafor',
    label: 'Compiler engineer',
    summary: 'I make languages and the tools around them.',
    location: { city: 'Lagos', countryCode: 'NG' },
  },
  work: [
    {
      name: 'Tooling Co',
      position: 'Staff Engineer',
      location: 'Remote',
      url: 'https://tooling.example',
      startDate: '2022-04',
      summary: 'Led the build tools team.',
      highlights: ['Halved CI time.'],
    },
  ],
  certificates: [{ name: 'Distributed Systems', issuer: 'Open University' }],
};

/** Copies the repository's tracked and new files (what a fresh clone has) into a new git repository. */
function cloneRepository(): string {
  const dir = copyRepository('init-spec-');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'fresh clone');
  return dir;
}

function gitStatus(dir: string): string {
  return git(dir, 'status', '--porcelain', '--untracked-files=all').trim();
}

function commitAll(dir: string): void {
  git(dir, 'add', '-A');
  git(dir, 'commit', '--allow-empty', '-qm', 'init');
}

const readJson = (dir: string, path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8'));

/** The line init prints when a new owner's run removes the sample's Filipino files (docs/make-it-yours.md, "Another language"). */
const FILIPINO_REMOVED =
  "  removed resume.fil.json, portfolio.fil.json: they translated Jamie Santos's résumé; add --resume fil=FILE_OR_URL for a Filipino page";

/** The sample's Filipino files are gone, init said so in one line, and the build reads English alone. */
function expectFilipinoRemoved(dir: string, out: string): void {
  expect(existsSync(join(dir, 'resume.fil.json'))).toBe(false);
  expect(existsSync(join(dir, 'portfolio.fil.json'))).toBe(false);
  expect(out.split('\n').filter((line) => line.includes('.fil.json'))).toEqual([FILIPINO_REMOVED]);
  expect(readOwnerContent(dir).languages.map(({ lang }) => lang)).toEqual(['en']);
}

test.describe('npm run init against a stand-in GitHub API', () => {
  // One copy of the repository, changed test by test: in order, and a failure stops the rest.
  test.describe.configure({ mode: 'serial' });
  let github: Awaited<ReturnType<typeof startGitHubServer>>;
  let dir: string;

  test.beforeAll(async () => {
    github = await startGitHubServer([structuredClone(OCTO), structuredClone(OLD_BLOG)], {
      '/files/resume.json': JSON.stringify(RESUME),
    });
    dir = cloneRepository();
    writeFileSync(join(dir, 'ada-resume.json'), JSON.stringify(RESUME));
    commitAll(dir);
  });

  test.afterAll(async () => {
    await github?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    github.setMode('ok');
  });

  const refusals: {
    name: string;
    mode?: GitHubMode;
    args: string[];
    env?: Record<string, string>;
    message: RegExp;
  }[] = [
    {
      name: 'an unknown user',
      args: ['--github', 'nobody-here'],
      message: /GitHub user "nobody-here" not found/,
    },
    {
      name: 'a used-up rate limit',
      mode: 'rate-limit',
      args: ['--github', 'octo-dev'],
      message: /rate limit.*set GITHUB_TOKEN/,
    },
    {
      name: 'an unreachable API',
      args: ['--github', 'octo-dev'],
      env: { GITHUB_API_URL: 'http://127.0.0.1:9' },
      message: /Could not reach GitHub at http:\/\/127\.0\.0\.1:9/,
    },
    {
      name: 'a malformed answer',
      mode: 'malformed',
      args: ['--github', 'octo-dev'],
      message: /is not JSON/,
    },
    {
      name: 'a résumé that breaks the schema',
      args: ['--resume', 'bad-resume.json'],
      message: /work\[0\]\.startDate/,
    },
    {
      name: 'a repository that is not there',
      args: ['--github', 'octo-dev', '--repos', 'tiny-lisp,forked-thing'],
      message: /--repos names "forked-thing"/,
    },
    {
      name: 'a GitHub website the build’s schema rejects',
      args: ['--github', 'old-blog'],
      message:
        /the build would reject the result: resume\.json: basics\.url: does not conform to the "uri" format/,
    },
    {
      name: 'an over-size GitHub answer streamed without a Content-Length',
      mode: 'oversize',
      args: ['--github', 'octo-dev'],
      message:
        /GitHub's answer to the user "octo-dev" at http:\/\/127\.0\.0\.1:\d+\/users\/octo-dev is larger than 5 MB/,
    },
    {
      name: 'an over-size GitHub answer announced by its Content-Length',
      mode: 'oversize-declared',
      args: ['--github', 'octo-dev'],
      message: /GitHub's answer to the user "octo-dev" at .* is larger than 5 MB/,
    },
    {
      name: 'a file: URL as the résumé',
      args: ['--resume', 'file:///etc/passwd'],
      message:
        /The résumé "file:\/\/\/etc\/passwd" is a file: URL: only http: and https: URLs are read/,
    },
    {
      name: 'a demo reel that is not an mp4',
      args: ['--github', 'octo-dev', '--reel', 'ada-resume.json'],
      message: /The demo reel ada-resume\.json is not an mp4 video/,
    },
    {
      name: 'a bad --projects',
      args: ['--github', 'octo-dev', '--projects', 'lots'],
      message: /--projects must be a whole number/,
    },
    {
      name: 'no source at all',
      args: ['--projects', '3'],
      message: /Give --github USER or --resume/,
    },
  ];

  for (const refusal of refusals) {
    test(`refuses ${refusal.name}, exits non-zero and changes no file`, async () => {
      test.setTimeout(60_000);
      writeFileSync(
        join(dir, 'bad-resume.json'),
        JSON.stringify({ ...RESUME, work: [{ ...RESUME.work[0], startDate: 'April 2022' }] }),
      );
      commitAll(dir);
      if (refusal.mode) github.setMode(refusal.mode);
      const { code, out } = await runRepositoryCommand(dir, 'init', refusal.args, {
        GITHUB_API_URL: github.url,
        ...refusal.env,
      });
      expect(code, out).not.toBe(0);
      expect(out).toMatch(refusal.message);
      expect(out).toContain('Nothing changed.');
      expect(gitStatus(dir)).toBe('');
    });
  }

  test('a résumé alone, by URL: no GitHub call, the initials as the avatar, no projects', async () => {
    test.setTimeout(240_000);
    // The owner has started editing resume.json by hand: it no longer maps with portfolio.json.
    const edited = readJson(dir, 'resume.json');
    edited.work.pop();
    writeFileSync(join(dir, 'resume.json'), JSON.stringify(edited));
    commitAll(dir);
    const earlier = github.seen().length;
    const { code, out } = await runRepositoryCommand(
      dir,
      'init',
      ['--resume', `${github.url}/files/resume.json`],
      {
        GITHUB_API_URL: github.url,
      },
    );
    expect(code, out).toBe(0);
    // Another person's site: the sample's Filipino files, Jamie's words, go in the same write.
    expectFilipinoRemoved(dir, out);
    expect(
      github
        .seen()
        .slice(earlier)
        .map((request) => request.path),
    ).toEqual(['/files/resume.json']);
    const resume = readJson(dir, 'resume.json');
    expect(resume.basics.name).toBe('Ada N. Okafor');
    expect(resume.work).toEqual(RESUME.work);
    const portfolio = readJson(dir, 'portfolio.json');
    expect(portfolio).not.toHaveProperty('github');
    expect(portfolio.courses).toEqual([{ thumbnail: 'images/courses/distributed-systems.webp' }]);
    expect(readJson(dir, 'public/data/projects.json')).toEqual([]);
    expect(readFileSync(join(dir, 'public/images/avatar.webp')).subarray(8, 12).toString()).toBe(
      'WEBP',
    );
    // Without a recorded user there is nothing to refresh, and nothing changes.
    commitAll(dir);
    const refresh = await runRepositoryCommand(dir, 'refresh-projects', [], {
      GITHUB_API_URL: github.url,
    });
    expect(refresh.code, refresh.out).toBe(0);
    expect(refresh.out).toContain('No GitHub user in portfolio.json');
    expect(gitStatus(dir)).toBe('');
  });

  test('makes the site the owner’s, then a second run changes no file', async () => {
    test.setTimeout(240_000);
    const earlier = github.seen().length;
    const { code, out } = await runRepositoryCommand(
      dir,
      'init',
      ['--github', 'octo-dev', '--resume', 'ada-resume.json', '--projects', '4'],
      { GITHUB_API_URL: github.url, GITHUB_TOKEN: 'stand-in-token' },
    );
    expect(code, out).toBe(0);

    // Every request names the project and carries the token; the avatar's too (same host here).
    const requests = github
      .seen()
      .slice(earlier)
      .filter((request) => request.path.startsWith('/users/octo-dev'));
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const request of requests) {
      expect(request.userAgent).toMatch(/portfolio-pwa/);
      expect(request.authorization).toBe('Bearer stand-in-token');
    }
    // Both pages of repositories were read.
    expect(requests.some((request) => /[?&]page=2/.test(request.path))).toBe(true);

    // The résumé wins; GitHub fills the gaps (url, profiles plus the GitHub profile).
    const resume = readJson(dir, 'resume.json');
    let errors: unknown = 'not called';
    jsonResume.validate(resume, (found) => {
      errors = found;
    });
    expect(errors).toBeNull();
    expect(resume.basics).toMatchObject({
      name: 'Ada N. Okafor',
      label: 'Compiler engineer',
      url: 'https://ada.example',
    });
    expect(resume.basics.profiles.map((profile: { network: string }) => profile.network)).toEqual([
      'Mastodon',
      'LinkedIn',
      'GitHub',
    ]);
    expect(resume.work).toEqual(RESUME.work);

    const portfolio = readJson(dir, 'portfolio.json');
    expect(portfolio).toMatchObject({
      shortName: 'Ada',
      github: { user: 'octo-dev', projects: 4 },
      experience: [{ status: 'CURRENT', role: 'staff engineer' }],
    });

    // Own public repositories only, most stars first, ties most recently pushed; the second page counts.
    const projects = readJson(dir, 'public/data/projects.json');
    expect(projects.map((project: { title: string }) => project.title)).toEqual([
      'last-page-star',
      'tiny-lisp',
      'notes-pwa',
      'dotfiles',
    ]);
    expect(projects[1]).toMatchObject({
      title: 'tiny-lisp',
      description: 'A Lisp in 500 lines.',
      language: 'Rust',
      stack: 'lisp, interpreter',
      url: 'https://github.com/octo-dev/tiny-lisp',
      background_image: '../images/projects/tiny-lisp.webp',
    });
    expect(projects[2].description).toBe('');
    for (const project of projects) {
      const picture = readFileSync(join(dir, 'public/data', project.background_image));
      expect(picture.subarray(8, 12).toString()).toBe('WEBP');
    }
    // The previous owner's pictures are gone, the avatar is a WebP of the new one.
    expect(existsSync(join(dir, 'public/images/projects/barangay-permits.webp'))).toBe(false);
    expect(readFileSync(join(dir, 'public/images/avatar.webp')).subarray(8, 12).toString()).toBe(
      'WEBP',
    );
    // The demo reel's poster names the new owner; the closing lines say the video is still the sample's.
    const poster = readFileSync(join(dir, 'public/images/demo-reel-poster.svg'), 'utf8');
    expect(poster).toContain('>Ada N. Okafor</text>');
    expect(poster).not.toContain('Jamie');
    expect(out).toContain("its poster shows your name, but the video is still the sample's");
    expect(out).toContain('npm run init -- --reel FILE_OR_URL');
    expect(
      readFileSync(join(dir, 'public/media/demo-reel.mp4')).equals(
        readFileSync(join(REPO_ROOT, 'public/media/demo-reel.mp4')),
      ),
    ).toBe(true);
    // Icons redrawn with the new initials ("AO" instead of "JS").
    expect(readFileSync(join(dir, 'public/favicon.svg'), 'utf8')).not.toBe(
      readFileSync(join(REPO_ROOT, 'public/favicon.svg'), 'utf8'),
    );
    // Case studies from the READMEs (docs/product.md § Project pages): the facts in the front
    // matter, the picture downloaded; the sample's case studies and their pictures are gone.
    const study = readFileSync(join(dir, 'content/projects/notes-pwa.md'), 'utf8');
    expect(study).toMatch(
      /^---\nrepository: https:\/\/github\.com\/octo-dev\/notes-pwa\nhomepage: https:\/\/notes\.ada\.example\nstars: 12\nupdated: 2026-06-01\nlicence: MIT\n/,
    );
    expect(study).toContain('![The editor on a phone](images/case-studies/notes-pwa/1.webp)');
    expect(
      readFileSync(join(dir, 'public/images/case-studies/notes-pwa/1.webp'))
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    expect(out).toContain('octo-dev/tiny-lisp has no README: its page shows its facts alone.');
    expect(existsSync(join(dir, 'content/projects/barangay-permits.md'))).toBe(false);
    expect(existsSync(join(dir, 'content/projects/barangay-permits.fil.md'))).toBe(false);
    expect(existsSync(join(dir, 'public/images/case-studies/barangay-permits/diagram.svg'))).toBe(
      false,
    );

    commitAll(dir);
    const before = statSync(join(dir, 'public/images/avatar.webp')).mtimeMs;
    const again = await runRepositoryCommand(
      dir,
      'init',
      ['--github', 'octo-dev', '--resume', 'ada-resume.json', '--projects', '4'],
      { GITHUB_API_URL: github.url },
    );
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('No file changed');
    expect(gitStatus(dir)).toBe('');
    expect(statSync(join(dir, 'public/images/avatar.webp')).mtimeMs).toBe(before);
  });

  test('--reel puts the owner’s mp4 where the page plays it and asks for its description', async () => {
    test.setTimeout(240_000);
    copyFileSync(join(REPO_ROOT, 'e2e/fixtures/one-second.mp4'), join(dir, 'my-reel.mp4'));
    commitAll(dir);
    const args = ['--github', 'octo-dev', '--resume', 'ada-resume.json', '--projects', '4'];
    const { code, out } = await runRepositoryCommand(
      dir,
      'init',
      [...args, '--reel', 'my-reel.mp4'],
      {
        GITHUB_API_URL: github.url,
      },
    );
    expect(code, out).toBe(0);
    expect(
      readFileSync(join(dir, 'public/media/demo-reel.mp4')).equals(
        readFileSync(join(dir, 'my-reel.mp4')),
      ),
    ).toBe(true);
    expect(readJson(dir, 'portfolio.json').demoReel).toMatchObject({
      poster: 'images/demo-reel-poster.svg',
      description: 'The demo reel of Ada N. Okafor.',
    });
    expect(out).toContain('demoReel.description');
    expect(out).not.toContain("the video is still the sample's");
    expect(
      gitStatus(dir)
        .split('\n')
        .map((line) => line.trim())
        .sort(),
    ).toEqual(['M portfolio.json', 'M public/media/demo-reel.mp4']);
    // Without --reel the owner's reel stays, and nothing is said of a sample.
    commitAll(dir);
    const again = await runRepositoryCommand(dir, 'init', args, { GITHUB_API_URL: github.url });
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('No file changed');
    expect(again.out).not.toContain('demo reel');
  });

  test('--repos takes exactly those repositories, in that order', async () => {
    test.setTimeout(240_000);
    const { code, out } = await runRepositoryCommand(
      dir,
      'init',
      ['--github', 'octo-dev', '--resume', 'ada-resume.json', '--repos', 'dotfiles,tiny-lisp'],
      { GITHUB_API_URL: github.url },
    );
    expect(code, out).toBe(0);
    expect(
      readJson(dir, 'public/data/projects.json').map((p: { title: string }) => p.title),
    ).toEqual(['dotfiles', 'tiny-lisp']);
    expect(readJson(dir, 'portfolio.json').github).toEqual({
      user: 'octo-dev',
      repos: ['dotfiles', 'tiny-lisp'],
    });
    commitAll(dir);
  });

  test('refresh-projects rewrites only the projects list, with a picture for a new repository', async () => {
    test.setTimeout(120_000);
    // Back to the four most starred.
    expect(
      (
        await runRepositoryCommand(
          dir,
          'init',
          ['--github', 'octo-dev', '--resume', 'ada-resume.json', '--projects', '4'],
          {
            GITHUB_API_URL: github.url,
          },
        )
      ).code,
    ).toBe(0);
    commitAll(dir);
    const tinyLisp = readFileSync(join(dir, 'public/images/projects/tiny-lisp.webp'));

    github.addRepo('octo-dev', {
      name: 'brand-new',
      description: 'Pushed today.',
      language: 'Zig',
      stargazers_count: 1000,
      pushed_at: '2026-11-01T00:00:00Z',
    });
    const { code, out } = await runRepositoryCommand(dir, 'refresh-projects', [], {
      GITHUB_API_URL: github.url,
    });
    expect(code, out).toBe(0);
    expect(
      gitStatus(dir)
        .split('\n')
        .map((line) => line.trim())
        .sort(),
    ).toEqual([
      '?? public/images/projects/brand-new.webp',
      // dotfiles left the four: no list names its picture any more.
      'D public/images/projects/dotfiles.webp',
      'M public/data/projects.json',
    ]);
    expect(
      readJson(dir, 'public/data/projects.json').map((p: { title: string }) => p.title),
    ).toEqual(['brand-new', 'last-page-star', 'tiny-lisp', 'notes-pwa']);
    expect(readFileSync(join(dir, 'public/images/projects/tiny-lisp.webp')).equals(tinyLisp)).toBe(
      true,
    );

    // Unreachable: nothing changes, and the deploy goes on with the committed list
    // (e2e/refresh-projects.spec.ts has the other failures).
    commitAll(dir);
    const down = await runRepositoryCommand(dir, 'refresh-projects', [], {
      GITHUB_API_URL: 'http://127.0.0.1:9',
    });
    expect(down.code, down.out).toBe(0);
    expect(down.out).toMatch(/Could not reach GitHub/);
    expect(gitStatus(dir)).toBe('');
  });

  test('a refresh where nothing visible changed writes the same bytes', async () => {
    test.setTimeout(120_000);
    // Eight projects, so ties count: exercise-000… share their stars and pushed date.
    const portfolio = readJson(dir, 'portfolio.json');
    writeFileSync(
      join(dir, 'portfolio.json'),
      `${JSON.stringify({ ...portfolio, github: { user: 'octo-dev', projects: 8 } }, null, 2)}\n`,
    );
    const first = await runRepositoryCommand(dir, 'refresh-projects', [], {
      GITHUB_API_URL: github.url,
    });
    expect(first.code, first.out).toBe(0);
    expect(
      readJson(dir, 'public/data/projects.json')
        .map((p: { title: string }) => p.title)
        .slice(4),
    ).toEqual(['dotfiles', 'exercise-000', 'exercise-001', 'exercise-002']);
    commitAll(dir);
    // The next day GitHub lists them in another order, with more stars and pushes that move no card.
    github.changeRepos('octo-dev', (repos) =>
      repos
        .reverse()
        .map((repo) =>
          repo.name === 'brand-new'
            ? { ...repo, stargazers_count: 1500, pushed_at: '2026-11-27T05:17:00Z' }
            : repo.name === 'tiny-lisp'
              ? { ...repo, stargazers_count: 41 }
              : repo,
        ),
    );
    const second = await runRepositoryCommand(dir, 'refresh-projects', [], {
      GITHUB_API_URL: github.url,
    });
    expect(second.code, second.out).toBe(0);
    expect(second.out).toContain('No file changed');
    expect(gitStatus(dir)).toBe('');
    // Back to four, as the next test expects.
    writeFileSync(join(dir, 'portfolio.json'), `${JSON.stringify(portfolio, null, 2)}\n`);
    expect(
      (await runRepositoryCommand(dir, 'refresh-projects', [], { GITHUB_API_URL: github.url }))
        .code,
    ).toBe(0);
    commitAll(dir);
  });

  test('the built site names the new owner and shows their repositories', async ({ page }) => {
    test.setTimeout(600_000);
    // As the previous test left it: init with the résumé and 4 repositories, then a refresh.
    // No PDF or share pictures: this test reads neither (WITHOUT_BUILD_CHROMIUM).
    const build = await runCommand('npm', ['run', 'build'], {
      cwd: dir,
      env: {
        ...process.env,
        SITE_URL: 'https://ada.example',
        BASE_PATH: '/',
        ...WITHOUT_BUILD_CHROMIUM,
      },
    });
    expect(build.code, build.out).toBe(0);

    const html = readFileSync(join(dir, 'dist/index.html'), 'utf8');
    expect(html).toContain('<title>Ada N. Okafor · Compiler engineer</title>');
    expect(html).not.toContain('Jamie');
    const person = JSON.parse(
      html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}',
    );
    expect(person).toMatchObject({ '@type': 'Person', name: 'Ada N. Okafor' });
    expect(person.sameAs).toEqual([
      'https://hachyderm.io/@ada',
      'https://www.linkedin.com/in/ada-okafor',
      'https://github.com/octo-dev',
    ]);
    const manifest = readJson(dir, 'dist/manifest.webmanifest');
    expect(manifest).toMatchObject({ name: 'Ada N. Okafor', short_name: 'Ada' });

    // The CV page, the published résumé and the contact card are the new owner's too.
    const cv = readFileSync(join(dir, 'dist/cv/index.html'), 'utf8');
    expect(cv).toContain('Ada N. Okafor');
    expect(cv).toContain('Staff Engineer');
    expect(cv).not.toContain('Jamie');
    const published = readJson(dir, 'dist/resume.json');
    let errors: unknown = 'not called';
    jsonResume.validate(published, (found) => {
      errors = found;
    });
    expect(errors).toBeNull();
    expect(published.basics.name).toBe('Ada N. Okafor');
    const vcard = readFileSync(join(dir, 'dist/ada-n-okafor.vcf'), 'utf8');
    expect(vcard).toContain('FN:Ada N. Okafor\r\n');
    expect(vcard).toContain('URL:https://github.com/octo-dev\r\n');

    const server = await startStaticServer({ root: join(dir, 'dist'), port: 0 });
    try {
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada N. Okafor');
      await expect(page.getByRole('link', { name: 'Mastodon' })).toHaveAttribute(
        'href',
        'https://hachyderm.io/@ada',
      );
      for (const title of ['brand-new', 'last-page-star', 'tiny-lisp', 'notes-pwa']) {
        await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Staff Engineer' })).toBeVisible();
      await page.getByRole('link', { name: 'CV', exact: true }).click();
      await expect(page).toHaveURL(/\/cv\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada N. Okafor');
      await page.goBack();
      const picture = page.getByRole('img', { name: 'Title card of tiny-lisp' });
      await expect(picture).toHaveJSProperty('complete', true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

      // A card leads to its project's page, with the README as the case study (docs/product.md §
      // Project pages); nothing of the README runs. Offline, another project's page opens.
      await waitForServiceWorker(page);
      await page.getByRole('link', { name: 'notes-pwa', exact: true }).click();
      await expect(page).toHaveURL(/\/projects\/notes-pwa\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('notes-pwa');
      await expect(page.getByRole('link', { name: 'Source', exact: true })).toHaveAttribute(
        'href',
        'https://github.com/octo-dev/notes-pwa',
      );
      await expect(page.getByRole('link', { name: 'Live site', exact: true })).toHaveAttribute(
        'href',
        'https://notes.ada.example',
      );
      const study = page.getByRole('region', { name: 'Case study' });
      await expect(study.getByRole('heading', { level: 3, name: 'How it works' })).toBeVisible();
      await expect(study.getByRole('link', { name: 'the design' })).toHaveAttribute(
        'href',
        'https://github.com/octo-dev/notes-pwa/blob/main/docs/design.md',
      );
      const editor = study.getByRole('img', { name: 'The editor on a phone' });
      await expect
        .poll(() => editor.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1);
      expect(await page.evaluate(() => 'readmeRan' in window || '__readmeRan' in window)).toBe(
        false,
      );
      await page.context().setOffline(true);
      await page.goto(`http://127.0.0.1:${port}/projects/tiny-lisp/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('tiny-lisp');
      await page.context().setOffline(false);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** The same owner's résumé in Filipino: an overlay of the translated fields only. */
const RESUME_FIL = {
  basics: {
    label: 'Inhinyero ng compiler',
    summary: 'Gumagawa ako ng mga wika at ng mga tool nila.',
  },
  work: [
    {
      summary: 'Pinamunuan ang team ng mga build tool.',
      highlights: ['Hinati sa dalawa ang oras ng CI.'],
    },
  ],
};

test.describe('a new owner’s first run on a fresh clone: --github alone', () => {
  let github: Awaited<ReturnType<typeof startGitHubServer>>;
  let dir: string;

  test.beforeAll(async () => {
    github = await startGitHubServer([structuredClone(OCTO)]);
    // A fresh clone: Jamie's site, with the sample's resume.fil.json and portfolio.fil.json.
    dir = cloneRepository();
  });

  test.afterAll(async () => {
    await github?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('makes the site theirs, removes the sample’s Filipino files, a second run changes nothing', async () => {
    test.setTimeout(240_000);
    const args = ['--github', 'octo-dev', '--projects', '2'];
    const { code, out } = await runRepositoryCommand(dir, 'init', args, {
      GITHUB_API_URL: github.url,
    });
    expect(code, out).toBe(0);
    expect(readJson(dir, 'resume.json').basics.name).toBe('Ada Okafor');
    expectFilipinoRemoved(dir, out);
    // The Filipino page's share image named Jamie: it goes with the language.
    expect(existsSync(join(dir, 'public/images/share.fil.png'))).toBe(false);
    // The sample's own posts were Jamie's words: gone, with their picture and their record.
    for (const file of [
      'content/posts/offline-permit-forms.md',
      'content/posts/offline-permit-forms.fil.md',
      'content/posts/.sample.json',
      'public/images/posts/offline-permit-forms/outbox.svg',
    ]) {
      expect(existsSync(join(dir, file)), file).toBe(false);
    }
    expect(out).toContain('  removed content/posts/offline-permit-forms.md');
    // Jamie's feeds are not the new owner's: Writing's list is empty and its pictures are gone.
    expect(readJson(dir, 'public/data/posts.json')).toEqual([]);
    expect(readdirSync(join(dir, 'public/images/posts'))).not.toContainEqual(
      expect.stringMatching(/\.webp$/),
    );

    commitAll(dir);
    const again = await runRepositoryCommand(dir, 'init', args, { GITHUB_API_URL: github.url });
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('No file changed');
    expect(again.out).not.toContain('removed');
    expect(gitStatus(dir)).toBe('');
  });
});

test.describe('npm run init with a résumé per language', () => {
  test.describe.configure({ mode: 'serial' });
  let github: Awaited<ReturnType<typeof startGitHubServer>>;
  let dir: string;
  let filUrl: string;
  const args = () => [
    '--github',
    'octo-dev',
    '--resume',
    'ada-resume.json',
    '--resume',
    `fil=${filUrl}`,
    '--projects',
    '2',
  ];

  test.beforeAll(async () => {
    github = await startGitHubServer([structuredClone(OCTO)], {
      '/files/resume.fil.json': JSON.stringify(RESUME_FIL),
    });
    filUrl = `${github.url}/files/resume.fil.json`;
    // A fresh clone: the sample's resume.fil.json and portfolio.fil.json are there.
    dir = cloneRepository();
    writeFileSync(join(dir, 'ada-resume.json'), JSON.stringify(RESUME));
    const bad = structuredClone(RESUME_FIL) as Record<string, unknown>;
    bad.work = [{ endDate: 'Abril 2022' }];
    writeFileSync(join(dir, 'ada-resume.fil.json'), JSON.stringify(bad));
    commitAll(dir);
  });

  test.afterAll(async () => {
    await github?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('refuses a Filipino résumé the build would reject and changes no file, English included', async () => {
    test.setTimeout(120_000);
    const { code, out } = await runRepositoryCommand(
      dir,
      'init',
      [
        '--github',
        'octo-dev',
        '--resume',
        'ada-resume.json',
        '--resume',
        'fil=ada-resume.fil.json',
      ],
      { GITHUB_API_URL: github.url },
    );
    expect(code, out).not.toBe(0);
    expect(out).toMatch(
      /the build would reject the result: resume\.fil\.json: work\[0\]\.endDate: does not match pattern .*\(merged onto resume\.json\) \(resume\.fil\.json is --resume fil=ada-resume\.fil\.json\)/,
    );
    expect(out).toContain('Nothing changed.');
    expect(gitStatus(dir)).toBe('');
  });

  for (const refusal of [
    {
      args: ['--resume', 'a.json', '--resume', 'en=b.json'],
      message: /the default language's résumé twice/,
    },
    {
      args: ['--resume', 'a.json', '--resume', 'fil=x.json', '--resume', 'fil=y.json'],
      message: /names the language "fil" twice/,
    },
    {
      args: ['--resume', 'a.json', '--resume', 'Tagalog=x.json'],
      message: /"Tagalog" is not a language tag such as "fil" or "pt-BR"/,
    },
    {
      args: ['--resume', 'ada-resume.json', '--resume', 'fil=missing.json'],
      message: /No fil résumé file at .*missing\.json/,
    },
    {
      args: ['--resume', 'ada-resume.json', '--resume', 'fil=README.md'],
      message: /The fil résumé README\.md is not JSON/,
    },
  ]) {
    test(`refuses ${refusal.args.slice(1).join(' ')} and changes no file`, async () => {
      test.setTimeout(60_000);
      const { code, out } = await runRepositoryCommand(dir, 'init', refusal.args, {
        GITHUB_API_URL: github.url,
      });
      expect(code, out).not.toBe(0);
      expect(out).toMatch(refusal.message);
      expect(out).toContain('Nothing changed.');
      expect(gitStatus(dir)).toBe('');
    });
  }

  test('writes each language’s résumé, both pass the build’s check, a second run changes nothing', async () => {
    test.setTimeout(240_000);
    const { code, out } = await runRepositoryCommand(dir, 'init', args(), {
      GITHUB_API_URL: github.url,
    });
    expect(code, out).toBe(0);
    // The document as given, from the URL; the Filipino words of Jamie's jobs are gone with the jobs.
    // Each translated job names the job it translates (docs/make-it-yours.md, "Another language").
    expect(readJson(dir, 'resume.fil.json')).toEqual({
      ...RESUME_FIL,
      work: [{ name: 'Tooling Co', startDate: '2022-04', ...RESUME_FIL.work[0] }],
    });
    expect(readJson(dir, 'resume.json').basics.name).toBe('Ada N. Okafor');
    const filPortfolio = readJson(dir, 'portfolio.fil.json');
    expect(filPortfolio).not.toHaveProperty('experience');
    expect(filPortfolio.demoReel.caption).toBe('Maikling silip sa mga bago kong gawa');
    expect(out).not.toContain('kept');
    // A language the new owner gives is replaced, not removed.
    expect(out).not.toContain('removed resume.fil.json');
    // Each language's share image is drawn anew for the new owner (it named Jamie).
    for (const image of ['public/images/share.png', 'public/images/share.fil.png']) {
      expect(
        readFileSync(join(dir, image)).equals(readFileSync(join(REPO_ROOT, image))),
        image,
      ).toBe(false);
    }
    // The build reads both languages from what init wrote.
    const content = readOwnerContent(dir);
    expect(content.languages.map(({ lang }) => lang)).toEqual(['en', 'fil']);
    expect(content.languages[1]?.site.experience[0]).toMatchObject({
      title: 'Staff Engineer',
      description: 'Pinamunuan ang team ng mga build tool.',
    });

    commitAll(dir);
    const again = await runRepositoryCommand(dir, 'init', args(), { GITHUB_API_URL: github.url });
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('No file changed');
    expect(gitStatus(dir)).toBe('');
  });

  test('a run that does not name a language keeps its files and says so in one line', async () => {
    test.setTimeout(240_000);
    const { code, out } = await runRepositoryCommand(
      dir,
      'init',
      ['--github', 'octo-dev', '--resume', 'ada-resume.json', '--projects', '2'],
      { GITHUB_API_URL: github.url },
    );
    expect(code, out).toBe(0);
    expect(out.split('\n').filter((line) => line.includes('resume.fil.json'))).toEqual([
      '  kept    resume.fil.json, portfolio.fil.json ("fil" is not named by this run: check it still fits your résumé; --resume fil=FILE_OR_URL replaces it, "git rm" drops the language)',
    ]);
    expect(gitStatus(dir)).toBe('');
  });

  test('the same person’s translation that no longer fits: refused, no file changed', async () => {
    test.setTimeout(120_000);
    // Ada's own Filipino résumé, broken by hand; re-running init for Ada keeps and checks it.
    writeFileSync(join(dir, 'resume.fil.json'), readFileSync(join(dir, 'ada-resume.fil.json')));
    commitAll(dir);
    const { code, out } = await runRepositoryCommand(
      dir,
      'init',
      ['--github', 'octo-dev', '--resume', 'ada-resume.json', '--projects', '2'],
      { GITHUB_API_URL: github.url },
    );
    expect(code, out).not.toBe(0);
    expect(out).toMatch(
      /the build would reject the result: resume\.fil\.json: work\[0\]\.endDate: .*This run does not name "fil": give --resume fil=FILE_OR_URL .* or remove resume\.fil\.json and portfolio\.fil\.json/,
    );
    expect(out).toContain('Nothing changed.');
    expect(gitStatus(dir)).toBe('');
  });
});
