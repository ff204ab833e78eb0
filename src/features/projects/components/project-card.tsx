import { useId, useState } from 'react';
import { useLanguageHome } from '#src/components/layout/language-links.tsx';
import { useTextLangProps } from '#src/i18n/i18n-provider.tsx';
import { DEFAULT_LOCALE } from '#src/i18n/locale.ts';
import type { Project } from '../api/project-schema.ts';
import { projectSlug } from '../api/project-slug.ts';
import styles from './projects.module.css';

export type ProjectCardProps = {
  project: Project;
  /**
   * The project pages the build wrote, each folder (`projects/flood-watch/`) with its
   * project's `url`; default the build's (`__PROJECT_PAGES__`, vite.config.ts).
   */
  pages?: Readonly<Record<string, string>>;
  /**
   * How the picture loads (docs/product.md § Performance: `loading="lazy"` below the fold only):
   * `high` at once and first (the first card, in a phone's first screen),
   * `eager` at once (the rest of a wide screen's first row), `lazy` when
   * scrolled near (default).
   */
  imageLoading?: 'high' | 'eager' | 'lazy';
};

/**
 * One project: the whole card is a link named by the project's title
 * (docs/product.md § Projects). It leads to the project's page in the
 * page's language when the build wrote one (docs/product.md § Project
 * pages), else to `project.url` in a new tab (a project of a remote
 * `VITE_PROJECTS_URL` the build did not know). Remote text is rendered as text only;
 * `project.url` and `project.background_image` are already checked to be
 * http(s) by the schema. A broken image (e.g. on a host the CSP's `img-src`
 * does not allow) leaves the card's colour block: the picture is made
 * invisible, not removed, so its alt text still describes it. The card's
 * texts come from the projects list (GitHub's descriptions), written in the
 * default language: on a page in another language they say so (`lang`).
 */
export function ProjectCard({
  project,
  imageLoading = 'lazy',
  pages = __PROJECT_PAGES__,
}: ProjectCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const textLang = useTextLangProps(DEFAULT_LOCALE);
  const languageHome = useLanguageHome();
  const page = `projects/${projectSlug(project)}/`;
  // The page is this project's: same folder and same repository.
  const hasPage = Object.hasOwn(pages, page) && pages[page] === project.url;
  return (
    <a
      className={styles.card}
      href={hasPage ? `${languageHome}${page}` : project.url}
      {...(hasPage ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      {...textLang}
    >
      <div className={styles.media}>
        <img
          src={project.background_image}
          alt={project.alt}
          width={400}
          height={225}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'high' ? 'high' : 'auto'}
          decoding="async"
          data-failed={imageFailed || undefined}
          onError={() => setImageFailed(true)}
        />
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {project.title}
        </h3>
        <p id={descriptionId} className={styles.description}>
          {project.description}
        </p>
        <p className={styles.meta}>
          <span className={styles.chip}>{project.language}</span>
          <span className={styles.stack}>{project.stack}</span>
        </p>
      </div>
    </a>
  );
}
