import { execFileSync } from 'node:child_process';

/**
 * Whether the machine has a font for `lang`'s letters: true or false from fontconfig's
 * `fc-list :lang={lang}` (the fonts whose coverage includes that language's orthography), or
 * undefined where there is no fontconfig to ask (a build machine without it prints with what
 * Chromium finds, unchecked).
 */
export type FontFinder = (lang: string) => boolean | undefined;

/** {@link FontFinder} through fontconfig's `fc-list`. */
export const fontconfigFinder: FontFinder = (lang) => {
  try {
    return execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return undefined;
  }
};

/** The Debian package that brings fonts for a script (ISO 15924), for the warning's advice. */
const PACKAGES: Record<string, string> = {
  Jpan: 'fonts-noto-cjk',
  Hans: 'fonts-noto-cjk',
  Hant: 'fonts-noto-cjk',
  Kore: 'fonts-noto-cjk',
};

/**
 * One line per language whose PDF CV would print letters as empty boxes (`.notdef`) because
 * the build machine has no font for them (docs/product.md § CV and contact card): Chromium
 * prints with the machine's fonts. Latin-script languages are not asked about (every machine
 * that runs Chromium has a Latin font); the others by their base language, e.g. `ar-EG` as
 * `ar`. Empty when every language has a font or fontconfig cannot be asked.
 * @param langs the site's languages (BCP 47 tags).
 * @param hasFont asks the machine ({@link fontconfigFinder}; tests pass their own).
 */
export function missingFontLines(
  langs: readonly string[],
  hasFont: FontFinder = fontconfigFinder,
): string[] {
  return langs.flatMap((lang) => {
    const { language, script } = new Intl.Locale(lang).maximize();
    if (script === 'Latn' || hasFont(language) !== false) return [];
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
    const fonts = PACKAGES[script ?? ''] ?? 'fonts-noto-core';
    return [
      `PDF CV (${lang}): no font on this machine has ${name} letters, so its PDF would show empty boxes; install one (Debian: ${fonts}).`,
    ];
  });
}
