import { Children, createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Direction, type TextLangProps, textLangAttributes } from './locale.ts';
import { pageTranslator } from './page-translator.ts';
import type { Translator } from './translator.ts';

const I18nContext = createContext<Translator | undefined>(undefined);
const DirectionContext = createContext<Direction | undefined>(undefined);

export type I18nProviderProps = {
  /** The page's language and texts (`createTranslator`). */
  translator: Translator;
  /**
   * The page's direction, as its `<html dir>` says (the prerenderer gives it:
   * `directionOf` at build); in the browser, left out, it is read from `<html dir>`.
   */
  dir?: Direction;
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
export function I18nProvider({ translator, dir, children }: I18nProviderProps) {
  return (
    <I18nContext.Provider value={translator}>
      <DirectionContext.Provider value={dir}>{children}</DirectionContext.Provider>
    </I18nContext.Provider>
  );
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

/** The page's direction: the {@link I18nProvider}'s `dir`, else `<html dir>` (`ltr` without one). */
function usePageDirection(): Direction {
  const given = useContext(DirectionContext);
  if (given) return given;
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The attributes for text written in `lang` shown on this page
 * ({@link textLangAttributes}: none when the page is in that language; else
 * `lang`, and `dir="auto"` on a right-to-left page; docs/product.md § Languages).
 * @param lang the text's BCP 47 tag, e.g. `en`; none: no attributes.
 */
export function useTextLangProps(lang: string | undefined): TextLangProps {
  const { locale } = useI18n();
  return textLangAttributes(lang, locale, usePageDirection());
}
