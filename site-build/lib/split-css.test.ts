import { describe, expect, it } from 'vitest';
import {
  canWait,
  fileTag,
  scopedClassName,
  splitCss,
  tagOf,
  withoutUnreadCustomProperties,
} from './split-css.ts';

const root = '/project';
const hero = fileTag('/project/src/hero.module.css', root);
const footer = fileTag('/project/src/footer.module.css', root);
const h = (name: string) => `${name}_${hero}`;
const f = (name: string) => `${name}_${footer}`;

describe('scopedClassName', () => {
  it('is the local name and a 3-character tag of the file, the same for the same file', () => {
    expect(scopedClassName('title', '/project/src/hero.module.css', root)).toBe(h('title'));
    expect(hero).toMatch(/^[\w-]{3}$/);
    expect(hero).not.toBe(footer);
    expect(tagOf(h('title'))).toBe(hero);
    expect(tagOf('sr-only')).toBe('');
  });

  it('refuses a second module whose tag is the same (their classes would share names)', () => {
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const file = `/other/src/m${i}.module.css`;
      const earlier = seen.get(fileTag(file, '/other'));
      if (earlier) pair = [earlier, file];
      else seen.set(fileTag(file, '/other'), file);
    }
    const [first, second] = pair;
    expect(scopedClassName('a', first, '/other')).toBe(`a_${fileTag(first, '/other')}`);
    expect(scopedClassName('b', first, '/other')).toBe(`b_${fileTag(first, '/other')}`);
    expect(() => scopedClassName('a', second, '/other')).toThrow(/same class tag/);
  });

  it('leaves microformats2 class names as written (parsers read them)', () => {
    for (const name of ['h-card', 'p-name', 'u-photo', 'u-url', 'dt-start', 'e-content']) {
      expect(scopedClassName(name, '/project/src/hero.module.css', root)).toBe(name);
    }
    expect(scopedClassName('hero-card', '/project/src/hero.module.css', root)).toBe(h('hero-card'));
  });
});

describe('canWait', () => {
  const firstScreen = { tags: new Set([hero]), classes: new Set([h('title'), h('link')]) };

  it('keeps rules for first-screen modules whose classes are in the page', () => {
    expect(canWait(`.${h('title')}`, firstScreen)).toBe(false);
    expect(canWait(`.${h('link')}:focus-visible`, firstScreen)).toBe(false);
    expect(canWait(`.${h('title')},.${h('card')}`, firstScreen)).toBe(false);
  });

  it('defers a microformat class only in a later state', () => {
    expect(canWait('.u-url:hover', firstScreen)).toBe(true);
    expect(canWait('.u-url', firstScreen)).toBe(false);
    expect(canWait('.u-url:focus-visible', firstScreen)).toBe(false);
  });

  it('splits a selector list at its commas only, not inside strings', () => {
    expect(canWait(`[title="]"],.${f('strip')}`, firstScreen)).toBe(false);
    expect(canWait(`[title=","],.${f('strip')}`, firstScreen)).toBe(false);
    expect(canWait(`.${f('strip')}[title="]"],.${f('strip')}`, firstScreen)).toBe(true);
  });

  it('never defers rules without module classes', () => {
    for (const selector of [':root,[data-theme=dark]', 'body', '.sr-only', '*,:before,:after']) {
      expect(canWait(selector, firstScreen), selector).toBe(false);
    }
  });

  it('defers other modules, classes not in the page, and states before hydration', () => {
    expect(canWait(`.${f('strip')}`, firstScreen)).toBe(true);
    expect(canWait(`.${h('card')}`, firstScreen)).toBe(true);
    expect(canWait(`.${h('link')}:hover,.${h('link')}[data-pressed]`, firstScreen)).toBe(true);
    expect(canWait(`.${f('strip')} .${h('title')}`, firstScreen)).toBe(true);
  });
});

describe('splitCss', () => {
  it('splits a selector list: the selectors that must stay keep the declarations in the critical half', () => {
    const list = `.${h('card')},.${f('card')}{color:red}@media (max-width:30em){.${f('a')},p{margin:0}}`;
    expect(
      splitCss(list, {
        selector: (selector) => selector.includes(footer),
        keyframes: () => false,
        media: () => false,
      }),
    ).toEqual({
      critical: `.${h('card')}{color:red}@media (max-width:30em){p{margin:0}}`,
      deferred: `.${f('card')}{color:red}@media (max-width:30em){.${f('a')}{margin:0}}`,
    });
  });

  const css =
    `:root{--a:1}.${h('title')}{color:red}.${f('strip')}{content:"}{"}` +
    `@media (min-width:48em){.${h('title')}{color:blue}}` +
    `@media (max-width:30em){.${h('title')}{margin:0}.${f('strip')}{margin:0}}` +
    `@keyframes pulse_${hero}{to{opacity:.5}}@keyframes in_${footer}{0%{opacity:0}}`;
  const defer = {
    selector: (selector: string) => selector.includes(footer),
    keyframes: (name: string) => tagOf(name) === footer,
    media: (condition: string) => condition === '(min-width:48em)',
  };

  it('splits rules, at-rule blocks and keyframes, each half in the original order', () => {
    expect(splitCss(css, defer)).toEqual({
      critical:
        `:root{--a:1}.${h('title')}{color:red}@media (max-width:30em){.${h('title')}{margin:0}}` +
        `@keyframes pulse_${hero}{to{opacity:.5}}`,
      deferred:
        `.${f('strip')}{content:"}{"}@media (min-width:48em){.${h('title')}{color:blue}}` +
        `@media (max-width:30em){.${f('strip')}{margin:0}}@keyframes in_${footer}{0%{opacity:0}}`,
    });
  });

  it('keeps strings with escaped quotes and braces inside their rule', () => {
    const tricky = `.${f('strip')}{content:"\\"}"}.${h('title')}{content:'\\'{'}`;
    expect(splitCss(tricky, defer)).toEqual({
      critical: `.${h('title')}{content:'\\'{'}`,
      deferred: `.${f('strip')}{content:"\\"}"}`,
    });
  });

  it('refuses a stylesheet whose braces do not balance', () => {
    expect(() => splitCss('.a{color:red', defer)).toThrow(/critical CSS: .*Unclosed block/);
    expect(() => splitCss('.a{color:red}}', defer)).toThrow(/critical CSS: .*Unexpected }/);
  });
});

describe('withoutUnreadCustomProperties', () => {
  it('keeps the properties a declaration reads, directly or through another property', () => {
    const css =
      ':root{--lt: ;--dk:initial;--text:var(--lt,#111)var(--dk,#eee);--mono:monospace;--danger:red}' +
      'body{color:var(--text)}';
    expect(withoutUnreadCustomProperties(css)).toBe(
      ':root{--lt: ;--dk:initial;--text:var(--lt,#111)var(--dk,#eee)}body{color:var(--text)}',
    );
  });

  it('drops rules and blocks left empty, and keeps everything else as written', () => {
    const css =
      'html{--sign:1;margin:0}html[dir=rtl]{--sign:-1}@media (min-width:48em){:root{--wide:1}}' +
      '@keyframes pulse{to{opacity:.5}}.a{width:calc(var(--w, 1px) * 2)}';
    expect(withoutUnreadCustomProperties(css)).toBe(
      'html{margin:0}@keyframes pulse{to{opacity:.5}}.a{width:calc(var(--w, 1px) * 2)}',
    );
  });
});
