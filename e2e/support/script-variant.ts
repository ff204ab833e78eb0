import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyRepository } from './repository-copy.ts';
import { buildVariantSite, type VariantSite } from './variant-site.ts';

/**
 * The owner's content of the right-to-left and CJK variants of the sample
 * (docs/product.md § Languages, "Direction and scripts"): the name, headline
 * and summary an owner who adds Arabic or Japanese translates, everything
 * else coming from core's catalogues; `dir` is the page's direction.
 */
export const SCRIPT_LANGUAGES = {
  ar: {
    dir: 'rtl',
    name: 'جيمي سانتوس',
    label: 'مطور تطبيقات ويب متكاملة',
    summary: 'أبني تطبيقات ويب سريعة وسهلة الاستخدام للجهات الحكومية المحلية والشركات الصغيرة.',
  },
  ja: {
    dir: 'ltr',
    name: 'ジェイミー・サントス',
    label: 'フルスタックウェブ開発者',
    summary:
      'マニラ首都圏の自治体や中小企業のために、速くて使いやすい Web アプリケーションを作っています。',
  },
} as const;

/** One of the languages of {@link SCRIPT_LANGUAGES}. */
export type ScriptLanguage = keyof typeof SCRIPT_LANGUAGES;

/**
 * Builds a copy of the sample with a `resume.{lang}.json` overlay (the
 * name, headline and summary of {@link SCRIPT_LANGUAGES}) for each of
 * `languages`, as an owner who adds a language writes it, and serves it
 * ({@link buildVariantSite}: about 15 s, more on a loaded machine; call it
 * from `beforeAll` with a longer time-out).
 * @param prefix the temporary folder's name prefix, e.g. `mirror-spec-`.
 * @param languages the languages to add to the sample's English and Filipino.
 * @returns the served site; the spec calls its `close` from `afterAll`.
 * @throws the failed build's error, as {@link buildVariantSite}.
 */
export function buildScriptVariant(
  prefix: string,
  languages: readonly ScriptLanguage[],
): Promise<VariantSite> {
  const dir = copyRepository(prefix);
  for (const lang of languages) {
    const { name, label, summary } = SCRIPT_LANGUAGES[lang];
    writeFileSync(
      join(dir, `resume.${lang}.json`),
      `${JSON.stringify({ basics: { name, label, summary } }, null, 2)}\n`,
    );
  }
  return buildVariantSite(dir);
}
