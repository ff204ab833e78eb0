import { normalizePath, type Plugin } from 'vite';
import type { SiteContent } from '#/content/content-schema.ts';

/**
 * The owner's content as the browser's bundle gets it: without the fields no
 * component renders (the home-screen name, which only the manifest and the
 * HTML template use at build time, and each job's status, tags, date range
 * and description, which the CV page shows and the experience cards do not;
 * docs/product.md § Experience). About 330 bytes gzip of the entry chunk
 * with the sample (docs/product.md § Performance: first-view bytes).
 */
export function browserContent(content: SiteContent): Record<string, unknown> {
  const { shortName: _shortName, ...page } = content;
  return {
    ...page,
    experience: content.experience.map(
      ({ status: _status, tags: _tags, date: _date, description: _description, ...job }) => job,
    ),
  };
}

/**
 * Replaces `src/content/site.ts` with the owner's content already mapped
 * (`export const site = {…}`), in dev, build and the prerenderer alike: the
 * mapping from `resume.json` and `portfolio.json` runs once, at build time,
 * and the browser downloads only what the page shows, not the résumé nor
 * the mapping code (docs/product.md § Performance: first-view bytes).
 * `content` is what `readOwnerContent()` (build/lib/owner-content.ts) returned, already checked.
 *
 * The client build gets {@link browserContent}; the prerender (SSR) build,
 * the dev server and the unit tests get all of it. Should a component start
 * to render a field left out, the prerendered page would have the text and
 * the hydrating client not: a hydration error, which the end-to-end tests
 * fail on, not a silently empty page.
 */
export function ownerContentPlugin(content: SiteContent): Plugin {
  const siteModule = normalizePath(`${process.cwd()}/src/content/site.ts`);
  let build = false;
  return {
    name: 'portfolio:owner-content',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    load(id, options) {
      if (normalizePath(id.split('?')[0]) !== siteModule) return null;
      const shipped = build && !options?.ssr ? browserContent(content) : content;
      return `export const site = ${JSON.stringify(shipped)};\n`;
    },
  };
}
