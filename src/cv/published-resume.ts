import type { Resume } from '#/content/owner-content';

/** Where the published résumé points: both absolute, or empty without `SITE_URL`. */
export type PublishedAddress = {
  /** The site's absolute URL with a trailing slash (`BuildEnv.siteUrl`), or '' when `SITE_URL` is unset. */
  siteUrl: string;
  /** The avatar's path in `public/`, e.g. `images/avatar.webp` (resolved against `siteUrl`). */
  avatar: string;
};

/**
 * The owner's JSON Resume as the site publishes it at `{basePath}resume.json`
 * (docs/product.md § CV and contact card): the document of `resume.json`,
 * already checked against the JSON Resume schema, with `basics.url` set to
 * the site's URL and `basics.image` to the avatar's absolute URL when
 * `SITE_URL` is set and the résumé does not give them itself. Nothing else
 * changes, so the result stays valid against the schema. The input is not
 * modified.
 * @returns the document as JSON text, two-space indented, with a final newline.
 */
export function publishedResume(resume: Resume, { siteUrl, avatar }: PublishedAddress): string {
  const document: Resume = structuredClone(resume);
  if (siteUrl) {
    const basics = { ...document.basics };
    basics.url ||= siteUrl;
    basics.image ||= new URL(avatar, siteUrl).href;
    document.basics = basics;
  }
  return `${JSON.stringify(document, null, 2)}\n`;
}
