import { describe, expect, it } from 'vitest';
import { moveThroughResults } from './result-keys.ts';

/** A searchbox and three result links in the document, and a key event's parts. */
function setUp() {
  document.body.innerHTML =
    '<input type="search"><a href="/a">A</a><a href="/b">B</a><a href="/c">C</a>';
  const input = document.querySelector('input') as HTMLInputElement;
  const links = Array.from(document.querySelectorAll('a'));
  const press = (key: string, target: Element) => {
    let prevented = false;
    moveThroughResults(
      {
        key,
        target,
        isComposing: false,
        keyCode: 0,
        preventDefault: () => {
          prevented = true;
        },
      },
      input,
      links,
    );
    return prevented;
  };
  return { input, links, press };
}

describe('moveThroughResults (docs/product.md § Search)', () => {
  it('Down goes from the searchbox to the first result, then on; the last stays', () => {
    const { input, links, press } = setUp();
    expect(press('ArrowDown', input)).toBe(true);
    expect(document.activeElement).toBe(links[0]);
    press('ArrowDown', links[0] as Element);
    expect(document.activeElement).toBe(links[1]);
    links[2]?.focus();
    // On the last result, Down is still taken (the page does not scroll), and focus stays.
    expect(press('ArrowDown', links[2] as Element)).toBe(true);
    expect(document.activeElement).toBe(links[2]);
  });

  it('Up goes back, from the first result to the searchbox; in the searchbox it is left alone', () => {
    const { input, links, press } = setUp();
    press('ArrowUp', links[1] as Element);
    expect(document.activeElement).toBe(links[0]);
    press('ArrowUp', links[0] as Element);
    expect(document.activeElement).toBe(input);
    expect(press('ArrowUp', input)).toBe(false);
  });

  it('Enter in the searchbox opens the first result; keys it does not use are left alone', () => {
    const { input, links, press } = setUp();
    let opened = 0;
    links[0]?.addEventListener('click', (event) => {
      event.preventDefault();
      opened += 1;
    });
    expect(press('Enter', input)).toBe(true);
    expect(opened).toBe(1);
    const key = (name: string, more = {}) => ({
      key: name,
      target: input,
      isComposing: false,
      keyCode: 0,
      preventDefault: () => {
        throw new Error(`${name} taken`);
      },
      ...more,
    });
    // Enter and Down with no result; Enter and Down of an input method's composition.
    moveThroughResults(key('Enter'), input, []);
    moveThroughResults(key('ArrowDown'), input, []);
    moveThroughResults(key('Enter', { isComposing: true }), input, links);
    moveThroughResults(key('ArrowDown', { keyCode: 229 }), input, links);
    expect(opened).toBe(1);
    expect(document.activeElement).not.toBe(links[0]);
  });
});
