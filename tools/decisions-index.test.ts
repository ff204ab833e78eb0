import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The index of decision records (docs/decisions/README.md) lists every record
 * once, in number order, with the record's own title, and links only to
 * records that exist.
 */
const DIR = 'docs/decisions';
const records = readdirSync(DIR)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(`${DIR}/README.md`, 'utf8');
const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (.+) \|$/gm)].map(
  ([, number, file, title]) => ({ number, file, title }),
);

describe('docs/decisions/README.md', () => {
  it('lists every record once, in number order', () => {
    expect(rows.map((row) => row.file)).toEqual(records);
  });

  it('numbers each row as its file and gives the record’s own title', () => {
    for (const row of rows) {
      expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
      const heading = readFileSync(`${DIR}/${row.file}`, 'utf8').split('\n')[0];
      expect(heading, row.file).toBe(`# ${row.number} ${row.title}`);
    }
  });
});
