import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '#src/components/ui/toast-queue.ts';
import { isIosSafari } from './install-prompt.ts';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iphoneInApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

describe('isIosSafari', () => {
  it('is true for Safari on iPhone, and on an iPad that asks for desktop sites', () => {
    expect(isIosSafari(UA.iphoneSafari, 5)).toBe(true);
    expect(isIosSafari(UA.ipadDesktopSafari, 5)).toBe(true);
  });

  it('is false for a Mac, other iOS browsers, in-app views and Android', () => {
    expect(isIosSafari(UA.ipadDesktopSafari, 0)).toBe(false);
    expect(isIosSafari(UA.iphoneChrome, 5)).toBe(false);
    expect(isIosSafari(UA.iphoneFirefox, 5)).toBe(false);
    expect(isIosSafari(UA.iphoneInApp, 5)).toBe(false);
    expect(isIosSafari(UA.androidChrome, 5)).toBe(false);
  });
});

describe('the install prompt', () => {
  afterEach(() => {
    toastQueue.clear();
    vi.resetModules();
  });

  /** A stand-in for Chromium's event, answering `outcome`. */
  function offer(outcome: 'accepted' | 'dismissed') {
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome }),
    });
    window.dispatchEvent(event);
    return { prompt, event };
  }

  it('offers the prompt once, and after a refusal ignores further offers for the visit', async () => {
    const { watchInstallPrompt, promptInstall, useInstallStore } = await import(
      './install-prompt.ts'
    );
    watchInstallPrompt();
    expect(useInstallStore.getState().mode).toBeNull();
    const { prompt, event } = offer('dismissed');
    expect(event.defaultPrevented).toBe(true); // no mini-infobar of its own
    expect(useInstallStore.getState().mode).toBe('prompt');
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(useInstallStore.getState().mode).toBeNull();
    offer('accepted');
    expect(useInstallStore.getState().mode).toBeNull();
    await expect(promptInstall()).resolves.toBeNull();
  });

  it('shows the prompt for an offer made before it listened', async () => {
    const { watchInstallPrompt, promptInstall, useInstallStore } = await import(
      './install-prompt.ts'
    );
    const prompt = vi.fn(() => Promise.resolve());
    const early = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    watchInstallPrompt(early);
    expect(useInstallStore.getState().mode).toBe('prompt');
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('hides after appinstalled and says "Installed"', async () => {
    const { watchInstallPrompt, useInstallStore } = await import('./install-prompt.ts');
    watchInstallPrompt();
    offer('accepted');
    window.dispatchEvent(new Event('appinstalled'));
    expect(useInstallStore.getState().mode).toBeNull();
    expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toEqual(['Installed']);
  });
});
