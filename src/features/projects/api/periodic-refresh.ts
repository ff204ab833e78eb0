/**
 * The periodic background sync that refreshes the projects entry of the
 * runtime cache in an installed app (docs/product.md § Offline and install):
 * its tag, shared by the page that registers it ({@link registerProjectsRefresh})
 * and the worker that handles it (`src/features/projects/worker/projects-refresh.ts`), and
 * the shortest interval the page asks for, in ms (the browser may wait longer).
 */
export const PROJECTS_REFRESH = {
  tag: 'refresh-projects',
  minIntervalMs: 12 * 60 * 60 * 1000,
} as const;

/** The part of the Periodic Background Sync API the page uses (Chromium only; not in TypeScript's DOM types). */
type PeriodicSyncManager = {
  register: (tag: string, options: { minInterval: number }) => Promise<void>;
};

/** What {@link registerProjectsRefresh} did. */
export type ProjectsRefreshRegistration = 'registered' | 'unsupported' | 'not-granted' | 'failed';

/**
 * Asks the browser to wake the service worker at most every
 * `PROJECTS_REFRESH.minIntervalMs` (12 h) to refresh the projects list in
 * the runtime cache, so an installed app opened offline shows the newest
 * list it could get (docs/product.md § Offline and install).
 *
 * Only where the API exists (Chromium) and the `periodic-background-sync`
 * permission is granted, which Chromium does for an installed app the
 * visitor uses; elsewhere nothing happens. Registering again with the same
 * tag replaces the earlier registration, so calling it on every visit is safe.
 * @param registration the site's active registration (`navigator.serviceWorker.ready`).
 * @returns what happened; never rejects (a failure is logged with `console.warn`).
 */
export async function registerProjectsRefresh(
  registration: ServiceWorkerRegistration,
): Promise<ProjectsRefreshRegistration> {
  const periodicSync = (
    registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }
  ).periodicSync;
  if (!periodicSync || !navigator.permissions) return 'unsupported';
  try {
    const permission = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    if (permission.state !== 'granted') return 'not-granted';
    await periodicSync.register(PROJECTS_REFRESH.tag, {
      minInterval: PROJECTS_REFRESH.minIntervalMs,
    });
    return 'registered';
  } catch (error) {
    console.warn('The periodic refresh of the projects could not be registered:', error);
    return 'failed';
  }
}
