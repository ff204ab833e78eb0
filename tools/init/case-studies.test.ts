import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCaseStudy } from '../../site-build/projects/case-study-file.ts';
import { caseStudyHtml } from '../../site-build/projects/case-study-html.ts';
import {
  fetchablePicture,
  planCaseStudies,
  README_LIMITS,
  replacePicture,
  WRITTEN_FILE,
} from './case-studies.ts';
import { createGitHubClient } from './github.ts';
import { repo } from './github-repo.fixture.ts';
import { writeChanges } from './write.ts';

/**
 * tools/init/case-studies.ts against a real local HTTP server standing in for
 * GitHub's REST API and its raw file host: each repository's README is what
 * the test sets, hostile ones included (docs/product.md § Project pages).
 */

/** What the stand-in answers for `GET /repos/ada/{name}/readme`: a README's bytes, a status, or raw JSON. */
type ReadmeAnswer = { bytes: Buffer } | { status: number } | { json: unknown };

const readmes = new Map<string, ReadmeAnswer>();
const files = new Map<string, Buffer>();
let server: Server;
let origin = '';
let png: Buffer;

beforeAll(async () => {
  png = await sharp({
    create: { width: 2400, height: 1200, channels: 3, background: '#3546c0' },
  })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const readme = /^\/repos\/ada\/([^/]+)\/readme$/.exec(path);
    if (readme) {
      const name = decodeURIComponent(readme[1] ?? '');
      const answer = readmes.get(name) ?? { status: 404 };
      if ('status' in answer) {
        response.writeHead(answer.status, { 'Content-Type': 'application/json' });
        return response.end('{"message":"Not Found"}');
      }
      const body =
        'json' in answer
          ? answer.json
          : {
              content: answer.bytes.toString('base64'),
              encoding: 'base64',
              size: answer.bytes.length,
              html_url: `https://github.com/ada/${name}/blob/main/README.md`,
              download_url: `${origin}/raw/ada/${name}/main/README.md`,
            };
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify(body));
    }
    const file = files.get(path);
    if (!file) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
    response.end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const client = () => createGitHubClient({ apiUrl: origin });
const text = (markdown: string) => ({ bytes: Buffer.from(markdown) });
const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

function freshRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'case-studies-'));
  mkdirSync(join(root, 'content/projects'), { recursive: true });
  return root;
}

const flood = repo('Flood-Watch', {
  homepage: 'https://floodwatch.example',
  license: { spdx_id: 'MIT', name: 'MIT License' },
  topics: ['pwa', 'maps'],
  stargazers_count: 42,
  pushed_at: '2026-03-14T08:00:00Z',
});

