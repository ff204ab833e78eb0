import { describe, expect, it } from 'vitest';
import { previousTapMedians, tapKey, tapReport } from './taps.ts';

describe('tapReport and previousTapMedians: a row per language', () => {
  const measured = [
    {
      lang: 'en',
      times: new Map([
        [
          'Like → its toast',
          { first: [120, 130, 140], next: [90, 95, 100], slowdowns: [2.9, 3.1, 2.4] },
        ],
      ]),
    },
    {
      lang: 'fil',
      times: new Map([
        [
          'I-like → its toast',
          { first: [190, 210, 230], next: [90, 95, 100], slowdowns: [3.6, 2.9, 2.9] },
        ],
      ]),
    },
  ];

  it('names the language in each row and in each missed budget', () => {
    const { lines, over } = tapReport(measured, new Map());
    expect(lines.find((line) => line.startsWith('| en |'))).toMatch(
      /^\| en \| Like → its toast \| 130 ms \|/,
    );
    expect(lines.find((line) => line.startsWith('| fil |'))).toMatch(/\*\*over budget\*\* \|$/);
    expect(over).toEqual([
      'fil: tap I-like → its toast, first visit: 210 ms (budget ≤ 200 ms, off by 10 ms)',
    ]);
  });

  it('reads the medians back per language for the next bench', () => {
    const text = `# Benchmark results\n\n${tapReport(measured, new Map()).lines.join('\n')}\n## Next\n`;
    const previous = previousTapMedians(text);
    expect(previous).toEqual(
      new Map([
        [tapKey('en', 'Like → its toast'), { first: 130, next: 95 }],
        [tapKey('fil', 'I-like → its toast'), { first: 210, next: 95 }],
      ]),
    );
    const again = tapReport(measured, previous).lines.find((line) => line.startsWith('| fil |'));
    expect(again).toContain('| 210 ms / 95 ms |');
  });
});

describe('tapReport: the CPU slowdown', () => {
  it('is in the tap table’s sentence', () => {
    const { lines } = tapReport(
      [
        {
          lang: 'en',
          times: new Map([['Like → its toast', { first: [100], next: [90], slowdowns: [3, 5] }]]),
        },
      ],
      new Map(),
    );
    expect(lines.join('\n')).toContain('CPU 4.0× (3–5×, calibrated per run) slower');
  });
});
