/**
 * The lines of bench/RESULTS.md about the machine the bench ran on and how
 * busy it was, apart from the measuring so they can be unit-tested
 * (`machine.test.ts`).
 */
import { median } from './budget.ts';

/** What the bench knows of the machine and of Lighthouse's own measure of it. */
export type MachineFacts = {
  /** `os.cpus()[0].model`, or undefined when the system names none. */
  cpuModel: string | undefined;
  cores: number;
  /** Total memory, in bytes. */
  ramBytes: number;
  /** The kernel's release (`os.release()`). */
  osRelease: string;
  /** `process.version`. */
  node: string;
  /** What `chromium --version` prints. */
  chromium: string;
  /** The version Lighthouse reported, empty when it did not run. */
  lighthouseVersion: string;
  /** Lighthouse's benchmarkIndex of each run (higher: a faster machine). */
  benchmarkIndexes: number[];
  /** The 1-minute load average when the bench started and when it wrote the report. */
  loadAtStart: number;
  loadAtEnd: number;
};

/**
 * The machine's list items of the report (without the leading `- `): the
 * machine, the software, Lighthouse's benchmarkIndex, the load, and whether
 * the machine was too busy for the numbers to be trusted (load above half
 * the cores, or benchmarkIndex varying by more than 30 %). Without Lighthouse
 * runs (`--no-lighthouse`) the lines say Lighthouse was not run and its
 * benchmarkIndex not measured: never a number made of no runs (`NaN`).
 */
export function machineLines(facts: MachineFacts): string[] {
  const indexes = facts.benchmarkIndexes;
  const measured = indexes.length > 0;
  const loadBusy = Math.max(facts.loadAtStart, facts.loadAtEnd) > facts.cores / 2;
  const busy = loadBusy || (measured && Math.min(...indexes) < 0.7 * Math.max(...indexes));
  const load = `Load average (1 min) at start / end: ${facts.loadAtStart.toFixed(2)} / ${facts.loadAtEnd.toFixed(2)} on ${facts.cores} cores`;
  return [
    `Machine: ${facts.cpuModel ?? 'unknown CPU'}, ${facts.cores} cores, ${(facts.ramBytes / 2 ** 30).toFixed(1)} GiB RAM, Linux ${facts.osRelease}`,
    `Node ${facts.node}, ${facts.chromium}, ${measured ? `Lighthouse ${facts.lighthouseVersion}` : 'Lighthouse not run'}`,
    measured
      ? `Lighthouse benchmarkIndex (median): ${Math.round(median(indexes))}`
      : 'Lighthouse benchmarkIndex: not measured (Lighthouse was left out)',
    measured
      ? `${load}; benchmarkIndex per run: ${indexes.map((index) => Math.round(index)).join(' · ')}`
      : load,
    ...(measured
      ? [
          busy
            ? '**The machine was busy** (load above half the cores, or benchmarkIndex varying by more than 30 %): ' +
              'Total Blocking Time and the performance score are unreliable; rerun on a quiet machine.'
            : 'The machine was quiet enough (load under half the cores, steady benchmarkIndex).',
        ]
      : [
          busy
            ? '**The machine was busy** (load above half the cores): the tap times are unreliable; rerun on a quiet machine.'
            : 'The machine was quiet enough (load under half the cores).',
        ]),
  ];
}
