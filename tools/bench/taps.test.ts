import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../lib/browser.ts';
import {
  atSlowdown,
  FRAME_MS,
  measureFloorOnce,
  measureTaps,
  previousTapMedians,
  type TapTimes,
  tapKey,
  tapReport,
} from './taps.ts';

/** Nine runs of one tap: the judged times `first` and `next` (ms), the wall ones 40 ms more. */
function runs(first: number[], next: number[]): TapTimes {
  return {
    first,
    next,
    firstWall: first.map((value) => value + 40),
    nextWall: next.map((value) => value + 40),
  };
}

const nine = (low: number, step: number) => Array.from({ length: 9 }, (_, i) => low + i * step);

describe('tapReport and previousTapMedians: a row per language, judged by the verdict', () => {
  const measured = [
    // Within 100 ms even at its 8th smallest: PASS.
    { lang: 'en', times: new Map([['Like → its toast', runs(nine(60, 5), nine(40, 2))]]) },
    // Over 100 ms from its 2nd smallest on: FAIL.
    { lang: 'fil', times: new Map([['I-like → its toast', runs(nine(105, 5), nine(40, 2))]]) },
  ];

  it('names the language in each row, and each FAIL', () => {
    const { lines, over } = tapReport(measured, new Map(), 6.6);
    expect(lines.find((line) => line.startsWith('| en |'))).toMatch(
      /^\| en \| Like → its toast \| 80 ms \| 65 ms–95 ms \| PASS \| 48 ms \| 42 ms–54 ms \| PASS \| 120 ms \/ 88 ms \|.* ≤ 100 ms \|$/,
    );
    expect(lines.find((line) => line.startsWith('| fil |'))).toContain('| FAIL |');
    expect(over).toEqual([
      'fil: tap I-like → its toast, first visit: FAIL, median 125 ms (interval 110 ms–140 ms; budget ≤ 100 ms)',
    ]);
    expect(lines.join('\n')).toContain(`× 6.6`);
    expect(lines.join('\n')).toContain(`one frame (${FRAME_MS.toFixed(1)} ms`);
  });

  it('is INCONCLUSIVE, never FAIL, with too few runs or one without thread time', () => {
    const few = [{ lang: 'en', times: new Map([['Like', runs([300, 310], [300, 310])]]) }];
    expect(tapReport(few, new Map(), 4).over).toEqual([]);
    const missing = [
      {
        lang: 'en',
        times: new Map([['Like', runs([...nine(300, 1).slice(1), Number.NaN], nine(300, 1))]]),
      },
    ];
    const report = tapReport(missing, new Map(), 4);
    expect(report.lines.find((line) => line.startsWith('| en |'))).toContain(
      'INCONCLUSIVE (1 of 9 loads without a value',
    );
  });

  it('reads the judged medians back per language for the next bench', () => {
    const text = `# Benchmark results\n\n${tapReport(measured, new Map(), 6.6).lines.join('\n')}\n## Next\n`;
    const previous = previousTapMedians(text, 6.6);
    expect(previous).toEqual(
      new Map([
        [tapKey('en', 'Like → its toast'), { first: 80, next: 48 }],
        [tapKey('fil', 'I-like → its toast'), { first: 125, next: 48 }],
      ]),
    );
    const again = tapReport(measured, previous, 6.6).lines.find((line) =>
      line.startsWith('| fil |'),
    );
    expect(again).toContain('| 125 ms / 48 ms |');
  });

  it('does not read an older table of wall times as judged medians', () => {
    const old = [
      '## Tap to feedback (phone profile, medians)',
      '',
      '| language | tap | first visit | runs | next visit | runs | previous bench (first / next) | budget | verdict |',
      '|---|---|---|---|---|---|---|---|---|',
      '| en | Like | 283 ms | 256 ms · 431 ms | 205 ms | 205 ms · 167 ms | — | ≤ 200 ms | **over budget** |',
    ].join('\n');
    expect(previousTapMedians(old, 4)).toEqual(new Map());
  });
});

