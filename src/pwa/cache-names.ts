import { scopedName } from '#src/lib/scoped-name.ts';

/**
 * Names of the service worker's runtime caches, scoped by the base path
 * (`scopedName`: unchanged at `/`, `portfolio-projects@/portfolio/` under a
 * sub-path), so the kill switch and other deployments on the same host tell
 * them apart (docs/product.md § Offline and install). The one registry of
 * them: the worker's routes and the features that fill a cache from the
 * page read their names here.
 */
export const CACHE_NAMES = {
  /** The projects JSON (`VITE_PROJECTS_URL`), stale-while-revalidate, kept indefinitely (docs/product.md § Offline and install). */
  projects: scopedName('portfolio-projects'),
  /** Images not in the precache (the projects' pictures), cache-first with entry and age bounds. */
  images: scopedName('portfolio-images'),
};

/**
 * Runtime caches older versions of the site made and this one no longer
 * uses, scoped like {@link CACHE_NAMES}: the worker deletes them when it
 * activates (`registerRetiredCacheCleanup`), and the kill switch
 * (`tools/kill-switch/sw.js`) still knows them (docs/product.md § Offline
 * and install). A cache leaving {@link CACHE_NAMES} moves here.
 */
export const RETIRED_CACHE_NAMES: readonly string[] = [
  // The posts list's: `data/posts.json` is precached now (docs/product.md § Writing).
  scopedName('portfolio-posts'),
];
