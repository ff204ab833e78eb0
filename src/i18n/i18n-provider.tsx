import { Children, createContext, type ReactNode, useContext, useMemo } from 'react';
import { pageTranslator } from './page-translator.ts';
import type { Translator } from './translator.ts';

const I18nContext = createContext<Translator | undefined>(undefined);

export type I18nProviderProps = {
  /** The page's language and texts (`createTranslator`). */
  translator: Translator;
  children: ReactNode;
};

/**
 * Gives everything below it the page's language
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md) through
 * {@link useI18n}. Renders no element, so the prerendered HTML is the same
 * with it. react-aria-components' own texts follow its `I18nProvider`,
 * which wraps each of its on-demand parts (`AriaLocale`,
 * src/components/ui/aria-locale.tsx) rather than the page: at the root it
 * would add about 0.9 KB gzip to the first view for code only the dialogs use.
 */
export function I18nProvider({ translator, children }: I18nProviderProps) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/**
 * The page's translator, for components: `const { t } = useI18n();
 * t('projects.heading')`. Outside an {@link I18nProvider} (a component
 * rendered alone in a unit test) it is the page's ({@link pageTranslator}).
 * Its `rich` returns the parts keyed, ready to render as children.
 */
export function useI18n(): Translator {
  const translator = useContext(I18nContext) ?? pageTranslator();
  return useMemo(
    () => ({
      ...translator,
      rich: ((key, parts) =>
        Children.toArray(translator.rich(key, parts) as ReactNode[])) as Translator['rich'],
    }),
    [translator],
  );
}

/**
 * The `lang` attribute for text written in `lang` (owner content, a
 * repository's description from GitHub) shown on this page: `undefined`
 * (no attribute) when the page is in that language, else `lang` (WCAG 3.1.2).
 * So the default language's HTML has no extra attribute.
 * @param lang the text's BCP 47 tag, e.g. `en`.
 */
export function useTextLang(lang: string): string | undefined {
  return useI18n().locale === lang ? undefined : lang;
}
