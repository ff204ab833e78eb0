import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from './headers-file.ts';

describe('the _headers file syntax (docs/product.md § Security)', () => {
  it('matches placeholders and joins repeated headers like the hosts', () => {
    const custom = parseHeadersFile('# comment\n/a/:id/b\n  X-One: 1\n/a/*\n  X-One: 2\n');
    expect(headersForPath(custom, '/a/7/b')).toEqual([['X-One', '1, 2']]);
    expect(headersForPath(custom, '/a/7/8/b')).toEqual([['X-One', '2']]);
  });

  it('rejects a header before any path, naming the line', () => {
    expect(() => parseHeadersFile('\n  X-One: 1\n')).toThrow(/line 2/);
    expect(() => parseHeadersFile('/a\n  nonsense\n')).toThrow(/line 2/);
  });
});
