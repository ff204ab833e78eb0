import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_DIST } from './global-setup.ts';
import { metaPolicy, recordViolations, violations } from './support/csp.ts';
import { watchHydration } from './support/hydration.ts';
import { origin, PORTS } from './support/ports.ts';
import { entryScript, waitForServiceWorker } from './support/service-worker.ts';
import { setProjectsMode } from './support/stand-ins.ts';
import { expect, test } from './support/test.ts';

/**
 * The main flows on a real static host: the end-to-end build served by
 * `wrangler pages dev`, which runs Cloudflare Pages' own runtime (workerd)
 * locally, with no account and no network, and reads `dist/_headers` and
 * `404.html` as Cloudflare Pages does (docs/deploy.md, "Cloudflare Pages").
 * The rest of the suite uses the project's own static server, which imitates
 * such a host (tools/lib/static-server.ts); this spec checks that imitation
 * against the real thing: the security headers, a 404 with its page, offline
 * after one visit, the CV offline and the contact card's type.
 *
 * wrangler answered after 5 to 7 s on a 2-core machine with a load average
 * of 20 (other suites running): readiness is polled, with a limit of 120 s.
 */

const HOST_URL = `${origin(PORTS.realHost)}/`;
/** How long wrangler may take to answer its first request. */
const START_TIMEOUT_MS = 120_000;
const WRANGLER = resolve('node_modules/.bin/wrangler');

let wrangler: ChildProcess | undefined;
let output = '';
/** wrangler's working folder: it keeps its `.wrangler/` state there, out of the repository. */
let scratch: string | undefined;

/** Resolves once `HOST_URL` answers; rejects with wrangler's output if it exits or the limit passes. */
async function waitUntilReady(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `wrangler pages dev exited (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    }
    const answered = await fetch(HOST_URL, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `wrangler pages dev did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`,
  );
}

/** Stops wrangler and its workerd: the whole process group, SIGKILL if SIGTERM is not enough. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  process.kill(-child.pid, 'SIGTERM');
  const killed = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((done) => setTimeout(() => done(false), 10_000)),
  ]);
  if (!killed) {
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }
}

test.use({ baseURL: HOST_URL });
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 30_000);
  scratch = mkdtempSync(join(tmpdir(), 'real-host-'));
  const started = performance.now();
  wrangler = spawn(
    WRANGLER,
    [
      'pages',
      'dev',
      resolve(E2E_DIST),
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORTS.realHost),
      // Without it wrangler takes today's date, which its bundled runtime may not support yet.
      '--compatibility-date=2025-06-01',
    ],
    {
      cwd: scratch,
      // Its own process group, so stopping the group stops workerd too.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  );
  // wrangler logs ENOTFOUND for workers.cloudflare.com (Request.cf) and carries on.
  wrangler.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  wrangler.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitUntilReady(wrangler);
  // Printed so a slow CI machine's margin shows in the log.
  console.log(
    `wrangler pages dev answered after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  if (wrangler) await stop(wrangler);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test.beforeEach(async () => {
  await setProjectsMode({ kind: 'ok' });
});

test('Cloudflare sends the security and caching headers of _headers', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const home = response?.headers() ?? {};
  expect(home['content-security-policy']).toBe(`${await metaPolicy(page)}; frame-ancestors 'none'`);
  expect(home['strict-transport-security']).toBe('max-age=31536000');
  expect(home['cross-origin-opener-policy']).toBe('same-origin');
  expect(home['x-content-type-options']).toBe('nosniff');
  expect(home['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home['permissions-policy']?.split(', ')).toEqual(
    expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'fullscreen=(self)']),
  );
  // One value each: Cloudflare joins a header two rules set with a comma.
  expect(home['cache-control']).toBe('no-cache');

  await expect.poll(() => entryScript(page)).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const entry = await request.get((await entryScript(page)) ?? '');
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    expect(answer.headers()['strict-transport-security'], path).toBeTruthy();
  }
  // The rules file itself is not served (wrangler's dev server answers 502 here, not 404).
  const rules = await request.get('/_headers');
  expect(rules.ok()).toBe(false);
  expect(await rules.text()).not.toContain('Content-Security-Policy');
});

test('an unknown path answers 404.html with status 404, under the same headers', async ({
  page,
}) => {
  await recordViolations(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
  expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('an unknown path under /fil/ answers the nearest 404.html, the Filipino one, which hydrates', async ({
  page,
}) => {
  await recordViolations(page);
  const hydration = await watchHydration(page);
  const response = await page.goto('/fil/wala-rito');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('<html lang="fil"');
  await expect(page.getByRole('heading', { name: 'Hindi makita ang page' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute(
    'href',
    '/fil/',
  );
  // Hydrated as served: nothing of the prerendered view was thrown away (src/main.tsx).
  expect(await hydration.removedNodes()).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

test('after one visit the service worker shows the whole page offline', async ({
  page,
  context,
}) => {
  await recordViolations(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toBeVisible();
  expect(await waitForServiceWorker(page)).toBe(`${HOST_URL}sw.js`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Weather Station Dashboard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await context.setOffline(false);
});

test('after one visit the CV opens offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const path of ['/cv/', '/cv']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Jamie Santos' }), path).toBeVisible();
    await expect(page.getByRole('region', { name: 'Work' }), path).toBeVisible();
  }
  await context.setOffline(false);
});

test('the contact card is sent as text/vcard', async ({ request }) => {
  const card = readdirSync(E2E_DIST).find((file) => file.endsWith('.vcf'));
  expect(card).toBeTruthy();
  const response = await request.get(`/${card}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  expect(await response.text()).toMatch(/^BEGIN:VCARD\r\n/);
});
