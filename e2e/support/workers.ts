import { availableParallelism, loadavg } from 'node:os';

/**
 * How many Playwright workers the end-to-end run uses: `E2E_WORKERS` when
 * set, else one per two cores that other work leaves idle, and at least one.
 *
 * Why so few: each worker drives its own Chromium, whose page, compositor and
 * network processes keep more than one core busy during a test. Two workers
 * on a 2-core machine make the suite about a third faster when nothing else
 * runs, but on a loaded or slower machine they fight for the CPU and every
 * test takes twice as long, which is what runs tests past their time-outs
 * (CONTRIBUTING.md, "How long the suite takes").
 * @param env the environment (`E2E_WORKERS`).
 * @returns a whole number ≥ 1.
 * @throws Error when `E2E_WORKERS` is not a whole number ≥ 1.
 */
export function e2eWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.E2E_WORKERS;
  if (asked !== undefined && asked !== '') {
    const count = Number(asked);
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`E2E_WORKERS must be a whole number of at least 1, not "${asked}"`);
    return count;
  }
  const cores = availableParallelism();
  // The 1-minute load average counts the processes running or waiting for a core now.
  const idleCores = Math.max(0, cores - loadavg()[0]);
  return Math.max(1, Math.floor(Math.min(cores, idleCores) / 2));
}
