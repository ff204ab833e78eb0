import { ExternalIcon } from '#src/components/ui/icons.tsx';
import { asset } from '#src/config/env.ts';
import { useFallbackLang } from '#src/content/fallback-lang.ts';
import { useSite } from '#src/content/page-site.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import type { Experience } from './experience.content.ts';
import styles from './experience-section.module.css';

export type ExperienceSectionProps = {
  /**
   * The page's `experience`, as the page that places the section gives it (its build face,
   * ./experience.content.ts): the browser gets title, year, picture and link of each job.
   */
  experience: readonly Pick<Experience, 'id' | 'title' | 'year' | 'url' | 'thumbnail' | 'alt'>[];
};

/**
 * Your Past Experiences (docs/product.md § Experience): a grid of the owner's jobs;
 * each card shows only title, year, thumbnail and a link (the CV page shows the rest).
 */
export function ExperienceSection({ experience }: ExperienceSectionProps) {
  const site = useSite();
  const { t } = useI18n();
  // The owner's texts the page's translation leaves out carry the default language's `lang`.
  const fallbackLang = useFallbackLang(site.fallback);
  return (
    <section aria-labelledby="experience-heading" className={styles.section}>
      <h2 id="experience-heading">{t('experience.heading')}</h2>
      <ul className={styles.grid}>
        {experience.map((entry, index) => (
          <li key={entry.id} className={styles.card}>
            <img
              className={styles.thumb}
              src={asset(entry.thumbnail)}
              alt={entry.alt}
              {...fallbackLang(`experience.${index}.alt`)}
              width={320}
              height={180}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.body}>
              <h3 id={`experience-${entry.id}`} {...fallbackLang(`experience.${index}.title`)}>
                {entry.title}
              </h3>
              <p className={styles.year}>{entry.year}</p>
              <a
                className={styles.link}
                href={entry.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={`experience-${entry.id}`}
              >
                {t('experience.visit')}
                <ExternalIcon size={16} />
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
