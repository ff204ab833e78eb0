import { normalizePath, type Plugin } from 'vite';
import type { SiteContent } from '../src/content/content-schema.ts';

/**
 * Replaces `src/content/site.ts` with the owner's content already mapped
 * (`export const site = {…}`), in dev, build and the prerenderer alike: the
 * mapping from `resume.json` and `portfolio.json` runs once, at build time,
 * and the browser downloads only what the page shows, not the résumé nor
 * the mapping code (docs/product.md § Performance: first-view bytes).
 * `content` is what `readOwnerContent()` (scripts/owner-content.ts) returned, already checked.
 */
export function ownerContentPlugin(content: SiteContent): Plugin {
  const siteModule = normalizePath(`${process.cwd()}/src/content/site.ts`);
  return {
    name: 'portfolio:owner-content',
    enforce: 'pre',
    load(id) {
      if (normalizePath(id.split('?')[0]) !== siteModule) return null;
      return `export const site = ${JSON.stringify(content)};\n`;
    },
  };
}
