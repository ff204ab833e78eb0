import type { SiteContent } from '#src/content/content-schema.ts';
import { joinedRuns } from '#src/content/fallback-lang.ts';
import type { PublishChoices, Resume } from '#src/content/owner-content.ts';

/** Where the published résumé points: both absolute, or empty without `SITE_URL`. */
export type PublishedAddress = {
  /** The site's absolute URL with a trailing slash (`BuildEnv.siteUrl`), or '' when `SITE_URL` is unset. */
  siteUrl: string;
  /** The avatar's path in `public/`, e.g. `images/avatar.webp` (resolved against `siteUrl`). */
  avatar: string;
  /** `portfolio.json`'s `publish`: which private fields the owner publishes; absent: none. */
  publish?: PublishChoices;
  /** The page's availability in this language (docs/product.md § Availability); absent: none. */
  availability?: SiteContent['availability'];
};

/** An absolute `http:` or `https:` URL: a picture already public elsewhere (a Gravatar, GitHub's avatar). */
function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^/]/i.test(value);
}

/**
 * The owner's JSON Resume as the site publishes it at `{basePath}resume.json`
 * (docs/product.md § CV and contact card, § Privacy): the document of
 * `resume.json`, already checked against the JSON Resume schema, with
 *
 * - `basics.url` set to the site's URL when `SITE_URL` is set and the résumé
 *   gives none;
 * - `basics.image` kept only when it is an http(s) URL; otherwise (a file
 *   next to the résumé such as `me.jpg`, an absolute path on the owner's
 *   machine, or none) the avatar's absolute URL when `SITE_URL` is set, or
 *   left out: a local path would be a 404 for every reader, and may name the
 *   owner's user account;
 * - `basics.phone` left out unless `publish.phone`;
 * - `basics.location.address` and `postalCode` (the street address) left out
 *   unless `publish.address` (city, region and country stay: the page shows them);
 * - `references` left out unless `publish.references` (they name other people);
 * - `meta.availability` set to the owner's availability when they give one
 *   (status, kinds, from, timeZone, bookingUrl and the line as `summary`):
 *   JSON Resume has no field for it, and `meta` takes any (docs/product.md § Availability).
 *
 * Nothing else changes, so the result stays valid against the schema. The
 * input is not modified.
 * @returns the document as JSON text, two-space indented, with a final newline.
 */
export function publishedResume(
  resume: Resume,
  { siteUrl, avatar, publish = {}, availability }: PublishedAddress,
): string {
  const document: Resume = structuredClone(resume);
  if (availability) {
    const meta = typeof document.meta === 'object' && document.meta !== null ? document.meta : {};
    // The clock's offset table and the line once `from` has come are the page's, not the owner's words.
    const {
      clock: _clock,
      startsAt: _startsAt,
      summaryFromThen: _then,
      ...published
    } = availability;
    // The line as text: its runs (kinds of work that fell back, marked on the page) joined.
    const summary = joinedRuns(published.summary);
    document.meta = { ...meta, availability: structuredClone({ ...published, summary }) };
  }
  if (!publish.references) delete document.references;
  if (document.basics) {
    const basics = document.basics;
    if (siteUrl) basics.url ||= siteUrl;
    if (!basics.image || !isWebUrl(basics.image)) {
      if (siteUrl) basics.image = new URL(avatar, siteUrl).href;
      else delete basics.image;
    }
    if (!publish.phone) delete basics.phone;
    if (basics.location && !publish.address) {
      delete basics.location.address;
      delete basics.location.postalCode;
    }
  } else if (siteUrl) {
    document.basics = { url: siteUrl, image: new URL(avatar, siteUrl).href };
  }
  return `${JSON.stringify(document, null, 2)}\n`;
}
