import type { Plugin } from 'vite';
import type { BuildEnv } from '#src/config/build-env.ts';
import { robotsTxt, type SitemapPage, sitemapXml } from '#src/seo/head-tags.ts';
import type { SiteLanguages } from '#src/seo/language-paths.ts';

/**
 * Writes `robots.txt` and, when `SITE_URL` is set, `sitemap.xml` into the
 * build, from the same configuration as the page's canonical link; the
 * sitemap lists `pages`, the pages of every kind crawlers are told about
 * (`sitemapPages`, ./page-kinds.ts: Home, the CV page, the project pages and
 * the posts), each in every language or in the languages it names
 * (docs/product.md § Languages, § Posts).
 */
export function crawlFilesPlugin(
  env: BuildEnv,
  languages: SiteLanguages,
  pages: readonly SitemapPage[],
): Plugin {
  return {
    name: 'portfolio:crawl-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(env) });
      const sitemap = sitemapXml(env, languages, pages);
      if (sitemap) this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap });
    },
  };
}
