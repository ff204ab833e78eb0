import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const BIOME = resolve('node_modules/.bin/biome');

/**
 * A folder with the repository's Biome configuration (without its VCS part:
 * the folder is no Git repository) and `files`, each written as init and the
 * refresh write JSON (`JSON.stringify(value, null, 2)`).
 */
function folderWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'owner-files-lint-'));
  const config = JSON.parse(readFileSync('biome.json', 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  // Biome checks its own configuration file too: laid out as Biome lays it out.
  spawnSync(BIOME, ['format', '--write', 'biome.json'], { cwd: dir });
  for (const [name, value] of Object.entries(files)) {
    writeFileSync(join(dir, name), `${JSON.stringify(value, null, 2)}\n`);
  }
  return dir;
}

/** `npm run lint`'s Biome step in `dir`: its exit status. */
const lint = (dir: string) =>
  spawnSync(BIOME, ['check', '--error-on-warnings', '.'], { cwd: dir, encoding: 'utf8' }).status;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the files npm run init writes', () => {
  const sample = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

  // The owner's content is init's to write and the owner's to edit: `npm run lint` (so `npm
  // test`, and the deploy that waits for it) must pass right after init, whatever their layout.
  it("pass the repository's lint as init writes them", () => {
    dir = folderWith({
      'resume.json': sample('resume.json'),
      'portfolio.json': sample('portfolio.json'),
      'resume.fil.json': sample('resume.fil.json'),
      'portfolio.fil.json': { demoReel: { caption: 'Panoorin' }, tags: ['a', 'b'] },
    });
    expect(lint(dir)).toBe(0);
  });

  it('would not, as any other JSON file of the repository', () => {
    dir = folderWith({ 'settings.json': sample('portfolio.json') });
    expect(lint(dir)).not.toBe(0);
  });
});
