import { create } from 'zustand';
import { showToast } from '#src/components/ui/toast-queue.ts';
import { pageTranslator } from '#src/i18n/page-translator.ts';

/**
 * Installing from the page (docs/product.md § Offline and install): the
 * "Install app" button's state, fed by the browser's install events.
 */

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

/**
 * What the install button does now: `prompt` opens the browser's install
 * prompt (Chromium fired `beforeinstallprompt`); `ios-help` opens the "Add to
 * Home Screen" help (Safari on iPhone and iPad, which has no prompt); `null`
 * hides it (no way to install from the page, declined for this visit,
 * installed, or running as the installed app).
 */
export type InstallMode = 'prompt' | 'ios-help' | null;

export type InstallStore = { mode: InstallMode };

/** Display modes of an installed app: the page is already "on the home screen" there. */
const APP_DISPLAY_MODES = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];

/** Never persisted: every visit starts hidden (as in the prerendered HTML) and learns from the browser. */
export const useInstallStore = create<InstallStore>()(() => ({ mode: null }));

let deferred: BeforeInstallPromptEvent | null = null;
let isDeclined = false;
let isInstalled = false;
let isWatching = false;

/**
 * True for Safari on iPhone, iPad or iPod touch (an iPad in desktop mode
 * says "Macintosh" but has a touch screen). Chrome, Firefox, Edge and other
 * iOS browsers and in-app web views are left out: the help names Safari's
 * Share button.
 * @param userAgent `navigator.userAgent`
 * @param maxTouchPoints `navigator.maxTouchPoints`
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const isIos =
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) ||
    (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  const isOtherBrowser = /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|DuckDuckGo|Brave)\//.test(
    userAgent,
  );
  return isIos && !isOtherBrowser && /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent);
}

/** True while the page runs as an installed app (any app display mode, or iOS's home-screen flag). */
export function isRunningAsApp(): boolean {
  const iosHomeScreen = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    iosHomeScreen ||
    APP_DISPLAY_MODES.some((mode) => window.matchMedia(`(display-mode: ${mode})`).matches)
  );
}

function update(): void {
  let mode: InstallMode = null;
  if (!isInstalled && !isDeclined && !isRunningAsApp()) {
    if (deferred) mode = 'prompt';
    else if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) mode = 'ios-help';
  }
  useInstallStore.setState({ mode });
}

function keepOffer(event: Event): void {
  event.preventDefault();
  if (isDeclined || isInstalled) return;
  deferred = event as BeforeInstallPromptEvent;
  update();
}

/**
 * Starts listening for the browser's install events; call once at startup
 * (later calls do nothing). `beforeinstallprompt` is kept (its default
 * mini-infobar suppressed) for the button; `appinstalled` hides the button
 * and shows the toast "Installed"; a switch to or from an app display mode
 * updates the button.
 * @param earlyOffer a `beforeinstallprompt` event the browser fired before
 *   this ran (kept by the pre-paint script, `takeInstallOffer` in
 *   src/app/early-input.ts): Chromium fires it only once per page load.
 */
export function watchInstallPrompt(earlyOffer?: Event): void {
  if (isWatching) return;
  isWatching = true;
  window.addEventListener('beforeinstallprompt', keepOffer);
  if (earlyOffer) keepOffer(earlyOffer);
  window.addEventListener('appinstalled', () => {
    isInstalled = true;
    deferred = null;
    update();
    showToast(pageTranslator().t('install.installed'), { tone: 'success' });
  });
  for (const mode of APP_DISPLAY_MODES) {
    window.matchMedia(`(display-mode: ${mode})`).addEventListener('change', update);
  }
  update();
}

/**
 * Opens the browser's install prompt (one use per `beforeinstallprompt`
 * event, so the button hides at once). A refusal hides the button for the
 * rest of this visit; an acceptance is followed by `appinstalled`.
 * @returns the visitor's choice, or null when there was no prompt to show.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred;
  if (!event) return null;
  deferred = null;
  update();
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') isDeclined = true;
    else isInstalled = true;
    update();
    return outcome;
  } catch (error) {
    // The prompt could not be shown (already used, or the page lost its user activation).
    console.warn('The install prompt could not be shown:', error);
    return null;
  }
}
