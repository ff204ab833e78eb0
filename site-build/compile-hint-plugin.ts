import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later; to other engines it is
 * just a comment): a script that starts with it has every function compiled
 * while it streams in, on a background thread, instead of each one on the
 * main thread the first time it runs. Nearly all of the entry chunk runs
 * during hydration, so this moves 50 to 70 ms (measured in a trace on the
 * bench machine) of main-thread compiling off a phone's first seconds
 * (docs/product.md § Performance), for 29 bytes.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The module whose callers load chunks when the page is idle after
 * hydration (docs/decisions/0019-prefetch-after-hydration.md).
 */
const PREFETCH_MODULE = '/src/lib/prefetch-when-idle.ts';

/** What {@link hintedChunks} reads of a chunk of the bundle. */
export type ChunkGraph = {
  /** Its path in the build, e.g. `assets/index-a1b2c3.js`. */
  fileName: string;
  /** Whether it is an entry chunk (the page's own module script). */
  isEntry: boolean;
  /** The modules in the chunk (absolute ids). */
  moduleIds: readonly string[];
  /** The chunks it imports statically (file names). */
  imports: readonly string[];
};

/** What {@link hintedChunks} reads of a module (Rollup's `ModuleInfo`). */
export type ModuleGraph = {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
};

/**
 * The chunks that start with {@link COMPILE_HINT}, as file names: the entry
 * chunks, and the chunks the page loads when it is idle after hydration for
 * a tap (the dialogs, the drawer, the toasts, the service worker's
 * registration), with the chunks those import statically. They are found as
 * the dynamic imports of the modules that import `prefetch-when-idle.ts`:
 * such a module registers what it imports dynamically there. (Every dynamic
 * import of such a module counts, so a chunk it loads some other way would be
 * hinted too; none does.) Their functions run on the tap they are loaded for,
 * and compiled lazily they cost that tap 50–80 ms of main-thread compiling on
 * the reference phone (docs/decisions/0027-compile-hint-for-prefetched-chunks.md);
 * hinted, they compile while the chunk streams in, before the tap. Other
 * chunks keep lazy compiling: the sending code and the outbox lists (much of
 * them may never run), the résumé sections and the Writing section (loaded
 * by their own slots, not measured), and the on-demand texts (data).
 * @param chunks the bundle's chunks.
 * @param moduleInfo a module's imports by id (Rollup's `this.getModuleInfo`); null when unknown.
 */
export function hintedChunks(
  chunks: readonly ChunkGraph[],
  moduleInfo: (id: string) => ModuleGraph | null,
): Set<string> {
  const prefetched = new Set<string>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const info = moduleInfo(id);
      if (info?.importedIds.some((imported) => imported.endsWith(PREFETCH_MODULE)))
        for (const target of info.dynamicallyImportedIds) prefetched.add(target);
    }
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const hinted = new Set<string>();
  const visit = (chunk: ChunkGraph | undefined) => {
    if (!chunk || hinted.has(chunk.fileName)) return;
    hinted.add(chunk.fileName);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  for (const chunk of chunks) {
    if (chunk.isEntry) hinted.add(chunk.fileName);
    else if (chunk.moduleIds.some((id) => prefetched.has(id))) visit(chunk);
  }
  return hinted;
}

/**
 * Starts the chunks {@link hintedChunks} names with {@link COMPILE_HINT}. It
 * must be the file's first line (one line lower, after Vite's preload map,
 * most of its effect was lost in a trace), so it is added after every other
 * plugin's `generateBundle`, where Vite puts that map; the minifier would
 * drop it from an earlier hook.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'portfolio:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const hinted = hintedChunks(chunks, (id) => this.getModuleInfo(id));
        for (const chunk of chunks)
          if (hinted.has(chunk.fileName)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
