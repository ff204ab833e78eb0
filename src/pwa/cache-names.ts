/**
 * Names of the service worker's runtime caches (docs/product.md § Offline and install). Shared by the
 * worker's build options (`pwa-options.ts`) and the page, which puts the
 * first visit's projects response into the same cache
 * (`seed-runtime-cache.ts`).
 */
export const CACHE_NAMES = {
  /** The projects JSON (`VITE_PROJECTS_URL`), stale-while-revalidate, kept indefinitely (docs/product.md § Offline and install). */
  projects: 'portfolio-projects',
  /** Images not in the precache (the projects' pictures), cache-first with entry and age bounds. */
  images: 'portfolio-images',
} as const;
