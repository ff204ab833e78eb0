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
 * Starts the client entry chunk with {@link COMPILE_HINT}. It must be the
 * file's first line (one line lower, after Vite's preload map, most of its
 * effect was lost in a trace), so it is added after every other plugin's
 * `generateBundle`, where Vite puts that map; the minifier would drop it from
 * an earlier hook. Chunks loaded on demand keep lazy compiling: most of their
 * functions may never run.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'portfolio:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry)
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
