import { type PortfolioFields, toSiteContent } from '#src/app/site-content.ts';
import type { SiteContent } from '#src/content/content-schema.ts';
import type { Resume } from '#src/content/owner-content.ts';
import portfolio from '../../portfolio.json';
import resume from '../../resume.json';

/**
 * The owner's content as the page shows it, mapped from `resume.json` and
 * `portfolio.json` at the repository's root (see owner-content.ts; edit
 * those files, or run `npm run init`, to make the site yours).
 *
 * Paths such as `images/...` point into `public/` and are resolved against
 * the site's base path, so the page works under a sub-path and offline.
 * The build checks both files (the résumé against the JSON Resume schema,
 * the rest against `PortfolioFields` and `SiteContent`) and stops with the
 * failing field's path; in the build this module is replaced by the mapped
 * object itself, so the browser never downloads the résumé
 * (`ownerContentPlugin`, site-build/owner-content-plugin.ts).
 *
 * Sample data: docs/product.md § Experience and § Courses (three experience entries, ten courses of which
 * three are "Dummy Course").
 */
export const site: SiteContent = toSiteContent(resume as Resume, portfolio as PortfolioFields);