describe('planCaseStudies (docs/product.md § Project pages)', () => {
  it('writes the README with the facts as front matter, its pictures downloaded and local', async () => {
    files.set('/raw/ada/Flood-Watch/main/docs/map.png', png);
    files.set('/cdn/shot.png', png);
    readmes.set(
      'Flood-Watch',
      text(
        `# Flood Watch\n\n![The map](docs/map.png)\n\n<img src="${origin}/cdn/shot.png" alt="Shot">\n\nSee [setup](docs/setup.md).\n`,
      ),
    );
    const root = freshRoot();
    const plan = await planCaseStudies([flood], client(), root);
    expect(plan.lines).toEqual([]);
    const written = String(plan.write.get('content/projects/flood-watch.md'));
    const study = parseCaseStudy(written, 'flood-watch.md');
    expect(study.facts).toEqual({
      repository: 'https://github.com/ada/Flood-Watch',
      homepage: 'https://floodwatch.example',
      stars: 42,
      updated: '2026-03-14',
      licence: 'MIT',
      topics: ['pwa', 'maps'],
      readme: 'https://github.com/ada/Flood-Watch/blob/main/README.md',
    });
    expect(study.markdown).toContain('![The map](images/case-studies/flood-watch/1.webp)');
    expect(study.markdown).toContain('<img src="images/case-studies/flood-watch/2.webp"');
    const picture = plan.write.get('public/images/case-studies/flood-watch/1.webp') as Buffer;
    const { format, width } = await sharp(picture).metadata();
    expect(format).toBe('webp');
    expect(width).toBe(README_LIMITS.width);
    // The record names what init wrote, pictures too: only those are ever removed.
    expect(JSON.parse(String(plan.write.get(WRITTEN_FILE)))).toEqual({
      'content/projects/flood-watch.md': sha256(written),
      'public/images/case-studies/flood-watch/1.webp': sha256(picture),
      'public/images/case-studies/flood-watch/2.webp': sha256(
        plan.write.get('public/images/case-studies/flood-watch/2.webp') as Buffer,
      ),
    });
  });

  it('never overwrites a case study the owner edited or wrote, and says so', async () => {
    readmes.set('Flood-Watch', text('# From GitHub\n'));
    const root = freshRoot();
    writeChanges(await planCaseStudies([flood], client(), root), root);
    const file = join(root, 'content/projects/flood-watch.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nMy own words.\n`);
    readmes.set('Flood-Watch', text('# Changed on GitHub\n'));
    const plan = await planCaseStudies([flood], client(), root);
    expect(plan.write.has('content/projects/flood-watch.md')).toBe(false);
    expect(plan.lines).toEqual([
      expect.stringMatching(
        /^content\/projects\/flood-watch\.md is yours .*delete it to take the README again\.$/,
      ),
    ]);
    // An unedited one follows the README.
    const other = repo('notes');
    readmes.set('notes', text('# Notes v1\n'));
    writeChanges(await planCaseStudies([other], client(), root), root);
    readmes.set('notes', text('# Notes v2\n'));
    const again = await planCaseStudies([other], client(), root);
    expect(String(again.write.get('content/projects/notes.md'))).toContain('# Notes v2');
  });

  it('removes its own case studies and pictures of repositories no longer featured, never an edited one', async () => {
    files.set('/raw/ada/old/main/a.png', png);
    readmes.set('old', text('![a](a.png)\n'));
    readmes.set('kept', text('# Kept\n'));
    const root = freshRoot();
    const old = repo('old');
    const kept = repo('kept');
    writeChanges(await planCaseStudies([old, kept], client(), root), root);
    expect(existsSync(join(root, 'public/images/case-studies/old/1.webp'))).toBe(true);
    writeFileSync(join(root, 'content/projects/kept.md'), '# Mine now\n');
    const plan = await planCaseStudies([repo('new')], client(), root);
    expect(plan.remove.sort()).toEqual([
      'content/projects/old.md',
      'public/images/case-studies/old/1.webp',
    ]);
  });

  it.each<[string, ReadmeAnswer, RegExp]>([
    ['none', { status: 404 }, /^ada\/r has no README: its page shows its facts alone\.$/],
    [
      'one that is not UTF-8',
      { bytes: Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x41]) },
      /^ada\/r: its README is not UTF-8 text; content\/projects\/r\.md stays as it was\.$/,
    ],
    [
      'one over the cap',
      text('x'.repeat(README_LIMITS.bytes + 1)),
      /^ada\/r: its README is \d+ KB, over 512 KB; content\/projects\/r\.md stays as it was\.$/,
    ],
    [
      'a 10 MB answer',
      { json: { content: 'A'.repeat(10 * 1024 * 1024), encoding: 'base64', size: 1 } },
      /^ada\/r: its README could not be read \(.*5 MB.*\); content\/projects\/r\.md stays as it was\.$/,
    ],
    [
      'an answer of the wrong shape',
      { json: { content: 42 } },
      /^ada\/r: its README could not be read \(.*not what was expected.*\)/,
    ],
    [
      'a server error',
      { status: 502 },
      /^ada\/r: its README could not be read \(GitHub answered 502/,
    ],
  ])(
    'keeps the previous case study on %s, in one line naming the repository',
    async (_name, answer, line) => {
      const root = freshRoot();
      readmes.set('r', text('# Before\n'));
      writeChanges(await planCaseStudies([repo('r')], client(), root), root);
      readmes.set('r', answer);
      const plan = await planCaseStudies([repo('r')], client(), root);
      expect(plan.write.has('content/projects/r.md')).toBe(false);
      const expected = answer && 'status' in answer && answer.status === 404;
      expect(plan.lines).toEqual([expect.stringMatching(expected ? /has no README/ : line)]);
      if (!expected)
        expect(readFileSync(join(root, 'content/projects/r.md'), 'utf8')).toContain('# Before');
    },
  );

  it('caps the pictures, and leaves those that are no picture, too big or unreachable as URLs', async () => {
    files.set('/raw/ada/many/main/ok.png', png);
    files.set('/raw/ada/many/main/not.png', Buffer.from('<html>not a picture</html>'));
    files.set('/raw/ada/many/main/huge.png', Buffer.alloc(50 * 1024 * 1024, 1));
    for (let index = 0; index < 20; index++) files.set(`/raw/ada/many/main/p${index}.png`, png);
    const many = Array.from({ length: 2000 }, (_, index) => `![p${index}](p${index}.png)`);
    readmes.set(
      'many',
      text(
        [
          '![not](not.png)',
          '![huge](huge.png)',
          '![gone](gone.png)',
          '![js](javascript:alert(1))',
          '![ok](ok.png)',
          ...many,
        ].join('\n\n'),
      ),
    );
    const plan = await planCaseStudies([repo('many')], client(), freshRoot());
    const pictures = [...plan.write.keys()].filter((path) => path.endsWith('.webp'));
    // The first README_LIMITS.pictures references are tried: four fail, the rest are kept.
    expect(pictures).toEqual(
      Array.from(
        { length: README_LIMITS.pictures - 4 },
        (_, index) => `public/images/case-studies/many/${index + 5}.webp`,
      ),
    );
    expect(plan.lines).toEqual([
      `ada/many: ${2005 - (README_LIMITS.pictures - 4)} picture(s) of its README could not be fetched or read; the page shows their alt text.`,
    ]);
    const markdown = String(plan.write.get('content/projects/many.md'));
    expect(markdown).toContain('![ok](images/case-studies/many/5.webp)');
    // One not fetched points at its address on the web: the build shows its alt text.
    expect(markdown).toContain(`![huge](${origin}/raw/ada/many/main/huge.png)`);
    expect(markdown).toContain('![js](javascript:alert(1))');
  });

  it('writes a hostile README as text, and the build makes it safe', async () => {
    readmes.set(
      'evil',
      text(
        '# Evil\n\n<script>alert(1)</script><iframe src="https://x.example"></iframe>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> <svg onload=alert(1)><script>1</script></svg>\n\n<!-- --><p style="position:fixed">over</p>',
      ),
    );
    const plan = await planCaseStudies([repo('evil')], client(), freshRoot());
    const study = parseCaseStudy(String(plan.write.get('content/projects/evil.md')), 'evil.md');
    const { html } = caseStudyHtml(study.markdown, {
      pictureSize: () => undefined,
      basePath: '/',
      linkBase: study.facts.readme,
    });
    expect(html).not.toMatch(/<script|<iframe|<svg|javascript:|onerror|onload|style=|alert\(/);
    expect(html).toContain('<h2 id="cs-evil"><a href="#cs-evil" class="self-link">Evil</a></h2>');
  });
});

describe('what init leaves alone', () => {
  it('keeps the owner’s own pictures in a case study’s folder, and removes only its own old ones', async () => {
    files.set('/raw/ada/pics/main/a.png', png);
    files.set('/raw/ada/pics/main/b.png', png);
    readmes.set('pics', text('![a](a.png) ![b](b.png)\n'));
    const root = freshRoot();
    writeChanges(await planCaseStudies([repo('pics')], client(), root), root);
    mkdirSync(join(root, 'public/images/case-studies/pics/mine'), { recursive: true });
    writeFileSync(join(root, 'public/images/case-studies/pics/map.webp'), 'the owner’s');
    // The translation shows the owner's picture; the README now shows one picture.
    readmes.set('pics', text('![a](a.png)\n'));
    const plan = await planCaseStudies([repo('pics')], client(), root);
    expect(plan.remove).toEqual(['public/images/case-studies/pics/2.webp']);
    writeChanges(plan, root);
    expect(existsSync(join(root, 'public/images/case-studies/pics/map.webp'))).toBe(true);
  });

  it('takes a case study whose line ends a checkout changed as unedited', async () => {
    readmes.set('crlf', text('# One\n\nTwo\n'));
    const root = freshRoot();
    writeChanges(await planCaseStudies([repo('crlf')], client(), root), root);
    const file = join(root, 'content/projects/crlf.md');
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8').replace(/\n/g, '\r\n')}`);
    readmes.set('crlf', text('# One\n\nThree\n'));
    const plan = await planCaseStudies([repo('crlf')], client(), root);
    expect(plan.lines).toEqual([]);
    expect(String(plan.write.get('content/projects/crlf.md'))).toContain('Three');
  });

  it('rewrites a picture’s address only where it is a picture', () => {
    const text =
      '[![Shot](docs/shot.png)](docs/shot.png) ![b](docs/logo.png) ![a](logo.png) `![x](logo.png)`';
    expect(replacePicture(text, 'logo.png', 'images/1.webp')).toBe(
      '[![Shot](docs/shot.png)](docs/shot.png) ![b](docs/logo.png) ![a](images/1.webp) `![x](images/1.webp)`',
    );
    expect(replacePicture(text, 'docs/shot.png', 'images/2.webp')).toBe(
      '[![Shot](images/2.webp)](docs/shot.png) ![b](docs/logo.png) ![a](logo.png) `![x](logo.png)`',
    );
    expect(replacePicture('<img alt="a" src="a.png"> a.png', 'a.png', 'x.webp')).toBe(
      '<img alt="a" src="x.webp"> a.png',
    );
  });

  it('never fetches a picture from the owner’s own network, only https or the API’s own origin', () => {
    const api = 'http://127.0.0.1:4000';
    const ok = (url: string) => fetchablePicture(new URL(url), api);
    expect(ok('https://raw.githubusercontent.com/ada/r/main/a.png')).toBe(true);
    expect(ok('http://127.0.0.1:4000/raw/a.png')).toBe(true);
    for (const url of [
      'http://example.org/a.png',
      'https://192.168.1.1/cam.jpg',
      'https://10.0.0.8/a.png',
      'https://127.0.0.1:4001/a.png',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/a.png',
      'https://localhost/a.png',
    ]) {
      expect(ok(url), url).toBe(false);
    }
  });
});

describe('the sample’s record', () => {
  it('names every sample case study with its current hash, so init replaces them for a new owner', () => {
    const record = JSON.parse(readFileSync(WRITTEN_FILE, 'utf8')) as Record<string, string>;
    expect(Object.keys(record).length).toBeGreaterThan(0);
    for (const [file, hash] of Object.entries(record)) {
      expect(sha256(readFileSync(file)), `${file}: update ${WRITTEN_FILE} after editing it`).toBe(
        hash,
      );
    }
  });
});
