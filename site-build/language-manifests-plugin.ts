import type { Plugin } from 'vite';
import type { BuildEnv } from '#src/config/build-env.ts';
import { localeOf, translatorFor } from '#src/i18n/catalogues.ts';
import { languagePath, type SiteLanguages } from '#src/seo/language-paths.ts';
import { webManifest } from './lib/pwa-options.ts';
import type { LanguageContent } from './lib/read-owner-content.ts';

/**
 * Writes each other language's web app manifest, `{lang}/manifest.webmanifest`
 * (docs/product.md § Languages): that language's name, description,
 * shortcuts, `lang` and `start_url`, the same `id` as the default's, which
 * vite-plugin-pwa writes. Each language's pages link their own
 * (`prerenderPlugin`); the service worker precaches them with the pages.
 * @param cvPdfs each language's PDF CV under the base path, by language
 *   path (`fil/` → `fil/cv/jamie-santos-cv-fil.pdf`), when the build made it:
 *   that manifest's shortcut to it.
 */
export function languageManifestsPlugin(
  env: BuildEnv,
  languages: readonly LanguageContent[],
  cvPdfs: ReadonlyMap<string, string> = new Map(),
): Plugin {
  const tags = languages.map(({ lang }) => lang) as unknown as SiteLanguages;
  return {
    name: 'portfolio:language-manifests',
    apply: 'build',
    generateBundle() {
      for (const { lang, site } of languages.slice(1)) {
        const path = languagePath(lang, tags);
        const i18n = translatorFor(localeOf(lang));
        const manifest = webManifest(env, site, i18n, lang, path, cvPdfs.get(path));
        this.emitFile({
          type: 'asset',
          fileName: `${path}manifest.webmanifest`,
          source: `${JSON.stringify(manifest)}\n`,
        });
      }
    },
  };
}
