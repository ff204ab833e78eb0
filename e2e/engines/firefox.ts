import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import {
  describe,
  type ElementState,
  type EngineBrowser,
  type EnginePage,
  HYDRATION_TIMEOUT_MS,
  type PageOptions,
  type Query,
  STATE_SOURCE,
  TARGET_SOURCE,
  until,
  wire,
} from './driver.ts';
import { missingEngine } from './missing-engine.ts';

/** Debian's Firefox ESR, or the binary in `FIREFOX_PATH`. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

class FirefoxPage implements EnginePage {
  readonly engine = 'firefox' as const;
  constructor(private readonly page: Page) {}

  async goto(url: string, { hydrate = true } = {}): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
    if (hydrate) await this.untilListening();
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
    await this.untilListening();
  }

  private async untilListening(): Promise<void> {
    await until(
      `The page at ${this.page.url()} did not start its script`,
      () => this.page.evaluate(() => !('__earlyClicks' in window)),
      HYDRATION_TIMEOUT_MS,
    );
  }

  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.page.evaluate(fn as never, ...(args as unknown as never[])) as Promise<T>;
  }

  state(query: Query): Promise<ElementState> {
    return this.page.evaluate(
      `${STATE_SOURCE}(${JSON.stringify(wire(query))})`,
    ) as Promise<ElementState>;
  }

  private async target(query: Query): Promise<ElementHandle<Element>> {
    const handle = await this.page.evaluateHandle(
      `${TARGET_SOURCE}(${JSON.stringify(wire(query))})`,
    );
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      throw new Error(`Nothing visible matches ${describe(query)}`);
    }
    return element as ElementHandle<Element>;
  }

  async click(query: Query): Promise<void> {
    const element = await this.target(query);
    try {
      await element.click();
    } finally {
      await element.dispose();
    }
  }

  async fill(query: Query, text: string): Promise<void> {
    const element = await this.target(query);
    try {
      const filled = await element.evaluate((el) => {
        (el as HTMLInputElement).focus();
        (el as HTMLInputElement).select();
        return (el as HTMLInputElement).value !== '';
      });
      if (filled) await this.page.keyboard.press('Backspace');
      await this.page.keyboard.type(text);
    } finally {
      await element.dispose();
    }
  }

  async press(key: 'Escape'): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }
}

/**
 * Starts Firefox ESR headless through puppeteer-core over WebDriver BiDi,
 * with one page of `options`' size.
 * @throws Error naming the `apt-get` line when Firefox is not installed.
 */
export async function launchFirefox(options: PageOptions = {}): Promise<EngineBrowser> {
  if (!existsSync(FIREFOX_PATH)) throw missingEngine('Firefox ESR', FIREFOX_PATH);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  const [existing] = await browser.pages();
  const page = new FirefoxPage(existing ?? (await browser.newPage()));
  return {
    engine: 'firefox',
    pageForFlow: async () => page,
    close: () => browser.close(),
  };
}
