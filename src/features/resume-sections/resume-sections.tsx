import { loadResumeSections } from 'virtual:resume-sections';
import { createElement } from 'react';
import { useFallbackLang } from '#src/content/fallback-lang.ts';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import type { TextLangProps } from '#src/i18n/locale.ts';
import { loadOnDemandTexts } from '#src/i18n/on-demand.ts';
import type { TextKey } from '#src/i18n/translator.ts';
import type { HomeEntry, HomeResumeSections } from './resume-sections.content.ts';
import styles from './resume-sections.module.css';

export type ResumeSectionsProps = {
  /** The page's language's sections, dates in words (`virtual:resume-sections`). */
  sections: HomeResumeSections;
};

const ORDER = [
  ['publications', 'resume.publications'],
  ['awards', 'resume.awards'],
  ['volunteer', 'resume.volunteer'],
] as const satisfies readonly (readonly [keyof HomeResumeSections, TextKey])[];

type EntryProps = {
  entry: HomeEntry;
  /** The attributes of the entry's field (`title`, `summary`) when it fell back (`useFallbackLang`). */
  langOf: (field: keyof HomeEntry) => TextLangProps;
};

function Entry({ entry, langOf }: EntryProps) {
  return (
    <li className={styles.entry}>
      <h3 className={styles.title} {...langOf('title')}>
        {entry.url ? <a href={entry.url}>{entry.title}</a> : entry.title}
      </h3>
      {entry.meta && <p className={styles.meta}>{entry.meta}</p>}
      {entry.summary && (
        <p className={styles.summary} {...langOf('summary')}>
          {entry.summary}
        </p>
      )}
    </li>
  );
}

/**
 * Home's publications, awards and volunteer work (docs/product.md § Résumé
 * sections), after the experience: one `<section>` with an `<h2>` each, like
 * the page's other sections, in a grid of compact columns; a publication's
 * title links to it when the résumé gives an http(s) URL. A section without
 * entries is left out, and all of them render nothing when every list is
 * empty. Loaded lazily with its data by {@link ResumeSectionsSlot}
 * (./resume-sections-slot.tsx); its headings are on-demand texts.
 */
export function ResumeSections({ sections }: ResumeSectionsProps) {
  const { t } = useI18n();
  // The texts the page's translation leaves out carry the default language's `lang`.
  const fallbackLang = useFallbackLang(sections.fallback);
  const shown = ORDER.filter(([name]) => sections[name].length > 0);
  if (!shown.length) return null;
  return (
    <div className={styles.sections} data-resume-sections="">
      {shown.map(([name, heading]) => (
        <section key={name} aria-labelledby={`${name}-heading`} className={styles.section}>
          <h2 id={`${name}-heading`}>{t(heading)}</h2>
          <ul className={styles.list}>
            {sections[name].map((entry, index) => (
              // The résumé's order; entries have no id of their own.
              <Entry
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered
                key={index}
                entry={entry}
                langOf={(field) => fallbackLang(`${name}.${index}.${field}`)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The sections with their data bound, as a lazily loaded component: this
 * page's language's data (`<html lang>`, `virtual:resume-sections`) and the
 * on-demand texts (the headings) are loaded first, so it never suspends.
 * In this chunk, not the entry, so the first view carries none of it.
 * @throws (rejects with) a chunk's load error.
 */
export async function loadResumeSectionsComponent(lang: string) {
  const [{ sections }] = await Promise.all([loadResumeSections(lang), loadOnDemandTexts()]);
  return { default: () => createElement(ResumeSections, { sections }) };
}
