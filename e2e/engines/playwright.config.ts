import { defineConfig } from '@playwright/test';

/**
 * The end-to-end flows in the other engines visitors use (CONTRIBUTING.md,
 * "Other engines"): Firefox ESR through puppeteer-core over WebDriver BiDi and
 * WebKitGTK's MiniBrowser through WebKitWebDriver and selenium-webdriver,
 * against the production build and the Chromium suite's stand-ins. Playwright
 * is only the runner here (reports, `expect`, time-outs); it launches no
 * browser. One worker: each engine's browser keeps a core busy, and the
 * stand-ins listen on worker 0's ports. `npm run test:e2e:firefox` and
 * `npm run test:e2e:webkit` run one engine.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.flow.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: true,
  outputDir: '../../test-results/engines',
  projects: [
    // Firefox has no Safari user agent flows.
    { name: 'firefox', testIgnore: '*.webkit.flow.ts' },
    { name: 'webkit' },
  ],
});
