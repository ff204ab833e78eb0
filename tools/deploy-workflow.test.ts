// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The deploy workflow (docs/deploy.md, "GitHub Pages"): least privilege per
 * job, no token left on disk, and no step whose failure is ignored.
 */
type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown> } & Record<
  string,
  unknown
>;
type Job = { permissions?: Record<string, string>; steps: Step[] };
const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
  permissions?: Record<string, string>;
  jobs: { build: Job; deploy: Job };
};

describe('.github/workflows/deploy.yml', () => {
  it('gives Pages write and OIDC to the deploy job only; the build job reads', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.build.permissions).toEqual({ contents: 'read', pages: 'read' });
    expect(workflow.jobs.deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  it('checks out without leaving the token in .git/config', () => {
    const checkout = workflow.jobs.build.steps.find((step) =>
      step.uses?.startsWith('actions/checkout@'),
    );
    expect(checkout?.with?.['persist-credentials']).toBe(false);
  });

  it('ignores no failure: refresh decides itself what may pass', () => {
    for (const step of workflow.jobs.build.steps) {
      expect(step['continue-on-error'], step.name ?? step.run ?? step.uses).toBeUndefined();
    }
    expect(workflow.jobs.build.steps.some((step) => step.run === 'npm run refresh')).toBe(true);
  });
});
