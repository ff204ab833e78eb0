import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayClicks, stopKeepingClicks, takeInstallOffer } from './early-input.ts';

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
  takeInstallOffer();
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

describe('the install offer before the app listens (docs/product.md § Offline and install)', () => {
  // Chromium's event handler property, which jsdom lacks.
  beforeEach(() => {
    let handler: ((event: Event) => void) | null = null;
    const call = (event: Event) => handler?.(event);
    window.addEventListener('beforeinstallprompt', call);
    Object.defineProperty(window, 'onbeforeinstallprompt', {
      configurable: true,
      get: () => handler,
      set: (value: ((event: Event) => void) | null) => {
        handler = value;
      },
    });
    return () => {
      window.removeEventListener('beforeinstallprompt', call);
      delete window.onbeforeinstallprompt;
    };
  });

  const offer = () => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it('keeps the offer, its default prevented, until the app takes it', () => {
    runPrePaintScript();
    const early = offer();
    expect(early.defaultPrevented).toBe(true);
    expect(takeInstallOffer()).toBe(early);
    // The app listens from now on: a later offer is its own, not kept.
    const later = offer();
    expect(later.defaultPrevented).toBe(false);
    expect(stopKeepingClicks()).toEqual([]);
  });

  it('has none to give without an offer or without the pre-paint script', () => {
    runPrePaintScript();
    expect(takeInstallOffer()).toBeUndefined();
    stopKeepingClicks();
    expect(takeInstallOffer()).toBeUndefined();
  });
});
