import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeChanges } from './write.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('writeChanges (docs/product.md § Make it yours)', () => {
  it('changes nothing when one file cannot be written: the others stay as they were', () => {
    root = mkdtempSync(join(tmpdir(), 'write-changes-'));
    writeFileSync(join(root, 'resume.json'), 'old résumé\n');
    writeFileSync(join(root, 'gone.txt'), 'still here\n');
    // A file where a folder must go: `public/data/projects.json` cannot be written.
    writeFileSync(join(root, 'public'), 'a file, not a folder\n');
    const changes = {
      write: new Map<string, string>([
        ['resume.json', 'new résumé\n'],
        ['public/data/projects.json', '[]\n'],
      ]),
      remove: ['gone.txt'],
    };
    expect(() => writeChanges(changes, root)).toThrow();
    expect(readFileSync(join(root, 'resume.json'), 'utf8')).toBe('old résumé\n');
    expect(existsSync(join(root, 'gone.txt'))).toBe(true);
    expect(readdirSync(root).sort()).toEqual(['gone.txt', 'public', 'resume.json']);
  });

  it('writes every changed file, removes what goes, and leaves the same bytes alone', () => {
    root = mkdtempSync(join(tmpdir(), 'write-changes-'));
    writeFileSync(join(root, 'same.txt'), 'same\n');
    writeFileSync(join(root, 'gone.txt'), 'x\n');
    const report = writeChanges(
      {
        write: new Map<string, string>([
          ['same.txt', 'same\n'],
          ['new/file.txt', 'new\n'],
        ]),
        remove: ['gone.txt'],
      },
      root,
    );
    expect(report).toEqual({
      written: ['new/file.txt'],
      removed: ['gone.txt'],
      unchanged: ['same.txt'],
    });
    expect(readFileSync(join(root, 'new/file.txt'), 'utf8')).toBe('new\n');
    expect(readdirSync(root).sort()).toEqual(['new', 'same.txt']);
  });
});
