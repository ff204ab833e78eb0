import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../lib/browser.ts';
import { TAP_PROBE } from './tap-probe.ts';
import { TAP_SEEN_MARK } from './thread-time.ts';

/**
 * The frame on which a case shows its result: after react-aria's two hidden
 * frames, and after the second, where a check of the DOM alone answers.
 */
const REVEAL_FRAME = 5;

/**
 * The page's side of each case: on `pointerdown` on the button it puts
 * `html` into the page, runs `setup` (JavaScript, `host` is the element
 * holding it), and on its {@link REVEAL_FRAME}th animation frame runs
 * `reveal`. `window.shownAt` is when a visitor can first see the result
 * (`performance.now()`; set by `setup` or `reveal`, else right after
 * `reveal`). It records the time of each frame in `window.frameTimes` and
 * the event's `timeStamp` in `window.downAt`. Source text, not functions:
 * the test's transform may wrap functions in helpers the page does not have.
 */
const PAGE = `<!doctype html>
<html><head><style>
  body { margin: 0 }
  #tap { width: 200px; height: 60px }
  .fixed { position: fixed; inset: 0 }
</style></head>
<body><button id="tap">Tap</button><div id="host"></div>
<script>
  window.arm = function (html, setup, reveal) {
    document.getElementById('tap').addEventListener('pointerdown', function (event) {
      window.downAt = event.timeStamp;
      window.frameTimes = [];
      var host = document.getElementById('host');
      host.innerHTML = html;
      if (setup) new Function('host', setup)(host);
      requestAnimationFrame(function tick() {
        window.frameTimes.push(performance.now());
        if (window.frameTimes.length === ${REVEAL_FRAME} && reveal) {
          new Function('host', reveal)(host);
          if (window.shownAt === undefined) window.shownAt = performance.now();
        }
        requestAnimationFrame(tick);
      });
    }, { once: true });
  };
</script></body></html>`;

type Case = {
  name: string;
  expected: { dialog: string } | { toast: string[] };
  html: string;
  setup?: string;
  reveal?: string;
};

const DIALOG = '<div role="dialog" aria-label="Navigation"><p>Home</p></div>';
const overlay = (style: string) =>
  `<div class="fixed" id="overlay" style="${style}">${DIALOG}</div>`;
const showOverlay = "host.querySelector('#overlay').removeAttribute('style');";

