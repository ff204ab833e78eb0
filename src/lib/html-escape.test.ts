import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html-escape.ts';

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and parses back to the same data', () => {
    const data = { a: '</script><!-- & -->', b: 'line\u2028separator' };
    const text = jsonForScript(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
