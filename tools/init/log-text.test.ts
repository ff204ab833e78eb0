import { describe, expect, it } from 'vitest';
import { logText, oneLine } from './log-text.ts';

describe('logText and oneLine (docs/product.md § Make it yours)', () => {
  it('starts no workflow command and hides no escape, and leaves plain text alone', () => {
    expect(logText('init: bad\n::error::x\n  ::add-mask::y\nNothing changed.')).toBe(
      'init: bad\n\\::error::x\n  \\::add-mask::y\nNothing changed.',
    );
    expect(logText('a ##[error]b')).toBe('a ##\\[error]b');
    expect(logText('red \u001b[31m, back\rover, \u009b, \u202e')).toBe(
      'red \\u001b[31m, back\\rover, \\u009b, \\u202e',
    );
    const plain = 'init: The feed at https://a.example/f answered 404.\n\nUsage: x  y\t"z": ok';
    expect(logText(plain)).toBe(plain);
  });

  it('oneLine keeps quoted input on its line', () => {
    expect(oneLine('"[\n::error::x"')).toBe('"[\\n::error::x"');
    expect(oneLine('a\r\nb')).toBe('a\\r\\nb');
  });
});