const HIDDEN: Case[] = [
  {
    // useEnterAnimation of react-aria (react-aria/private/utils/animation) while
    // runAfterKeyboard waits two frames to see whether a keyboard opens.
    name: "react-aria's hiding of a modal that has just opened on a touch screen",
    expected: { dialog: 'Navigation' },
    html: overlay(
      'opacity: 0; clip: rect(0 0 0 0); clip-path: inset(50%); mask-image: linear-gradient(#0000, #0000)',
    ),
    reveal: showOverlay,
  },
  {
    name: 'an ancestor at opacity 0',
    expected: { dialog: 'Navigation' },
    html: overlay('opacity: 0'),
    reveal: showOverlay,
  },
  {
    name: 'clip-path inset(50%) on the dialog itself',
    expected: { dialog: 'Navigation' },
    html: '<div role="dialog" aria-label="Navigation" style="clip-path: inset(50%)"><p>Home</p></div>',
    reveal: "host.firstChild.removeAttribute('style');",
  },
  {
    name: 'a mask of transparent colours',
    expected: { dialog: 'Navigation' },
    html: overlay('mask-image: linear-gradient(#0000, #0000)'),
    reveal: showOverlay,
  },
  {
    name: 'clip rect(0 0 0 0) on a fixed ancestor',
    expected: { dialog: 'Navigation' },
    html: overlay('clip: rect(0 0 0 0)'),
    reveal: showOverlay,
  },
  {
    name: 'a drawer still outside the window',
    expected: { dialog: 'Navigation' },
    html: overlay('transform: translateX(-100%)'),
    reveal: showOverlay,
  },
  {
    name: 'a toast without a box',
    expected: { toast: ['Liked'] },
    html: '<div role="alert" hidden>Liked</div>',
    reveal: 'host.firstChild.hidden = false;',
  },
  {
    // No DOM change reveals it, as with the toast's CSS entry animation.
    name: 'a toast held at opacity 0 by an animation',
    expected: { toast: ['Liked', 'Unliked'] },
    html: '<div role="alert">Liked</div>',
    setup:
      'host.firstChild.animate([{ opacity: 0 }, { opacity: 0 }], { duration: 250 }).finished.then(function () { window.shownAt = performance.now(); });',
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Arms the probe and the case, taps the button and returns the probe's time
 * with the page's own records, all in the page's `performance.now()` ms.
 */
async function measure(page: Page, { expected, html, setup, reveal }: Case) {
  await page.setContent(PAGE);
  await page.evaluate(`(${TAP_PROBE})(${JSON.stringify(expected)})`);
  await page.evaluate(
    `window.arm(${JSON.stringify(html)}, ${JSON.stringify(setup ?? '')}, ${JSON.stringify(reveal ?? '')})`,
  );
  await page.mouse.click(100, 30);
  const tap = (await page.evaluate('window.__tap')) as number;
  // Until the result is visible and a frame has come after the probe's answer.
  await page.waitForFunction(
    `window.shownAt !== undefined && window.frameTimes.some(function (time) { return time > window.downAt + ${tap}; })`,
  );
  const { downAt, shownAt, frameTimes, seenAt } = (await page.evaluate(
    `({ downAt: window.downAt, shownAt: window.shownAt, frameTimes: window.frameTimes,
      seenAt: performance.getEntriesByName(${JSON.stringify(TAP_SEEN_MARK)})[0]?.startTime })`,
  )) as { downAt: number; shownAt: number; frameTimes: number[]; seenAt: number | undefined };
  const answeredAt = downAt + tap;
  const framesFrom = (from: number, to: number) =>
    frameTimes.filter((time) => time > from && time < to).length;
  return {
    answeredAt,
    shownAt,
    seenAt,
    /** The page's frames from the result becoming visible to the probe's answer. */
    framesBetween: framesFrom(shownAt, answeredAt),
    /** The page's frames from the result becoming visible to the probe's seen mark. */
    framesToSeen: seenAt === undefined ? Number.NaN : framesFrom(shownAt, seenAt),
    /**
     * The page's frames from the seen mark to the answer: the probe's callbacks run before the
     * page's in each frame, so exactly the seen frame's own when the mark is in that frame.
     */
    framesSeenToAnswer: seenAt === undefined ? Number.NaN : framesFrom(seenAt, answeredAt),
  };
}

describe('the tap probe counts a result as shown only once a visitor can see it', () => {
  it.each(HIDDEN)('waits through $name', async (tapCase) => {
    const page = await browser.newPage();
    try {
      const { answeredAt, shownAt, seenAt, framesBetween, framesToSeen, framesSeenToAnswer } =
        await measure(page, tapCase);
      expect(answeredAt).toBeGreaterThan(shownAt);
      // The frame that paints it, then the probe's answer in the next: not later.
      expect(framesBetween).toBeLessThanOrEqual(2);
      // The seen mark, where the judged work ends, in the frame that paints it, before the answer.
      expect(seenAt).toBeGreaterThanOrEqual(shownAt);
      expect(seenAt).toBeLessThan(answeredAt);
      expect(framesToSeen).toBeLessThanOrEqual(1);
      expect(framesSeenToAnswer).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('answers in the frame after the one that paints a result visible at once', async () => {
    const page = await browser.newPage();
    try {
      const { answeredAt, shownAt, framesBetween, framesToSeen, framesSeenToAnswer } =
        await measure(page, {
          name: 'visible',
          expected: { dialog: 'Navigation' },
          html: overlay(''),
          setup: 'window.shownAt = window.downAt;',
        });
      expect(answeredAt).toBeGreaterThan(shownAt);
      expect(framesBetween).toBeLessThanOrEqual(2);
      // Seen in the first frame after the tap, the answer a frame later.
      expect(framesToSeen).toBe(0);
      expect(framesSeenToAnswer).toBe(1);
    } finally {
      await page.close();
    }
  });
});
