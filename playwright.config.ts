import { defineConfig, devices } from '@playwright/test';
import { APP_URL } from './e2e/support/ports.ts';
import { e2eWorkers } from './e2e/support/workers.ts';
import { chromiumLaunchOptions } from './tools/lib/browser.ts';

/**
 * End-to-end tests against the production build in real Chromium
 * (docs/product.md § Configuration, "Commands"; CONTRIBUTING.md). One
 * worker per two idle cores (`e2eWorkers`; `E2E_WORKERS` sets the count): each has its own ports,
 * static hosts, control server and stand-in state (e2e/support/ports.ts), so
 * specs in different workers never see each other's modes. Within a spec
 * file tests run in order, in one worker.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: e2eWorkers(),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: APP_URL,
    launchOptions: chromiumLaunchOptions(),
    // A failed test keeps its trace: actions, DOM snapshots, console and network, but no
    // screencast. Measured on the 2-core machine (31 tests, one worker): 128-140 s without a
    // trace, 154 s with this one, 219-221 s with the screencast too, whose frames cost more
    // than everything else a trace records. E2E_TRACE=off records none: `.ci/run` sets it,
    // since a CI run keeps its log and no trace file (rerun a failure locally to get one).
    trace:
      process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
