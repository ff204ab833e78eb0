import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { WITHOUT_BUILD_CHROMIUM } from './support/build-without-chromium.ts';
import { waitForHydration, watchHydration } from './support/hydration.ts';
import { copyRepository } from './support/repository-copy.ts';
import { expect, test } from './support/test.ts';
import { buildVariantSite, type VariantSite } from './support/variant-site.ts';

/**
 * The owner's text reaches the built site as written, and only what the owner
 * publishes leaves the repository: a copy of the repository whose résumé holds
 * `String.replace`'s patterns (`$$`, `$&`, `` $` ``, `$'`) in its summary, a
 * job and a project, and a phone, a street address, a local picture and
 * references, built as `npm run build` does and served like a static host
 * (docs/decisions/0001-prerender-then-hydrate.md; docs/product.md § Privacy).
 */

const REPO_ROOT = resolve('.');
const SITE_URL = 'https://owner.example/';

const TEXT = {
  bio: "Saves $$ on hosting. R&D at $&Co, before $` and after $' too.",
  job: "Cut costs by $$ with $& and $` and $'.",
  project: "Counts $$, $&, $` and $' right.",
};

/** The sample résumé with the patterns and the private fields. */
function hostileResume(): Record<string, unknown> {
  const resume = JSON.parse(readFileSync(join(REPO_ROOT, 'resume.json'), 'utf8'));
  resume.basics.summary = TEXT.bio;
  resume.basics.image = 'me.jpg';
  resume.basics.phone = '+63 912 555 0100';
  resume.basics.location = { ...resume.basics.location, address: '12 Mabini Street' };
  resume.work[1].summary = TEXT.job;
  resume.projects = [{ name: 'Ledger', description: TEXT.project, url: 'https://ledger.example/' }];
  resume.references = [{ name: 'Ana Cruz', reference: 'Jamie shipped on time.' }];
  return resume;
}

let variant: VariantSite | undefined;
let site = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dir = copyRepository('owner-text-spec-');
  writeFileSync(join(dir, 'resume.json'), `${JSON.stringify(hostileResume(), null, 2)}\n`);
  // The Filipino translation names the sample's projects and references, which this résumé
  // replaces; the build refuses a translation of an item that is gone (docs/make-it-yours.md).
  const filipino = JSON.parse(readFileSync(join(dir, 'resume.fil.json'), 'utf8'));
  delete filipino.projects;
  delete filipino.references;
  writeFileSync(join(dir, 'resume.fil.json'), `${JSON.stringify(filipino, null, 2)}\n`);
  // No PDF or share pictures: nothing here reads them (WITHOUT_BUILD_CHROMIUM).
  variant = await buildVariantSite(dir, { SITE_URL, ...WITHOUT_BUILD_CHROMIUM });
  site = variant.url;
});

test.afterAll(async () => {
  await variant?.close();
});

test('a bio with $ patterns is prerendered as written and hydrates without a mismatch', async ({
  page,
}) => {
  const { messages, removedNodes } = await watchHydration(page);

  // Hold the projects list (a first visit: no service worker controls the page yet), so the
  // skeletons stay and any node React removes from #root is a mismatch.
  await page.route('**/data/projects.json', () => {});

  const html = await (await page.request.get(site)).text();
  expect(html.match(/<div id="root"/g)).toHaveLength(1);
  expect(html.match(/<head>/g)).toHaveLength(1);

  await page.goto(site);
  await waitForHydration(page);
  await expect(page.getByText(TEXT.bio, { exact: true })).toBeVisible();
  expect(await removedNodes()).toEqual([]);
  expect(messages).toEqual([]);
});

test('the CV page shows the summary, the job and the project as written', async ({ page }) => {
  await page.goto(`${site}cv/`);
  await expect(page.getByText(TEXT.bio, { exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.job, { exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.project, { exact: true })).toBeVisible();
});

test('/resume.json and the card leave out the phone, the street, the references and the local picture', async ({
  request,
}) => {
  const resume = await (await request.get(`${site}resume.json`)).json();
  expect(resume.basics.summary).toBe(TEXT.bio);
  expect(resume.basics.image).toBe(`${SITE_URL}images/avatar.webp`);
  expect(resume.basics).not.toHaveProperty('phone');
  expect(resume.basics.location).not.toHaveProperty('address');
  expect(resume).not.toHaveProperty('references');

  const card = await (await request.get(`${site}jamie-santos.vcf`)).text();
  expect(card).toContain('ADR;TYPE=home:;;;Metro Manila;;;Philippines\r\n');
  expect(card).not.toMatch(/TEL|Mabini/);
});
