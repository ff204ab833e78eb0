import { describe, expect, it } from 'vitest';
import { exitCodeOf, judgeAudit } from './audit.ts';

const counts = (high = 0, critical = 0, moderate = 0) => ({
  info: 0,
  low: 0,
  moderate,
  high,
  critical,
  total: high + critical + moderate,
});

/** The shape of `npm audit --json` (report version 2). */
function report(vulnerabilities: Record<string, unknown>, metadata: Record<string, number>) {
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: metadata, dependencies: {} },
  });
}

describe('judgeAudit (docs/product.md § Security: no high or critical vulnerability)', () => {
  it('passes a clean report', () => {
    const verdict = judgeAudit(report({}, counts()));
    expect(verdict).toEqual({ status: 'passed', counts: counts(), findings: [] });
    expect(exitCodeOf(verdict, true)).toBe(0);
  });

  it('fails on a high or a critical finding and names the package and advisory', () => {
    const high = judgeAudit(
      report(
        {
          'serialize-javascript': {
            name: 'serialize-javascript',
            severity: 'high',
            via: [
              {
                title: 'Cross-site Scripting',
                url: 'https://github.com/advisories/GHSA-x',
                severity: 'high',
              },
            ],
          },
          '@rollup/plugin-terser': {
            name: '@rollup/plugin-terser',
            severity: 'high',
            via: ['serialize-javascript'],
          },
        },
        counts(2),
      ),
    );
    expect(high.status).toBe('failed');
    expect(high.status === 'failed' && high.findings).toEqual([
      {
        name: 'serialize-javascript',
        severity: 'high',
        advisories: ['high Cross-site Scripting https://github.com/advisories/GHSA-x'],
      },
      {
        name: '@rollup/plugin-terser',
        severity: 'high',
        advisories: ['through serialize-javascript'],
      },
    ]);
    expect(exitCodeOf(high, false)).toBe(1);
    expect(judgeAudit(report({ a: { severity: 'critical', via: [] } }, counts(0, 1))).status).toBe(
      'failed',
    );
  });

  it('lists moderate and low findings without failing', () => {
    const verdict = judgeAudit(
      report({ a: { name: 'a', severity: 'moderate', via: [] } }, counts(0, 0, 1)),
    );
    expect(verdict.status).toBe('passed');
    expect(exitCodeOf(verdict, true)).toBe(0);
  });

  it('treats a registry that refuses or cannot be reached as unavailable, not as a finding', () => {
    // What this machine's registry access answers: the audit endpoint takes no POST.
    const refused = judgeAudit(
      JSON.stringify({
        message:
          '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
        error: { summary: '', detail: '' },
      }),
    );
    expect(refused).toEqual({
      status: 'unavailable',
      reason:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    const offline = judgeAudit(
      JSON.stringify({
        error: {
          code: 'ENOTFOUND',
          summary: 'request to https://registry.npmjs.org failed',
          detail: '',
        },
      }),
    );
    expect(offline).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('ENOTFOUND'),
    });
    expect(judgeAudit('npm error something broke')).toMatchObject({ status: 'unavailable' });
    expect(exitCodeOf(offline, false)).toBe(0);
    expect(exitCodeOf(offline, true)).toBe(1);
  });
});
