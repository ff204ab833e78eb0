import { readFileSync } from 'node:fs';
import { clear, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorStateDb } from '#src/lib/idb-persist.ts';
import { COLOR_MODE_MIRROR_KEY } from '#src/stores/theme-store.ts';

const html = document.documentElement;

/** The pre-paint script of index.html, run as the browser runs it (classic script, before anything paints). */
function runPrePaintScript() {
  const page = readFileSync('index.html', 'utf8');
  const script = page.match(/<script>([\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error('index.html has no inline pre-paint script');
  new Function(script)();
  return script;
}

async function loadPage() {
  vi.resetModules();
  return import('./visitor-state.ts');
}

describe('colour mode on load (docs/product.md § Colour mode: no flash of the wrong mode)', () => {
  beforeEach(async () => {
    await clear(visitorStateDb);
    localStorage.clear();
    html.dataset.theme = 'dark';
  });

  it('the pre-paint script reads the mirror key the store writes, and stays static and small', () => {
    const script = runPrePaintScript();
    expect(script).toContain(`'${COLOR_MODE_MIRROR_KEY}'`);
    // Colour mode, status-bar colour and the early-click recorder: still a few hundred bytes.
    expect(script.length).toBeLessThan(600);
  });

  it('paints light before any module runs when the mirror says light', () => {
    localStorage.setItem(COLOR_MODE_MIRROR_KEY, 'light');
    runPrePaintScript();
    expect(html.dataset.theme).toBe('light');
  });

  it.each([null, 'dark', 'purple'])('keeps the dark default when the mirror holds %j', (value) => {
    if (value !== null) localStorage.setItem(COLOR_MODE_MIRROR_KEY, value);
    runPrePaintScript();
    expect(html.dataset.theme).toBe('dark');
  });

  it('applies the mode stored in IndexedDB, and mirrors it', async () => {
    await set('theme', { state: { mode: 'light' }, version: 1 }, visitorStateDb);
    const { restoreVisitorState } = await loadPage();
    const done = restoreVisitorState();
    expect(html.dataset.theme).toBe('dark'); // untouched until the stored mode is known
    await done;
    expect(html.dataset.theme).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_MIRROR_KEY)).toBe('light');
  });

  it('lets IndexedDB win over a stale mirror', async () => {
    localStorage.setItem(COLOR_MODE_MIRROR_KEY, 'light');
    runPrePaintScript();
    const { restoreVisitorState } = await loadPage();
    await restoreVisitorState();
    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_MIRROR_KEY)).toBe('dark');
  });

  it('keeps the mirror’s mode when IndexedDB cannot be read: no flash back to dark, mirror kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(() => {
      throw new DOMException(
        'Internal error opening backing store for indexedDB.open.',
        'UnknownError',
      );
    });
    localStorage.setItem(COLOR_MODE_MIRROR_KEY, 'light');
    runPrePaintScript();
    const { restoreVisitorState } = await loadPage();
    const { useThemeStore } = await import('#src/stores/theme-store.ts');
    await restoreVisitorState();
    vi.restoreAllMocks();
    expect(useThemeStore.getState().mode).toBe('light');
    expect(html.dataset.theme).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_MIRROR_KEY)).toBe('light');
  });

  it('keeps the mirror’s mode, and the record, when IndexedDB holds a newer build’s colour mode', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const newer = { state: { mode: 'light', contrast: 'more' }, version: 2 };
    await set('theme', newer, visitorStateDb);
    localStorage.setItem(COLOR_MODE_MIRROR_KEY, 'light');
    runPrePaintScript();
    const { restoreVisitorState } = await loadPage();
    await restoreVisitorState();
    vi.restoreAllMocks();
    expect(html.dataset.theme).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_MIRROR_KEY)).toBe('light');
    expect(await get('theme', visitorStateDb)).toEqual(newer);
  });

  it('follows the switch after restoring, and restores every store', async () => {
    await set('like', { state: { isLiked: true }, version: 1 }, visitorStateDb);
    await set('courses-search', { state: { query: 'dummy' }, version: 1 }, visitorStateDb);
    await set('search', { state: { query: 'permit' }, version: 1 }, visitorStateDb);
    const { restoreVisitorState } = await loadPage();
    await restoreVisitorState();
    const { useThemeStore } = await import('#src/stores/theme-store.ts');
    const { useLikeStore } = await import('#src/features/demo-reel/like-store.ts');
    const { useCoursesSearchStore } = await import('#src/features/courses/courses-search-store.ts');
    expect(useLikeStore.getState().isLiked).toBe(true);
    expect(useCoursesSearchStore.getState().query).toBe('dummy');
    const { useSearchStore } = await import('#src/features/search/search-store.ts');
    expect(useSearchStore.getState()).toMatchObject({ query: 'permit', isOpen: false });
    useThemeStore.getState().toggle();
    expect(html.dataset.theme).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_MIRROR_KEY)).toBe('light');
  });
});
