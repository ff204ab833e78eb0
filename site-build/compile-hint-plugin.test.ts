import { describe, expect, it } from 'vitest';
import { type ChunkGraph, hintedChunks, type ModuleGraph } from './compile-hint-plugin.ts';

const PREFETCH = '/repo/src/lib/prefetch-when-idle.ts';

/** A bundle like the site's: an entry, prefetched dialogs sharing react-aria, and on-demand parts. */
const chunks: ChunkGraph[] = [
  {
    fileName: 'index.js',
    isEntry: true,
    moduleIds: [
      '/repo/src/main.tsx',
      '/repo/src/menu-button.tsx',
      '/repo/src/connect.tsx',
      PREFETCH,
    ],
    imports: [],
  },
  {
    fileName: 'nav-drawer.js',
    isEntry: false,
    moduleIds: ['/repo/src/nav-drawer.tsx'],
    imports: ['overlay.js'],
  },
  {
    fileName: 'contact.js',
    isEntry: false,
    moduleIds: ['/repo/src/contact.tsx'],
    imports: ['overlay.js', 'outbox.js'],
  },
  {
    fileName: 'overlay.js',
    isEntry: false,
    moduleIds: ['/repo/src/overlay.tsx'],
    imports: ['aria.js'],
  },
  {
    fileName: 'aria.js',
    isEntry: false,
    moduleIds: ['/repo/node_modules/react-aria/x.mjs'],
    imports: ['index.js'],
  },
  { fileName: 'outbox.js', isEntry: false, moduleIds: ['/repo/src/outbox.ts'], imports: [] },
  { fileName: 'send.js', isEntry: false, moduleIds: ['/repo/src/send.ts'], imports: ['outbox.js'] },
  {
    fileName: 'writing.js',
    isEntry: false,
    moduleIds: ['/repo/src/writing.tsx'],
    imports: ['aria.js'],
  },
];

const modules: Record<string, ModuleGraph> = {
  '/repo/src/main.tsx': { importedIds: [PREFETCH], dynamicallyImportedIds: [] },
  '/repo/src/menu-button.tsx': {
    importedIds: [PREFETCH],
    dynamicallyImportedIds: ['/repo/src/nav-drawer.tsx'],
  },
  '/repo/src/connect.tsx': {
    importedIds: ['/repo/src/other.ts', PREFETCH],
    dynamicallyImportedIds: ['/repo/src/contact.tsx'],
  },
  // Imports a module on demand, but not through the idle prefetch.
  '/repo/src/contact.tsx': {
    importedIds: ['/repo/src/overlay.tsx'],
    dynamicallyImportedIds: ['/repo/src/send.ts'],
  },
  '/repo/src/home.tsx': { importedIds: [], dynamicallyImportedIds: ['/repo/src/writing.tsx'] },
};
const moduleInfo = (id: string) => modules[id] ?? null;

describe('hintedChunks', () => {
  it('hints the entry, the prefetched chunks and every chunk they import', () => {
    expect([...hintedChunks(chunks, moduleInfo)].sort()).toEqual([
      'aria.js',
      'contact.js',
      'index.js',
      'nav-drawer.js',
      'outbox.js',
      'overlay.js',
    ]);
  });

  it('leaves chunks loaded only on demand to lazy compiling, even when they share a prefetched chunk', () => {
    const hinted = hintedChunks(chunks, moduleInfo);
    expect(hinted.has('send.js')).toBe(false);
    expect(hinted.has('writing.js')).toBe(false);
  });

  it('hints only the entry when nothing is prefetched', () => {
    expect([...hintedChunks(chunks, () => null)]).toEqual(['index.js']);
  });
});
