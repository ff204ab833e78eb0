import { startTransition, useEffect, useState } from 'react';
import { getProjects } from './get-projects.ts';
import type { Project } from './project-schema.ts';

/** The projects list's state (docs/product.md § Projects: loading, error or loaded). */
export type ProjectsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; projects: Project[] };

const LOADING: ProjectsState = { status: 'loading' };

let state: ProjectsState = LOADING;
let started = false;
const listeners = new Set<() => void>();

function setState(next: ProjectsState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Starts the one projects request of this page load (docs/product.md
 * § Projects: the data never goes stale within a visit, so it is never refetched on focus or re-render).
 * Safe to call any number of times; only the first call fetches. `main.tsx`
 * calls it before React renders so the request starts as early as possible.
 */
export function loadProjects(): void {
  if (started) return;
  started = true;
  getProjects().then(
    (projects) => setState({ status: 'success', projects }),
    (error: unknown) => {
      console.error('Projects could not be loaded:', error);
      setState({ status: 'error', error });
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadProjects();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The shared projects state. Every reader sees the same single request.
 * The first render (the prerender, and hydration) always shows `loading`,
 * so the HTML holds the skeletons and hydration matches. The answer is
 * rendered as a transition (docs/product.md § Performance): the cards replace the skeletons in
 * small interruptible steps instead of one long task, which on a phone
 * would land in the middle of hydration.
 */
export function useProjects(): ProjectsState {
  const [current, setCurrent] = useState<ProjectsState>(LOADING);
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(state));
    update();
    return subscribe(update);
  }, []);
  return current;
}

/** Test hook: forget the request so the next `loadProjects()` fetches again. */
export function resetProjectsForTests(): void {
  started = false;
  state = LOADING;
}
