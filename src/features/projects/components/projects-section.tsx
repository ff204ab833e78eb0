import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import { KeepEndInPlace } from '#src/components/layout/keep-end-in-place.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import type { Project } from '../api/project-schema.ts';
import { useProjects } from '../api/use-projects.ts';
import { ProjectCard } from './project-card.tsx';
import styles from './projects.module.css';
import { ProjectsError } from './projects-error.tsx';
import { PendingCard, ProjectsSkeleton } from './projects-skeleton.tsx';

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
 * commit, with a {@link PendingCard} in the place of each of the rest; the
 * rest follow in a transition once that frame is painted, so neither
 * commit's layout and paint is a long task (docs/product.md § Performance).
 * The section is `aria-busy` until every card is there. When the cards
 * replace the skeletons (11 of them, rarely as many as the cards) or the
 * alert replaces the section while the visitor is past its start, the page
 * scrolls with the change ({@link KeepEndInPlace}): what the visitor sees
 * stays put.
 */
export function ProjectsSection() {
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
  const section = useRef<HTMLElement>(null);
  return (
    <KeepEndInPlace target={section}>
      {state.status === 'error' ? (
        <ProjectsError ref={section} />
      ) : (
        <ProjectsList
          ref={section}
          projects={projects}
          isLoading={state.status === 'loading'}
          waiting={waiting}
        />
      )}
    </KeepEndInPlace>
  );
}

type ProjectsListProps = {
  ref: RefObject<HTMLElement | null>;
  /** Undefined while loading. */
  projects: readonly Project[] | undefined;
  isLoading: boolean;
  /** Only the first {@link EAGER_CARDS} cards are shown yet; the rest are {@link PendingCard}s. */
  waiting: boolean;
};

/** The section itself: heading, and the skeletons, the cards, or the empty list's text. */
function ProjectsList({ ref, projects, isLoading, waiting }: ProjectsListProps) {
  const { t } = useI18n();
  const shown = waiting ? projects?.slice(0, EAGER_CARDS) : projects;
  const pending = waiting && projects ? projects.length - EAGER_CARDS : 0;
  return (
    <section
      ref={ref}
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
          {Array.from({ length: pending }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, gone together
            <PendingCard key={index} />
          ))}
        </ul>
      )}
    </section>
  );
}
