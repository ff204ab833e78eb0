import { APP_URL } from '../support/ports.ts';
import type { Query } from './driver.ts';
import { count, expect, openHome, test } from './fixtures.ts';
import {
  A_PDF,
  AVAILABILITY,
  CV_PAGES,
  cvPdfAnswer,
  ownerClock,
  POSTS,
  RESUME,
  scrollTo,
  untilWritingPicturesLoad,
  writingPictures,
} from './owner.ts';

// The owner's newest parts of the site in Firefox and WebKit: the
// availability line with the owner's clock and the booking link
// (docs/product.md § Availability), the Writing section (§ Writing), Home's
// résumé sections (§ Résumé sections) and the CV pages' PDF (§ CV and
// contact card). The Chromium specs are e2e/availability.spec.ts,
// writing.spec.ts, resume-sections.spec.ts and cv-pdf.spec.ts; offline is
// in ./offline.flow.ts. What is expected comes from the sample's files (./owner.ts).

/** The sample owner's line, as docs/product.md § Availability writes it. */
const LINE = 'Open to contract and full-time work from March 2027';

const region = (name: string): Query => ({ role: 'region', name });

test('Home: the availability line with the owner’s clock, Writing, and the résumé sections', async ({
  site,
}) => {
  await openHome(site);

  // The clock comes after hydration, and may turn a minute while this polls.
  const line = { text: LINE };
  await expect
    .poll(async () => {
      const { text } = await site.state(line);
      const clock = ownerClock(new Date(), AVAILABILITY.timeZone);
      return text.includes(`${LINE}${clock}`) ? 'the owner’s time' : `${text} (not “${clock}”)`;
    })
    .toBe('the owner’s time');
  // The links sit in their own paragraph under the line (no "·" clipped with them).
  const booking = await site.state({ role: 'link', name: 'Book a call' });
  expect(booking.count).toBe(1);
  expect(booking.href).toBe(AVAILABILITY.bookingUrl);

  // Writing: a lazy chunk fills the slot the prerendered page reserved.
  await scrollTo(site, '[data-writing-slot]');
  await expect.poll(() => count(site, region('Writing'))).toBe(1);
  for (const post of POSTS) {
    const link = await site.state({ role: 'link', name: post.title, within: region('Writing') });
    expect(link.count, post.title).toBe(1);
    expect(link.href, post.title).toBe(post.url);
  }
  // A post with a picture shows it (the sample's own posts have none: a colour block).
  const pictured = POSTS.filter((post) => post.image);
  expect(await writingPictures(site)).toHaveLength(pictured.length);
  await untilWritingPicturesLoad(site);
  const origin = new URL(APP_URL).origin;
  expect((await writingPictures(site)).map((picture) => picture.origin)).toEqual(
    pictured.map(() => origin),
  );

  // The résumé sections load when the visitor comes within a screen of them,
  // and are put in only while their place is out of sight (nothing seen moves):
  // the reader stops with the experience's end just below the viewport, moving
  // a pixel at a time if the chunk came while their place was in view.
  let nudge = 0;
  await expect
    .poll(
      async () => {
        if ((await count(site, region('Publications'))) === 1) return true;
        nudge = 1 - nudge;
        await site.evaluate((below) => {
          const section = document.getElementById('experience-heading')?.closest('section');
          const end = section?.getBoundingClientRect().bottom ?? 0;
          window.scrollBy(0, end - innerHeight - below);
        }, 40 + nudge);
        return false;
      },
      { message: 'the résumé sections are shown', intervals: [100] },
    )
    .toBe(true);
  for (const { name, publisher, url } of RESUME.publications) {
    const link = await site.state({ role: 'link', name, within: region('Publications') });
    expect(link.count, name).toBe(1);
    expect(link.href, name).toBe(url);
    expect((await site.state(region('Publications'))).text).toContain(publisher);
  }
  for (const { title, awarder } of RESUME.awards) {
    expect(await count(site, { role: 'heading', name: title, within: region('Awards') })).toBe(1);
    expect((await site.state(region('Awards'))).text).toContain(awarder);
  }
  for (const { position, organization } of RESUME.volunteer) {
    const heading = { role: 'heading', name: position, within: region('Volunteering') };
    expect(await count(site, heading)).toBe(1);
    expect((await site.state(region('Volunteering'))).text).toContain(organization);
  }
});

test('each language’s CV page links its PDF, and that file is a PDF', async ({ site }) => {
  for (const { path, link } of CV_PAGES) {
    await site.goto(new URL(path, APP_URL).href, { hydrate: false });
    expect(await cvPdfAnswer(site, link), path).toEqual(A_PDF);
  }
});
