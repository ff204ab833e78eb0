import { expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import { contrastRatio } from './colour.ts';
import { storedState } from './stored-state.ts';

/** The axe rule tags that must pass (docs/product.md § Accessibility: WCAG 2.2 AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The two layouts (docs/product.md § Navigation): wide (sidebar) and narrow (top bar and drawer). */
export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 390, height: 844 };

export type ColourMode = 'dark' | 'light';

/**
 * What the page says about one element axe reported, read in the same task
 * in which axe finished: the element as axe saw it, even when the page has
 * changed it since (a stalled video giving way to its error message).
 */
type NodeEvidence = {
  /** The element lies in the profile header (`main header`), over its gradient. */
  inProfileHeader: boolean;
  /** Text and background colour in a dialog, measured against the dialog's own opaque background; null elsewhere. */
  dialogColours: { text: string; back: string; isLarge: boolean } | null;
  /** Length of the longest text among the elements its `aria-describedby` names (0 without one), in characters. */
  describedByLength: number;
};

type AxeNode = { target: string; summary: string; messages: string[]; evidence: NodeEvidence };
type AxeFinding = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/**
 * Runs axe-core with the WCAG 2.0–2.2 A/AA rules on the page as it is now
 * and fails with a readable list (rule, impact, help, offending elements)
 * when anything is reported. Results axe cannot decide ("incomplete") fail
 * too, except the known cases of {@link isKnownUndecided}.
 * `scene` names the state in the message. Contrast is measured as painted,
 * so running animations are waited for first.
 *
 * axe runs in the page, and what the known cases need is read there as soon
 * as it finishes, from the very elements it reported (`elementRef`): the
 * verdict never depends on how far the page got in the meantime (how long
 * axe takes depends on the machine's speed, the page's timers do not).
 */
export async function expectNoAxeViolations(page: Page, scene: string): Promise<void> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations, incomplete } = await page.evaluate(runAxe, WCAG_TAGS);
  const describe = (results: AxeFinding[]) =>
    results.map(
      (result) =>
        `${result.id} (${result.impact}): ${result.help}\n` +
        result.nodes.map((node) => `    ${node.target}: ${node.summary}`).join('\n'),
    );
  expect(describe(violations), `axe violations in "${scene}"`).toEqual([]);

  // Everything axe left undecided, less the known cases (see isKnownUndecided).
  const undecided = incomplete
    .map((result) => ({
      ...result,
      nodes: result.nodes.filter((node) => !isKnownUndecided(result.id, node)),
    }))
    .filter((result) => result.nodes.length > 0);
  expect(describe(undecided), `axe could not decide in "${scene}"`).toEqual([]);
}

/**
 * In the page: runs axe (already injected) with `tags` and returns its
 * violations and undecided results, each node with its {@link NodeEvidence}.
 * Self-contained: Playwright sends it to the page as source text.
 */
async function runAxe(
  tags: string[],
): Promise<{ violations: AxeFinding[]; incomplete: AxeFinding[] }> {
  const axeInPage = (window as unknown as { axe: typeof axe }).axe;
  const results = await axeInPage.run(document, {
    runOnly: { type: 'tag', values: tags },
    elementRef: true,
    resultTypes: ['violations', 'incomplete'],
  });
  // No task has run since axe finished: the elements are read below as axe left them.
  const evidence = (el: Element | undefined): NodeEvidence => {
    const describedByLength = Math.max(
      0,
      ...(el?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => (id ? (document.getElementById(id)?.textContent ?? '').trim().length : 0)),
    );
    let dialogColours: NodeEvidence['dialogColours'] = null;
    if (el?.closest('[role="dialog"]')) {
      const style = getComputedStyle(el);
      const isLarge =
        parseFloat(style.fontSize) >= 24 ||
        (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
      for (let node: Element | null = el; node; node = node.parentElement) {
        const { backgroundColor, backgroundImage } = getComputedStyle(node);
        if (backgroundImage !== 'none') break;
        if (/^rgb\(/.test(backgroundColor)) {
          dialogColours = { text: style.color, back: backgroundColor, isLarge };
          break;
        }
        if (backgroundColor !== 'rgba(0, 0, 0, 0)') break;
      }
    }
    return {
      inProfileHeader: Boolean(el?.closest('main header')),
      dialogColours,
      describedByLength,
    };
  };
  const plain = (list: typeof results.violations): AxeFinding[] =>
    list.map((result) => ({
      id: result.id,
      impact: result.impact ?? null,
      help: result.help,
      nodes: result.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: (node.failureSummary ?? '').replace(/\n/g, ' '),
        messages: node.any.map((check) => check.message),
        evidence: evidence(node.element),
      })),
    }));
  return { violations: plain(results.violations), incomplete: plain(results.incomplete) };
}

