import { startTransition, useEffect, useState } from 'react';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { useProjects } from '../api/use-projects.ts';
import { ProjectCard } from './project-card.tsx';
import styles from './projects.module.css';
import { ProjectsError } from './projects-error.tsx';
import { ProjectsSkeleton } from './projects-skeleton.tsx';

/**
 * Cards whose pictures load at once (docs/product.md § Performance): a wide screen's first row;
 * on a phone the first card is in the first screen and the next three just
 * below it, where lazy loading would fetch them anyway.
 */
const EAGER_CARDS = 4;

/**
 * Featured Projects Today (docs/product.md § Projects): 11 skeleton cards while loading,
 * the grid when loaded, and on failure the error alert in place of the whole
 * section (docs/product.md § Errors). The first {@link EAGER_CARDS} cards (a
 * wide screen's first row, a phone's first screen and more) come in the first
 * commit; the rest follow in a transition once that frame is painted, so
 * neither commit's layout and paint is a long task (docs/product.md
 * § Performance). The section is `aria-busy` until every card is there.
 */
export function ProjectsSection() {
  const { t } = useI18n();
  const state = useProjects();
  const [showAll, setShowAll] = useState(false);
  const projects = state.status === 'success' ? state.projects : undefined;
  const waiting = projects !== undefined && projects.length > EAGER_CARDS && !showAll;
  useEffect(() => {
    if (!waiting) return;
    // The next frame comes after the first cards' one; the timer starts a task after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShowAll(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [waiting]);
  if (state.status === 'error') return <ProjectsError />;
  const isLoading = state.status === 'loading';
  const shown = waiting ? projects.slice(0, EAGER_CARDS) : projects;
  return (
    <section
      aria-labelledby="projects-heading"
      aria-busy={isLoading || waiting}
      className={styles.section}
    >
      <h2 id="projects-heading">{t('projects.heading')}</h2>
      {shown === undefined ? (
        <ProjectsSkeleton />
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('projects.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((project, index) => (
            <li key={String(project.id)}>
              <ProjectCard
                project={project}
                imageLoading={index === 0 ? 'high' : index < EAGER_CARDS ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
