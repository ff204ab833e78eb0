import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The two GitHub workflows and the one CI definition they share
 * (CONTRIBUTING.md, "What `npm test` checks"; docs/deploy.md, "GitHub Pages"):
 * `npm run check` is defined once in package.json and called by `npm test` and
 * by the deploy workflow; test.yml runs `npm test` on pushes and pull requests;
 * both run the Node line of `.nvmrc`, give each job the least permissions,
 * leave no token on disk and ignore no failure.
 */
type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown> } & Record<
  string,
  unknown
>;
type Job = {
  permissions?: Record<string, string>;
  steps: Step[];
  needs?: string | string[];
  if?: string;
  uses?: string;
};
type Workflow = {
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

const read = (path: string) => readFileSync(path, 'utf8');
const deploy = parse(read('.github/workflows/deploy.yml')) as Workflow;
const test = parse(read('.github/workflows/test.yml')) as Workflow;
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const nvmrc = read('.nvmrc').trim();

/** The commands of a job's `run` steps, one per line, comments and blanks left out. */
function commands(job: Job): string[] {
  return (job.steps ?? []).flatMap((step) =>
    (step.run ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

/** The `npm run` scripts the checks consist of, in `npm test`'s order. */
const CHECKS = ['test:commits', 'typecheck', 'lint', 'test:imports', 'test:unit', 'test:audit'];

describe('one CI definition: npm run check', () => {
  it('runs commit subjects, type check, lint, imports, unit tests and the audit, in that order', () => {
    expect(pkg.scripts.check).toBe(CHECKS.map((name) => `npm run ${name}`).join(' && '));
  });

  it('is where npm test starts; the end-to-end tests follow it', () => {
    expect(pkg.scripts.test.startsWith('npm run check && ')).toBe(true);
    for (const name of CHECKS) expect(pkg.scripts.test).not.toContain(`npm run ${name} `);
  });

  it('is what the deploy workflow runs, none of its parts one by one', () => {
    const run = commands(deploy.jobs.build);
    expect(run).toContain('npm run check');
    for (const name of CHECKS) expect(run).not.toContain(`npm run ${name}`);
  });

  it('is the whole of npm test in test.yml, and in .ci/run', () => {
    expect(commands(test.jobs.test)).toContain('npm test');
    expect(read('.ci/run').split('\n')).toContain('npm test');
  });
});

describe('the Node line', () => {
  it('is one major version in .nvmrc, the lower bound of engines', () => {
    expect(nvmrc).toMatch(/^\d+$/);
    expect(pkg.engines.node).toBe(`>=${nvmrc}`);
  });

  it.each([
    ['deploy.yml', deploy, 'build'],
    ['test.yml', test, 'test'],
  ])('is read from .nvmrc by %s', (_name, workflow, job) => {
    const setups = workflow.jobs[job]?.steps.filter((step) =>
      step.uses?.startsWith('actions/setup-node@'),
    );
    expect(setups).toHaveLength(1);
    expect(setups?.[0]?.with?.['node-version-file']).toBe('.nvmrc');
    expect(setups?.[0]?.with?.['node-version']).toBeUndefined();
  });

  it('is what .ci/run brings when the machine’s Node is older', () => {
    expect(read('.ci/run')).toContain('< .nvmrc');
  });
});

describe('.github/workflows/deploy.yml', () => {
  it('gives Pages write and OIDC to the deploy job only; the build job reads', () => {
    expect(deploy.permissions).toEqual({ contents: 'read' });
    expect(deploy.jobs.build?.permissions).toEqual({ contents: 'read', pages: 'read' });
    expect(deploy.jobs.deploy?.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  it('ignores no failure: refresh decides itself what may pass', () => {
    expect(commands(deploy.jobs.build as Job)).toContain('npm run refresh');
  });

  it('installs Chromium before the unit tests and the build, which print the PDF CV with it (docs/product.md § CV and contact card)', () => {
    const steps = (deploy.jobs.build as Job).steps;
    const install = steps.findIndex((step) =>
      step.run?.startsWith('npx playwright install --with-deps chromium\n'),
    );
    const build = steps.findIndex((step) => step.run === 'npm run build');
    const unit = steps.findIndex((step) => step.run === 'npm run check');
    expect(install).toBeGreaterThanOrEqual(0);
    // Before the checks' unit tests too: site-build/cv/print-cv-pdf.test.ts prints with it.
    expect(install).toBeLessThan(unit);
    expect(install).toBeLessThan(build);
    const check = steps.findIndex((step) => step.name === 'Check the PDF CV');
    expect(check).toBeGreaterThan(build);
  });
});

/**
 * A job's `if:` as GitHub evaluates it, for the few forms the workflows use:
 * `always()`, `==`, `!=`, `&&`, `||`, parentheses, single-quoted strings and
 * context properties (`github.event.workflow_run.conclusion`, `needs.test.result`).
 */
function condition(expression: string): (context: { github: object; needs: object }) => boolean {
  const js = expression.replaceAll('always()', 'true').replace(/([!=])=/g, '$1==');
  expect(js).toMatch(/^[\w\s.'()=!&|-]+$/);
  // The test's own workflow file, checked against the pattern above.
  const run = new Function('github', 'needs', `return (${js});`);
  return ({ github, needs }) => Boolean(run(github, needs));
}

describe('.github/workflows/deploy.yml publishes only a tested commit (docs/deploy.md, "GitHub Pages")', () => {
  const build = deploy.jobs.build as Job;
  const builds = condition(build.if ?? 'true');
  const repository = 'jamie/portfolio';
  const afterTests = (run: Record<string, unknown>) =>
    builds({
      github: {
        event_name: 'workflow_run',
        repository,
        event: {
          workflow_run: {
            conclusion: 'success',
            event: 'push',
            head_repository: { full_name: repository },
            ...run,
          },
        },
      },
      needs: { test: { result: 'skipped' } },
    });
  const ownRun = (event_name: string, result: string) =>
    builds({ github: { event_name, repository, event: {} }, needs: { test: { result } } });

  it('is not started by a push: a push to main is published after test.yml passed on it', () => {
    expect(Object.keys(deploy.on)).not.toContain('push');
    expect(deploy.on.workflow_run).toEqual({
      workflows: [test.name],
      types: ['completed'],
      branches: ['main'],
    });
  });

  it('builds after a successful test run of a push to this repository, and only then', () => {
    expect(afterTests({})).toBe(true);
    expect(afterTests({ conclusion: 'failure' })).toBe(false);
    expect(afterTests({ conclusion: 'cancelled' })).toBe(false);
    // A fork's pull request from its own `main` runs test.yml too: never published.
    expect(afterTests({ event: 'pull_request' })).toBe(false);
    expect(afterTests({ head_repository: { full_name: 'someone/portfolio' } })).toBe(false);
  });

  it('builds the commit the tests ran on, not a newer main', () => {
    const checkout = build.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub's expression, not a template.
    expect(checkout?.with?.ref).toBe('${{ github.event.workflow_run.head_sha || github.sha }}');
  });

  it('runs test.yml itself before a daily or by-hand build', () => {
    expect(Object.keys(deploy.on)).toEqual(
      expect.arrayContaining(['schedule', 'workflow_dispatch']),
    );
    expect(Object.keys(test.on)).toContain('workflow_call');
    const tests = deploy.jobs.test as Job;
    expect(tests.uses).toBe('./.github/workflows/test.yml');
    expect(tests.if).toBe("github.event_name != 'workflow_run'");
    expect(build.needs).toBe('test');
    for (const event of ['schedule', 'workflow_dispatch']) {
      expect(ownRun(event, 'success')).toBe(true);
      expect(ownRun(event, 'failure')).toBe(false);
      expect(ownRun(event, 'cancelled')).toBe(false);
    }
  });

  it('keeps a daily run’s tests and a push’s apart: neither cancels the other', () => {
    const group = (test as Workflow & { concurrency: { group: string } }).concurrency.group;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub's expression, not a template.
    expect(group).toContain('${{ github.event_name }}');
  });
});

describe('the printer of the PDF CV (docs/decisions/0034-pdf-revision-follows-the-cv.md)', () => {
  it.each([
    ['deploy.yml', deploy, 'build'],
    ['test.yml', test, 'test'],
  ])('is Playwright’s Chromium in %s, named by CHROMIUM_PATH', (_name, workflow, job) => {
    const run = commands(workflow.jobs[job] as Job);
    const install = run.indexOf('npx playwright install --with-deps chromium');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(run[install + 1]).toBe(
      `echo "CHROMIUM_PATH=$(node -p "require('@playwright/test').chromium.executablePath()")" >> "$GITHUB_ENV"`,
    );
  });
});

describe('.github/workflows/test.yml', () => {
  it('runs on every pull request and every push', () => {
    expect(Object.keys(test.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    expect(test.on.pull_request ?? null).toBeNull();
    expect(test.on.push ?? null).toBeNull();
  });

  it('only reads the repository', () => {
    expect(test.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(test.jobs)).toEqual(['test']);
    expect(test.jobs.test?.permissions).toEqual({ contents: 'read' });
  });

  it('prints the Node version into the log', () => {
    expect(commands(test.jobs.test as Job)).toContain('node --version');
  });
});

describe.each([
  ['deploy.yml', deploy],
  ['test.yml', test],
])('.github/workflows/%s, every job', (_name, workflow) => {
  it('checks out without leaving the token in .git/config', () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of (job.steps ?? []).filter((s) => s.uses?.startsWith('actions/checkout@'))) {
        expect(step.with?.['persist-credentials']).toBe(false);
      }
    }
  });

  it('ignores no failure', () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        expect(step['continue-on-error'], step.name ?? step.run ?? step.uses).toBeUndefined();
      }
    }
  });
});