/**
 * The results axe leaves for a person to check that this project checks
 * elsewhere: text over the profile header's gradient, a lone character there
 * too (src/styles/theme.test.ts checks the header's one text colour against
 * both gradient stops), text in a dialog
 * that axe thinks overlapped (measured here against the dialog's own
 * background), and "video-caption"
 * (axe cannot hear whether a video has sound) for a video tied to its text
 * alternative: the sample reel is silent (src/app/site.test.ts), and a
 * reel with speech gets its captions track from the content module.
 */
function isKnownUndecided(rule: string, node: AxeNode): boolean {
  const { evidence } = node;
  if (
    rule === 'color-contrast' &&
    node.messages.some((message) => /background gradient|too short/.test(message))
  ) {
    // Over the gradient, a lone character (the availability line's "·") is
    // reported as too short rather than as over a gradient.
    return evidence.inProfileHeader;
  }
  if (
    rule === 'color-contrast' &&
    node.messages.some((message) => /partially overlaps other elements/.test(message))
  ) {
    // Lines of text in a full-screen dialog lie over different parts of the page under it, which
    // axe takes for overlap: measure it against the dialog's own opaque background instead.
    const colours = evidence.dialogColours;
    return (
      colours !== null && contrastRatio(colours.text, colours.back) >= (colours.isLarge ? 3 : 4.5)
    );
  }
  if (rule === 'video-caption') return evidence.describedByLength > 20;
  return false;
}

/** Resolves once no CSS animation or transition is running (a fading dialog would be measured mid-fade). */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      // Endless animations (spinners, skeleton pulse) never settle; they do not move layout or colours of text.
      return animation.playState !== 'running' || timing?.iterations === Infinity;
    }),
  );
}

/** The "Dark mode" switch's state, read from the page (`<html data-theme>`). */
export async function colourMode(page: Page): Promise<ColourMode> {
  return (await page.locator('html').getAttribute('data-theme')) === 'light' ? 'light' : 'dark';
}

/**
 * Switches the page to `mode` the way a visitor does: the header's "Dark
 * mode" switch on wide screens, the one in the navigation drawer on narrow
 * ones (the drawer is closed again afterwards).
 */
export async function setColourMode(page: Page, mode: ColourMode): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', /dark|light/);
  if ((await colourMode(page)) === mode) return;
  const headerSwitch = page.getByRole('switch', { name: 'Dark mode' });
  if (await headerSwitch.isVisible()) {
    await headerSwitch.click();
  } else {
    const drawer = await openDrawer(page);
    await drawer.getByRole('switch', { name: 'Dark mode' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/**
 * Opens the page fresh in `mode` (light: switched, saved, then reloaded),
 * so nothing has focus and Tab starts from the top of the page.
 */
export async function loadInMode(page: Page, mode: ColourMode): Promise<void> {
  await page.goto('/');
  if (mode === 'dark') return; // the default: nothing to switch
  await setColourMode(page, mode);
  await expect.poll(() => storedState(page, 'theme')).toEqual({ mode });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Opens the narrow layout's navigation drawer with its button and returns the dialog. */
export async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Waits until the projects replaced their skeletons (the fixture's six cards). */
export async function waitForProjects(page: Page): Promise<void> {
  const projects = page.getByRole('region', { name: 'Featured Projects Today' });
  await expect(projects.getByRole('link')).toHaveCount(6);
}

/**
 * Waits until all of Home is on the page: the projects, the posts under "Writing" (loaded after
 * hydration) and the résumé's sections (rendered once their marker has been scrolled past:
 * docs/product.md § Writing, § Résumé sections), then scrolls back to the top. For checks that
 * walk the whole page, so the parts that come later are in them too.
 */
export async function waitForWholeHome(page: Page): Promise<void> {
  await waitForProjects(page);
  await expect(page.locator('#writing-heading')).toBeVisible();
  const sections = page.locator('[data-resume-sections]');
  // Read down the page as a visitor does, half a screen a step: the sections' chunk loads as
  // their marker comes near, and they render once it is passed; the chunk may land after the
  // last step, so read on from the top until they are there. Each step is its own evaluate with
  // no wait on a frame inside the page: the steps are paced from here, by the short wait for the
  // sections, so a frame the browser holds back cannot leave a step waiting for ever.
  await expect(async () => {
    await page.evaluate(() => {
      const end = document.documentElement.scrollHeight - innerHeight;
      scrollTo(0, scrollY >= end ? 0 : scrollY + innerHeight / 2);
    });
    await expect(sections).toBeAttached({ timeout: 200 });
  }).toPass({ intervals: [0], timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
