/**
 * How many runs a part of the bench makes, from its environment variable
 * (`BENCH_RUNS`, `BENCH_TAP_RUNS`): a whole number from 0 (the part is left
 * out) up; `fallback` when the variable is unset or empty.
 * @param env the environment (`process.env`).
 * @param name the variable's name.
 * @param fallback the count when it is unset.
 * @throws {RangeError} naming the variable and its value when that is not a
 *   whole number ≥ 0, before anything is measured.
 */
export function runCount(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`bench: ${name}=${env[name]}: give a whole number of runs, 0 or more`);
  return value;
}
