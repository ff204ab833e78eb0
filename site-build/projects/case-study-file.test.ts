import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCaseStudy, readCaseStudy } from './case-study-file.ts';

const FILE = 'content/projects/flood-watch.md';

describe('parseCaseStudy: the front matter (docs/product.md § Project pages)', () => {
  it('splits the facts from the Markdown', () => {
    const study = parseCaseStudy(
      '---\nrepository: https://github.com/jamie/flood-watch\nstars: 42\nupdated: 2026-03-14\nlicence: MIT\ntopics: [pwa, maps]\n---\n## Why\n',
      FILE,
    );
    expect(study.facts).toEqual({
      repository: 'https://github.com/jamie/flood-watch',
      stars: 42,
      updated: '2026-03-14',
      licence: 'MIT',
      topics: ['pwa', 'maps'],
    });
    expect(study.markdown).toBe('## Why\n');
  });

  it('takes a file without front matter, and Windows line ends, as Markdown alone', () => {
    expect(parseCaseStudy('## Why\r\nBecause.\r\n', FILE)).toEqual({
      file: FILE,
      facts: {},
      markdown: '## Why\nBecause.\n',
    });
  });

  it.each([
    [
      'stars: many',
      /flood-watch\.md:3: field "stars" expected a whole number, 0 or more, got "many"/,
    ],
    ['updated: March', /flood-watch\.md:3: field "updated" expected a date as YYYY-MM-DD/],
    ['updated: "2026-02-30"', /flood-watch\.md:3: field "updated" expected a date as YYYY-MM-DD/],
    ['updated: "2026-13-45"', /flood-watch\.md:3: field "updated" expected a date as YYYY-MM-DD/],
    [
      'homepage: javascript:alert(1)',
      /flood-watch\.md:3: field "homepage" expected an http\(s\) URL/,
    ],
    ['colour: red', /flood-watch\.md:3: field "colour" is not a known field/],
    ['stars: [1', /flood-watch\.md(:\d+)?: the front matter is not valid YAML/],
  ])('refuses "%s", naming the file, line and field', (line, message) => {
    expect(() => parseCaseStudy(`---\nlicence: MIT\n${line}\n---\nText`, FILE)).toThrow(message);
  });
});

describe('readCaseStudy', () => {
  const root = mkdtempSync(join(tmpdir(), 'case-study-'));
  mkdirSync(join(root, 'content/projects'), { recursive: true });
  writeFileSync(join(root, 'content/projects/a.md'), '---\nstars: 1\n---\nEnglish');
  writeFileSync(join(root, 'content/projects/a.fil.md'), 'Filipino');

  it('reads the language’s own file, else the default language’s, else none', () => {
    expect(readCaseStudy(root, 'a', 'fil')).toMatchObject({
      markdown: 'Filipino',
      translated: true,
    });
    expect(readCaseStudy(root, 'a', 'ja')).toMatchObject({
      markdown: 'English',
      translated: false,
    });
    expect(readCaseStudy(root, 'a')).toMatchObject({ facts: { stars: 1 }, translated: false });
    expect(readCaseStudy(root, 'b', 'fil')).toBeUndefined();
  });
});
