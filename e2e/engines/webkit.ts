import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { withDeadline } from '../../tools/lib/deadline.ts';
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

/** WebKitGTK's WebDriver server (Debian's `webkit2gtk-driver`), or `WEBKIT_DRIVER_PATH`. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
/** WebKitGTK's MiniBrowser, which the driver starts in automation mode, or `MINIBROWSER_PATH`. */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The X server WebKitGTK needs (Debian's `xvfb`). */
export const XVFB_PATH = '/usr/bin/Xvfb';

/**
 * How long the X server, the driver and each flow's MiniBrowser session may
 * take to start, in ms (a busy 2-core machine).
 */
const START_TIMEOUT_MS = 30_000;

/** How long ending a MiniBrowser session may take, in ms. */
const QUIT_TIMEOUT_MS = 10_000;

/** How long {@link WebKitPage.click} waits for its target to stop moving, in ms (a busy 2-core machine). */
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * In the page (async script; the element, then WebDriver's callback): whether
 * the element's box is the same two animation frames apart, i.e. it is not
 * moving. WebDriver's own click scrolls the element into view and checks
 * only the instant it runs: on an element still sliding in (the drawer's
 * 220 ms entrance) it fails with "element not interactable". Playwright's
 * click waits for the same ("stable").
 */
const SETTLED_SCRIPT = `const el = arguments[0];
  const done = arguments[arguments.length - 1];
  const box = () => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].join(); };
  const before = box();
  requestAnimationFrame(() => requestAnimationFrame(() => done(box() === before)));`;

class WebKitPage implements EnginePage {
  readonly engine = 'webkit' as const;
  constructor(private readonly driver: WebDriver) {}

  async goto(url: string, { hydrate = true } = {}): Promise<void> {
    await this.driver.get(url);
    if (hydrate) await this.untilListening();
  }

  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
    await this.untilListening();
  }

  private async untilListening(): Promise<void> {
    await until(
      `The page at ${await this.driver.getCurrentUrl()} did not start its script`,
      () => this.driver.executeScript<boolean>("return !('__earlyClicks' in window)"),
      HYDRATION_TIMEOUT_MS,
    );
  }

  async evaluate<T, A extends unknown[]>(
    fn: (...args: A) => T | Promise<T>,
    ...args: A
  ): Promise<T> {
    // The function's source goes into the script itself: an eval() in the
    // page would break the site's policy (no 'unsafe-eval').
    const result = await this.driver.executeAsyncScript<{ ok?: T; error?: string }>(
      `const done = arguments[arguments.length - 1];
       const args = Array.prototype.slice.call(arguments, 0, -1);
       Promise.resolve()
         .then(() => (${fn.toString()}).apply(null, args))
         .then((value) => done({ ok: value === undefined ? null : value }),
               (error) => done({ error: String((error && error.stack) || error) }));`,
      ...args,
    );
    if (result.error !== undefined) throw new Error(`In the page: ${result.error}`);
    return result.ok as T;
  }

  state(query: Query): Promise<ElementState> {
    return this.driver.executeScript<ElementState>(
      `return ${STATE_SOURCE}(${JSON.stringify(wire(query))})`,
    );
  }

  private async target(query: Query): Promise<WebElement> {
    const element = await this.driver.executeScript<WebElement | null>(
      `return ${TARGET_SOURCE}(${JSON.stringify(wire(query))})`,
    );
    if (!element) throw new Error(`Nothing visible matches ${describe(query)}`);
    return element;
  }

  /** Clicks the target once it has stopped moving (see {@link SETTLED_SCRIPT}). */
  async click(query: Query): Promise<void> {
    const element = await this.target(query);
    await until(
      `${describe(query)} did not stop moving`,
      () => this.driver.executeAsyncScript<boolean>(SETTLED_SCRIPT, element),
      SETTLE_TIMEOUT_MS,
    );
    await element.click();
  }

  async fill(query: Query, text: string): Promise<void> {
    const element = await this.target(query);
    const filled = await this.driver.executeScript<boolean>(
      'arguments[0].focus(); arguments[0].select(); return arguments[0].value !== "";',
      element,
    );
    if (filled) await this.driver.actions().sendKeys(Key.BACK_SPACE).perform();
    await element.sendKeys(text);
  }

  async press(key: 'Escape'): Promise<void> {
    await this.driver
      .actions()
      .sendKeys(Key[key.toUpperCase() as 'ESCAPE'])
      .perform();
  }

  async resize(width: number, height: number): Promise<void> {
    await this.driver.manage().window().setRect({ width, height });
  }
}

/**
 * Starts Xvfb on a display it picks itself (`-displayfd`); resolves with the
 * display's number. `-noreset`: by default the X server resets when its last
 * client leaves, and drops a client that connects meanwhile, so a
 * MiniBrowser started just after the last one quit sometimes got "cannot
 * open display" and WebKitWebDriver waited for it forever (4 processes
 * opening and closing the display 300 times each here: 79 of 1,200 failed
 * by default, none with `-noreset`).
 */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(
      XVFB_PATH,
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    xvfb.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      xvfb.kill();
      reject(new Error(`Xvfb did not start within ${START_TIMEOUT_MS} ms:\n${stderr}`));
    }, START_TIMEOUT_MS);
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve({ process: xvfb, display: `:${chunk.toString().trim()}` });
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before it started:\n${stderr}`));
    });
  });
}

/** How much of WebKitWebDriver's standard error a failure quotes, in characters (the end of it). */
const STDERR_KEPT_CHARS = 2_000;

/** Ends a child process and waits for it (SIGTERM, then SIGKILL after 5 s). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export type WebKitOptions = PageOptions & {
  /** The port WebKitWebDriver listens on (from the run's `E2E_PORT_BASE`). */
  driverPort: number;
  /** MiniBrowser's user agent (e.g. Safari on an iPhone); its own X11 one when unset. */
  userAgent?: string;
};

/**
 * Starts Xvfb and WebKitWebDriver under it; each `pageForFlow()` starts a new
 * MiniBrowser session through selenium-webdriver, with one window of
 * `options`' size, and ends the one before (whose page is then dead).
 * `close()` ends all three.
 * A session per flow: a new session starts as a visitor's first visit does,
 * with no website data, so no flow depends on what an earlier one left.
 * (It was added for a worker that seemed to stay `activating` late in a
 * run; that turned out to be WebKit's stale view of the worker in a page
 * loaded during its activation, which happens in a new session too:
 * `untilWorkersAtRest` in ./fixtures.ts.)
 * @throws Error naming the `apt-get` line when a part is not installed, or
 *   saying which part did not start within START_TIMEOUT_MS.
 */
export async function launchWebKit(options: WebKitOptions): Promise<EngineBrowser> {
  for (const [what, path] of [
    ['WebKitWebDriver (webkit2gtk-driver)', WEBKIT_DRIVER_PATH],
    ['WebKitGTK MiniBrowser (webkit2gtk-driver)', MINIBROWSER_PATH],
    ['Xvfb', XVFB_PATH],
  ] as const) {
    if (!existsSync(path)) throw missingEngine(what, path);
  }
  const xvfb = await startXvfb();
  const children: ChildProcess[] = [xvfb.process];
  const stopAll = async () => {
    for (const child of children.reverse()) await stop(child);
  };
  try {
    const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${options.driverPort}`], {
      env: { ...process.env, DISPLAY: xvfb.display },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(driverProcess);
    // The driver's and MiniBrowser's last words, for a session that does not start.
    let driverErrors = '';
    driverProcess.stderr?.on('data', (chunk) => {
      driverErrors = `${driverErrors}${chunk}`.slice(-STDERR_KEPT_CHARS);
    });
    const server = `http://127.0.0.1:${options.driverPort}`;
    await until(
      `WebKitWebDriver did not answer on ${server}`,
      async () => {
        try {
          return (await fetch(`${server}/status`)).ok;
        } catch {
          return false;
        }
      },
      START_TIMEOUT_MS,
    );
    const args = ['--automation'];
    if (options.userAgent) args.push(`--user-agent=${options.userAgent}`);
    let session: WebDriver | undefined;
    const endSession = async () => {
      const ending = session;
      session = undefined;
      if (!ending) return;
      try {
        await withDeadline(
          ending.quit(),
          QUIT_TIMEOUT_MS,
          () => `it did not end within ${QUIT_TIMEOUT_MS} ms`,
        );
      } catch (error) {
        throw new Error(`Ending the last flow's WebKit session failed: ${error}`, {
          cause: error,
        });
      }
    };
    return {
      engine: 'webkit',
      pageForFlow: async () => {
        await endSession();
        driverErrors = '';
        const starting = new Builder()
          .usingServer(server)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args },
          })
          .build();
        session = await withDeadline(starting, START_TIMEOUT_MS, () => {
          // The driver allows one session: one that starts after all must end.
          starting.then(
            (late) => late.quit(),
            () => undefined,
          );
          return (
            `MiniBrowser did not start a session within ${START_TIMEOUT_MS} ms ` +
            '(WebKitWebDriver waits forever for a MiniBrowser that exited as it started); ' +
            `their standard error: ${driverErrors.trim() || '(nothing)'}`
          );
        });
        await session
          .manage()
          .window()
          .setRect({
            width: options.width ?? 1280,
            height: options.height ?? 800,
          });
        return new WebKitPage(session);
      },
      close: async () => {
        try {
          await endSession();
        } finally {
          await stopAll();
        }
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
