import { useProjects } from '../api/use-projects';
import { ProjectCard } from './project-card';
import styles from './projects.module.css';
import { ProjectsError } from './projects-error';
import { ProjectsSkeleton } from './projects-skeleton';

/**
 * Cards whose pictures load at once (docs/product.md § Performance): a wide screen's first row;
 * on a phone the first card is in the first screen and the next three just
 * below it, where lazy loading would fetch them anyway.
 */
const EAGER_CARDS = 4;

/**
 * Featured Projects Today (docs/product.md § Projects): 11 skeleton cards while loading,
 * the grid when loaded, and on failure the error alert in place of the whole
 * section (docs/product.md § Errors).
 */
export function ProjectsSection() {
  const state = useProjects();
  if (state.status === 'error') return <ProjectsError />;
  const isLoading = state.status === 'loading';
  return (
    <section aria-labelledby="projects-heading" aria-busy={isLoading} className={styles.section}>
      <h2 id="projects-heading">Featured Projects Today</h2>
      {isLoading ? (
        <ProjectsSkeleton />
      ) : state.projects.length === 0 ? (
        <p className={styles.empty}>No projects to show yet.</p>
      ) : (
        <ul className={styles.grid}>
          {state.projects.map((project, index) => (
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
