/**
 * Judging a bench measurement against its budget (docs/product.md
 * § Performance), apart from the measuring so it can be unit-tested.
 */

/**
 * Writes a value in a budget's unit. `extraDigits` asks for that many more
 * decimals than the usual display (0), so two values that the usual display
 * rounds to the same text can be told apart.
 */
export type Format = (value: number, extraDigits?: number) => string;

/**
 * A budget line (docs/product.md § Performance). `limit` is the worst
 * acceptable median, or, with `everyRun`, the worst acceptable run; an
 * infinite limit is a line without a budget.
 */
export type Budget<Run = unknown> = {
  label: string;
  limit: number;
  higherIsBetter?: boolean;
  /** The limit holds for every run, not only for the median. */
  everyRun?: boolean;
  format: Format;
  value: (run: Run) => number;
};

/** What the report prints for one budget line. */
export type BudgetVerdict = {
  ok: boolean;
  /** `≤ 90.0 KiB`, `≥ 100, every run`, or `—` without a budget. */
  limitText: string;
  /** `ok`, `—`, `not measured`, or how far over, in bold Markdown. */
  verdict: string;
  /** One line for the list of missed budgets, or undefined when met. */
  overLine?: string;
};

/** The most extra decimals {@link judgeBudget} asks a format for. */
const MAX_EXTRA_DIGITS = 6;

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * Judges the runs' values against a budget. The comparison is on the exact
 * values (a budget of 90 KiB is 92,160 bytes, not "whatever rounds to 90.0");
 * when a miss is smaller than the usual display shows, the miss is written
 * with as many more decimals as it takes to see it, so the report never
 * says "90.0 KiB (budget ≤ 90.0 KiB, off by 0.0 KiB)". Without values
 * (the part that measures it was left out, `npm run bench -- --no-lighthouse`)
 * the line is not measured: neither met nor missed, and no `NaN` in the report.
 * @param values one value per run, in the budget's unit.
 */
export function judgeBudget<Run>(budget: Budget<Run>, values: number[]): BudgetVerdict {
  if (values.length === 0)
    return {
      ok: true,
      limitText: budget.limit === Infinity ? '—' : limitTextOf(budget),
      verdict: 'not measured',
    };
  const value = median(values);
  const within = (candidate: number) =>
    budget.higherIsBetter ? candidate >= budget.limit : candidate <= budget.limit;
  const misses = values.filter((candidate) => !within(candidate));
  const ok = budget.limit === Infinity || (budget.everyRun ? misses.length === 0 : within(value));
  const limitText = (extra = 0) => limitTextOf(budget, extra);
  if (budget.limit === Infinity) return { ok, limitText: '—', verdict: '—' };
  if (ok) return { ok, limitText: limitText(), verdict: 'ok' };
  const worst = budget.higherIsBetter ? Math.min(...values) : Math.max(...values);
  const shown = budget.everyRun ? worst : value;
  const miss = Math.abs(shown - budget.limit);
  let extra = 0;
  while (
    extra < MAX_EXTRA_DIGITS &&
    (budget.format(shown, extra) === budget.format(budget.limit, extra) ||
      budget.format(miss, extra) === budget.format(0, extra))
  )
    extra += 1;
  const by = budget.format(miss, extra);
  return {
    ok,
    limitText: limitText(),
    verdict: budget.everyRun
      ? `**over budget in ${misses.length} of ${values.length} runs, by up to ${by}**`
      : `**over budget by ${by}**`,
    overLine: `${budget.label}: ${budget.format(shown, extra)} (budget ${limitText(extra)}, off by ${by})`,
  };
}

/** A budget's limit as the report writes it: `≤ 90.0 KiB`, `≥ 100, every run`. */
function limitTextOf<Run>(budget: Budget<Run>, extra = 0): string {
  return `${budget.higherIsBetter ? '≥' : '≤'} ${budget.format(budget.limit, extra)}${budget.everyRun ? ', every run' : ''}`;
}
