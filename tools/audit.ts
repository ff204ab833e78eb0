import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * `npm run test:audit` (docs/product.md § Security): `npm audit --omit=dev`, which
 * checks the packages the site ships (the runtime dependencies) against the
 * registry's advisories, failing only on a finding of high or critical
 * severity. When the registry cannot answer (offline, a proxy that refuses
 * the audit endpoint, an outage), it says so and passes: a test run must not
 * turn red because of the network. Set `AUDIT_REQUIRED=1` to fail then too.
 */

/** Severities that fail the check (docs/product.md § Security, "Dependencies"). */
export const FAILING_SEVERITIES = ['high', 'critical'] as const;

/** One vulnerable package of the report. */
export type AuditFinding = { name: string; severity: string; advisories: string[] };

/** What {@link judgeAudit} made of `npm audit --json`'s output. */
export type AuditVerdict =
  | { status: 'passed'; counts: Record<string, number>; findings: AuditFinding[] }
  | { status: 'failed'; counts: Record<string, number>; findings: AuditFinding[] }
  | { status: 'unavailable'; reason: string };

type Via = string | { title?: string; url?: string; severity?: string };
type Report = {
  vulnerabilities?: Record<string, { name?: string; severity?: string; via?: Via[] }>;
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  statusCode?: number;
  error?: { code?: string; summary?: string; detail?: string };
};

/**
 * Reads `npm audit --json` output (npm 7 and later, report version 2).
 * @returns `failed` when a package has a high or critical finding, `passed`
 *   otherwise (lower findings are listed, not failed), and `unavailable` when
 *   the output is not a report (npm prints an error object instead when the
 *   registry cannot be reached or refuses the request).
 */
export function judgeAudit(output: string): AuditVerdict {
  let report: Report;
  try {
    report = JSON.parse(output) as Report;
  } catch {
    return {
      status: 'unavailable',
      reason: `npm audit printed no JSON report: ${output.trim().slice(0, 200) || '(nothing)'}`,
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts || !report.vulnerabilities) {
    const text =
      report.error?.summary || report.message || (report.statusCode && `HTTP ${report.statusCode}`);
    const reason =
      [report.error?.code, text].filter(Boolean).join(' ') || 'no report in the answer';
    return { status: 'unavailable', reason };
  }
  const findings = Object.entries(report.vulnerabilities).map(([name, entry]) => ({
    name: entry.name ?? name,
    severity: entry.severity ?? 'unknown',
    advisories: (entry.via ?? []).map((via) =>
      typeof via === 'string'
        ? `through ${via}`
        : `${via.severity ?? ''} ${via.title ?? ''} ${via.url ?? ''}`.trim(),
    ),
  }));
  const failing = FAILING_SEVERITIES.some((severity) => (counts[severity] ?? 0) > 0);
  return { status: failing ? 'failed' : 'passed', counts, findings };
}

/** The exit code for a verdict: 1 for high or critical findings (and for no answer when `required`). */
export function exitCodeOf(verdict: AuditVerdict, required: boolean): number {
  if (verdict.status === 'failed') return 1;
  return verdict.status === 'unavailable' && required ? 1 : 0;
}

function main(): number {
  // No retries and a bounded wait: an unreachable registry costs seconds, not minutes.
  const run = spawnSync(
    'npm',
    ['audit', '--omit=dev', '--json', '--fetch-retries=0', '--fetch-timeout=20000'],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  const verdict = run.error
    ? ({ status: 'unavailable', reason: run.error.message } as const)
    : judgeAudit(run.stdout);
  const required = process.env.AUDIT_REQUIRED === '1';
  if (verdict.status === 'unavailable') {
    const log = required ? console.error : console.warn;
    log(`npm audit --omit=dev: the registry could not answer (${verdict.reason}).`);
    log(
      required
        ? 'AUDIT_REQUIRED=1: failing.'
        : 'Skipped: not a finding. Run it again with network access.',
    );
  } else {
    const summary = Object.entries(verdict.counts)
      .map(([severity, count]) => `${severity} ${count}`)
      .join(', ');
    console.log(`npm audit --omit=dev: ${summary}`);
    for (const finding of verdict.findings) {
      console.log(
        `  ${finding.severity.padEnd(8)} ${finding.name}: ${finding.advisories.join('; ')}`,
      );
    }
    if (verdict.status === 'failed') {
      console.error(
        'High or critical vulnerabilities in the shipped dependencies: update them, or pin a fixed version under "overrides".',
      );
    }
  }
  return exitCodeOf(verdict, required);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
