import { describe, expect, it } from 'vitest';
import { type MachineFacts, machineLines } from './machine.ts';

const facts: MachineFacts = {
  cpuModel: 'Intel(R) Xeon(R) Processor',
  cores: 2,
  ramBytes: 8 * 2 ** 30,
  osRelease: '6.18.44',
  node: 'v20.20.2',
  chromium: 'Chromium 156.0.8078.108',
  lighthouseVersion: '13.5.0',
  benchmarkIndexes: [1963, 1505, 1833],
  loadAtStart: 0.4,
  loadAtEnd: 0.6,
};

describe('machineLines', () => {
  it('gives the median and each run of benchmarkIndex when Lighthouse ran', () => {
    const lines = machineLines(facts);
    expect(lines).toContain('Node v20.20.2, Chromium 156.0.8078.108, Lighthouse 13.5.0');
    expect(lines).toContain('Lighthouse benchmarkIndex (median): 1833');
    expect(lines).toContain(
      'Load average (1 min) at start / end: 0.40 / 0.60 on 2 cores; benchmarkIndex per run: 1963 · 1505 · 1833',
    );
    expect(lines.at(-1)).toMatch(/^The machine was quiet enough/);
  });

  it('says Lighthouse was not run, and writes no number of no runs, with --no-lighthouse', () => {
    const lines = machineLines({ ...facts, lighthouseVersion: '', benchmarkIndexes: [] });
    expect(lines.join('\n')).not.toMatch(/NaN|Infinity/);
    expect(lines).toContain('Node v20.20.2, Chromium 156.0.8078.108, Lighthouse not run');
    expect(lines).toContain('Lighthouse benchmarkIndex: not measured (Lighthouse was left out)');
    expect(lines).toContain('Load average (1 min) at start / end: 0.40 / 0.60 on 2 cores');
    expect(lines.join('\n')).not.toContain('benchmarkIndex per run');
  });

  it('calls the machine busy from the load alone when Lighthouse did not run', () => {
    const lines = machineLines({ ...facts, benchmarkIndexes: [], loadAtEnd: 1.5 });
    expect(lines.at(-1)).toBe(
      '**The machine was busy** (load above half the cores): the tap times are unreliable; rerun on a quiet machine.',
    );
  });
});
