import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { replayClicks, stopKeepingClicks } from './early-input';

/** The pre-paint script of index.html, run as the browser runs it. */
function runPrePaintScript() {
  const script = readFileSync('index.html', 'utf8').match(/<script>([\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error('index.html has no inline pre-paint script');
  new Function(script)();
}

function prerenderedPage() {
  document.body.innerHTML =
    '<div id="root"><button id="like"><svg><path id="heart"/></svg>Like</button><a id="link" href="#x">x</a></div>' +
    '<button id="outside">Outside</button>';
  return (id: string) => document.getElementById(id)!;
}

afterEach(() => {
  stopKeepingClicks();
  document.body.innerHTML = '';
});

describe('clicks before hydration (docs/product.md § Performance)', () => {
  it('keeps each click on a button of #root, also on its icon, and replays each once', () => {
    const byId = prerenderedPage();
    runPrePaintScript();
    byId('like').click();
    byId('heart').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    byId('outside').click();
    byId('link').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    const kept = stopKeepingClicks();
    expect(kept.map((element) => element.id)).toEqual(['like', 'like']);

    // "React" listens from now on: later clicks are its own, not kept.
    let heard = 0;
    byId('root').addEventListener('click', () => (heard += 1));
    byId('like').click();
    expect(stopKeepingClicks()).toEqual([]);
    expect(heard).toBe(1);

    expect(replayClicks(kept)).toBe(2);
    expect(heard).toBe(3);
  });

  it('skips a kept button that left the page (rendered from scratch)', () => {
    const byId = prerenderedPage();
    runPrePaintScript();
    byId('like').click();
    const kept = stopKeepingClicks();
    byId('root').replaceChildren();
    expect(replayClicks(kept)).toBe(0);
  });

  it('keeps nothing and replays nothing without the pre-paint script', () => {
    expect(stopKeepingClicks()).toEqual([]);
  });
});