describe('tapReport: the slowdown', () => {
  it('scales a previous table judged at another slowdown to this one', () => {
    // Judged at × 8: 80 ms of thread time + one frame, and 20 ms + one frame.
    const judged = [80 * 8 + FRAME_MS, 20 * 8 + FRAME_MS];
    const measured = [
      {
        lang: 'en',
        times: new Map([['Like', runs(Array(9).fill(judged[0]), Array(9).fill(judged[1]))]]),
      },
    ];
    const text = tapReport(measured, new Map(), 8).lines.join('\n');
    // The same thread times at × 4.
    expect(previousTapMedians(text, 4).get(tapKey('en', 'Like'))).toEqual({
      first: Math.round(80 * 4 + FRAME_MS),
      next: Math.round(20 * 4 + FRAME_MS),
    });
    expect(previousTapMedians(text, 8).get(tapKey('en', 'Like'))).toEqual({
      first: Math.round(judged[0] ?? 0),
      next: Math.round(judged[1] ?? 0),
    });
    expect(atSlowdown(4 * 10 + FRAME_MS, 4, 7.5)).toBeCloseTo(7.5 * 10 + FRAME_MS, 9);
  });

  it('shows each median at the reference phone’s slowdown beside, judging nothing', () => {
    const measured = [
      { lang: 'en', times: new Map([['Like', runs(nine(4 * 10 + FRAME_MS, 0), nine(60, 0))]]) },
    ];
    const floor = { judged: nine(4 * 5 + FRAME_MS, 0), wall: nine(30, 0) };
    const { lines, over } = tapReport(measured, new Map(), 4, floor, 7.5);
    const row = lines.find((line) => line.startsWith('| en |')) ?? '';
    // 10 ms of thread time: 57 ms at × 4 (PASS), 92 ms at × 7.5; the next visit's 60 ms, 98 ms.
    expect(row).toContain('| 57 ms | 57 ms–57 ms | PASS |');
    expect(row).toContain(
      `| ${Math.round(7.5 * 10 + FRAME_MS)} ms / ${Math.round(((60 - FRAME_MS) / 4) * 7.5 + FRAME_MS)} ms |`,
    );
    expect(lines.find((line) => line.startsWith('| — |'))).toContain(
      `| ${Math.round(7.5 * 5 + FRAME_MS)} ms |`,
    );
    expect(lines.join('\n')).toContain('at × 7.5, decision 0026');
    expect(over).toEqual([]);
    // Without it, a dash and no sentence.
    const without = tapReport(measured, new Map(), 4).lines;
    expect(without.join('\n')).not.toContain('decision 0026');
    expect(without.find((line) => line.startsWith('| en |'))).toContain('| — |');
  });

  it('is in the tap table’s sentence, and the CPU is said not to be throttled', () => {
    const { lines } = tapReport(
      [{ lang: 'en', times: new Map([['Like → its toast', runs([100], [90])]]) }],
      new Map(),
      4,
    );
    expect(lines.join('\n')).toContain("× 4 (Lighthouse's mobile constant as it is");
    expect(lines.join('\n')).toContain('its CPU not throttled');
  });
});

describe('the floor: a bare page tapped as the site is (docs/decisions/0046-taps-judged-on-thread-time.md)', () => {
  // Within the budget: the floor's row alone must not fail the bench.
  const measured = [{ lang: 'en', times: new Map([['Like', runs(nine(50, 5), nine(40, 2))]]) }];

  it('is a last row with its medians and no verdict, and never fails the bench', () => {
    const floor = { judged: nine(230, 5), wall: nine(40, 1) };
    const { lines, over } = tapReport(measured, new Map(), 7, floor);
    const row = lines.find((line) => line.startsWith('| — |'));
    expect(row).toMatch(/^\| — \| the floor: .*\| 250 ms \| — \| no budget: .*\| 44 ms \/ — \|/);
    expect(lines.indexOf(row ?? '')).toBeGreaterThan(
      lines.findIndex((line) => line.startsWith('| en |')),
    );
    expect(over).toEqual([]);
    // Not read back as a tap of the next bench.
    expect([...previousTapMedians(lines.join('\n'), 7).keys()]).toEqual([tapKey('en', 'Like')]);
    expect(tapReport(measured, new Map(), 7).lines.some((line) => line.startsWith('| — |'))).toBe(
      false,
    );
  });

  it('measures the bare page’s tap from a real trace', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      // The page has no idle work to wait for.
      const { wall, threadMs } = await measureFloorOnce(browser, 0);
      expect(wall).toBeGreaterThan(0);
      expect(threadMs).toBeGreaterThan(0);
      // Its own work, not the wall time: a bare page's tap is a few ms of thread time.
      expect(threadMs).toBeLessThan(wall);
    } finally {
      await browser.close();
    }
  });
});

describe('a visit whose page never loads: a measure not made, not the end of the bench', () => {
  it('is NaN for both visits, logged, and judged INCONCLUSIVE, never FAIL', async () => {
    // A host that takes the request and never answers, as a stalled machine's server did.
    const hung = createServer(() => {});
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hung.address() as AddressInfo).port}/`;
    const lines: string[] = [];
    try {
      const { pages, floor } = await measureTaps(
        [
          {
            lang: 'en',
            url,
            cases: [{ label: 'Like', button: 'Like', result: { toast: ['Liked'] } }],
          },
        ],
        1,
        (line) => lines.push(line),
        4,
        1500,
      );
      const times = pages[0]?.times.get('Like');
      expect(times?.first).toEqual([Number.NaN]);
      expect(times?.next).toEqual([Number.NaN]);
      expect(times?.firstWall).toEqual([Number.NaN]);
      // The round went on: the floor was measured.
      expect(floor.judged).toHaveLength(1);
      expect(lines.some((line) => line.startsWith('en tap Like, first visit not made:'))).toBe(
        true,
      );
      const { lines: report, over } = tapReport(pages, new Map(), 4, floor);
      expect(over).toEqual([]);
      expect(report.find((line) => line.startsWith('| en | Like |'))).toContain(
        'INCONCLUSIVE (1 of 1 loads without a value',
      );
    } finally {
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }
  });
});
