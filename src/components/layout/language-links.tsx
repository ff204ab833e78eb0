import { LANGUAGES } from 'virtual:page-languages';
import { config } from '#src/config/env.ts';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import styles from './language-links.module.css';

export type LanguageLinksProps = { className?: string };

/**
 * The page's language's home under the base path: `/` (or the base path)
 * for the default language, `/fil/` for Filipino (docs/product.md §
 * Languages). Its CV page, JSON Resume and card are under it.
 */
export function useLanguageHome(): string {
  const { locale } = useI18n();
  const path = LANGUAGES.find(({ lang }) => lang === locale)?.path ?? '';
  return `${config.basePath}${path}`;
}

/**
 * A link to the same page in each other language of the site
 * (docs/product.md § Languages): named in that language's own words
 * ("Filipino" on the English page, "English" on the Filipino one), marked
 * with its `lang`, `dir` and `hreflang` (WCAG 3.1.2), to `{base}{lang}/` (the
 * default language's at `{base}`). In the header on wide screens and in the
 * navigation drawer on narrow ones, like the colour-mode switch. A plain
 * link: no redirect and nothing remembered, so the page a visitor opens is
 * the language they get. Nothing when the site has one language.
 */
export function LanguageLinks({ className }: LanguageLinksProps) {
  const { locale } = useI18n();
  const others = LANGUAGES.filter(({ lang }) => lang !== locale);
  if (others.length === 0) return null;
  return (
    <>
      {others.map(({ lang, name, path, dir }) => (
        <a
          key={lang}
          href={`${config.basePath}${path}`}
          lang={lang}
          dir={dir}
          hrefLang={lang}
          className={`${styles.link} ${className ?? ''}`}
        >
          {name}
        </a>
      ))}
    </>
  );
}
