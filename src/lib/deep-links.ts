import { useEffect, useRef } from 'react';

/**
 * Deep links (docs/product.md § Offline and install): the home page's
 * address with `?contact` opens the contact dialog, with `?reel` the demo
 * reel's video dialog, whether typed, shared, or opened from one of the
 * installed app's shortcuts (the manifest's `shortcuts`). With the
 * manifest's `launch_handler` (`client_mode: focus-existing`) a shortcut
 * focuses an open window of the app instead of loading a new one, and the
 * browser hands the shortcut's URL to `window.launchQueue`: that is read
 * here too.
 */

/** The deep links, by their query parameter. */
export const DEEP_LINKS = ['contact', 'reel'] as const;
export type DeepLink = (typeof DEEP_LINKS)[number];

const pending = new Set<DeepLink>();
const openers = new Map<DeepLink, () => void>();
let isStarted = false;

/**
 * The deep links a URL asks for (`?contact`, `?reel`, with or without a value).
 * @param search a URL's query string, e.g. `location.search`.
 */
export function deepLinksIn(search: string): DeepLink[] {
  const params = new URLSearchParams(search);
  return DEEP_LINKS.filter((name) => params.has(name));
}

function request(name: DeepLink): void {
  const open = openers.get(name);
  if (open) open();
  else pending.add(name);
}

/**
 * Opens a deep link's dialog from within the page (the availability line's
 * "Get in touch"), as loading the page with `?contact` would; asked before the
 * dialog's owner is mounted, it opens when that mounts.
 */
export function openDeepLink(name: DeepLink): void {
  request(name);
}

/** Chromium's Launch Handler API (not in TypeScript's DOM types). */
type LaunchQueue = { setConsumer: (consumer: (params: { targetURL?: string }) => void) => void };

/**
 * Reads the deep links of the page's own URL, then removes them from the
 * address bar (so the page's history entry is Home itself, Back from the
 * opened dialog stays on Home, and a reload opens nothing again), and
 * listens for launches of the installed app. Call once at startup, in the
 * browser; later calls do nothing.
 */
export function startDeepLinks(): void {
  if (isStarted) return;
  isStarted = true;
  const names = deepLinksIn(window.location.search);
  if (names.length > 0) {
    const url = new URL(window.location.href);
    for (const name of names) url.searchParams.delete(name);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    names.forEach(request);
  }
  const launchQueue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
  launchQueue?.setConsumer(({ targetURL }) => {
    if (targetURL) deepLinksIn(new URL(targetURL).search).forEach(request);
  });
}

/**
 * Opens something when its deep link is asked for: at once if the page was
 * loaded with it, and whenever a launch of the installed app asks later.
 * @param name the deep link.
 * @param open opens the dialog (may load its code first).
 */
export function useDeepLink(name: DeepLink, open: () => void): void {
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const opener = () => openRef.current();
    openers.set(name, opener);
    if (pending.delete(name)) opener();
    return () => {
      if (openers.get(name) === opener) openers.delete(name);
    };
  }, [name]);
}
