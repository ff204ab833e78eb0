import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';
import { APP_URL } from './e2e/support/ports';

/**
 * End-to-end tests against the production build in real Chromium
 * (CONTRACT.md, "Commands"). One worker: the stand-in servers are shared and
 * each spec sets the behaviour it needs, so specs must not overlap.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: APP_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
