import { useTextLangProps } from '#src/i18n/i18n-provider.tsx';
import type { TextLangProps } from '#src/i18n/locale.ts';

/**
 * Which of a content object's texts its page's translation leaves out, so
 * they are in the default language (docs/product.md § Languages): that
 * language's tag and the texts' dotted paths (`demoReel.title`,
 * `experience.0.title`), as the build records them (`SiteContent.fallback`,
 * `HomeResumeSections.fallback`; site-build/lib/fallback-text.ts).
 */
export type FallbackTexts = { lang: string; paths: readonly string[] };

/**
 * For the owner's texts of a content object: a function giving the
 * attributes of the element that holds the text at a dotted path: `lang`
 * (and `dir="auto"` on a right-to-left page, `useTextLangProps`) when that
 * text fell back to the default language, else none. A fully translated page
 * and the default language's get no attribute.
 * @param fallback the object's `fallback`; absent: every text is the page's.
 */
export function useFallbackLang(
  fallback: FallbackTexts | undefined,
): (path: string) => TextLangProps {
  const props = useTextLangProps(fallback?.lang);
  return (path) => (fallback?.paths.includes(path) ? props : {});
}

/**
 * A text shipped as runs where some of it fell back (`SiteContent` `availability.summary`: odd
 * runs in `fallback.lang`), as plain text: the runs joined; a plain text as it is. For what
 * takes no markup (JSON-LD, the vCard's NOTE, `/resume.json`).
 */
export function joinedRuns(text: string | readonly string[]): string {
  return typeof text === 'string' ? text : text.join('');
}
