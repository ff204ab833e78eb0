import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { contrastRatio } from './colour';
import { storedState } from './stored-state';

/** The axe rule tags that must pass (docs/product.md § Accessibility: WCAG 2.2 AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The two layouts (docs/product.md § Navigation): wide (sidebar) and narrow (top bar and drawer). */
export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 390, height: 844 };

export type ColourMode = 'dark' | 'light';

/**
 * Runs axe-core with the WCAG 2.0–2.2 A/AA rules on the page as it is now
 * and fails with a readable list (rule, impact, help, offending elements)
 * when anything is reported. Results axe cannot decide ("incomplete") fail
 * too, except the known cases of {@link isKnownUndecided}.
 * `scene` names the state in the message. Contrast is measured as painted,
 * so running animations are waited for first.
 */
export async function expectNoAxeViolations(page: Page, scene: string): Promise<void> {
  await settleAnimations(page);
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const describe = (results: typeof violations) =>
    results.map(
      (result) =>
        `${result.id} (${result.impact}): ${result.help}\n` +
        result.nodes
          .map(
            (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`,
          )
          .join('\n'),
    );
  expect(describe(violations), `axe violations in "${scene}"`).toEqual([]);

  // Everything axe left undecided, less the two known cases (see isKnownUndecided).
  const undecided: typeof incomplete = [];
  for (const result of incomplete) {
    const nodes = [];
    for (const node of result.nodes) {
      if (!(await isKnownUndecided(page, result.id, node))) nodes.push(node);
    }
    if (nodes.length > 0) undecided.push({ ...result, nodes });
  }
  expect(describe(undecided), `axe could not decide in "${scene}"`).toEqual([]);
}

type UndecidedNode = Awaited<
  ReturnType<AxeBuilder['analyze']>
>['incomplete'][number]['nodes'][number];

/**
 * The results axe leaves for a person to check that this project checks
 * elsewhere: text over the profile header's gradient (src/styles/theme.test.ts
 * checks the text colour against both gradient stops), text in a dialog
 * that axe thinks overlapped (measured here against the dialog's own
 * background), and "video-caption"
 * (axe cannot hear whether a video has sound) for a video tied to its text
 * alternative: the sample reel is silent (src/content/site.test.ts), and a
 * reel with speech gets its captions track from the content module.
 */
async function isKnownUndecided(page: Page, rule: string, node: UndecidedNode): Promise<boolean> {
  const selector = node.target.join(' ');
  if (
    rule === 'color-contrast' &&
    node.any.some((check) => /background gradient/.test(check.message))
  ) {
    return page.evaluate(
      (sel) => Boolean(document.querySelector(sel)?.closest('main header')),
      selector,
    );
  }
  if (
    rule === 'color-contrast' &&
    node.any.some((check) => /partially overlaps other elements/.test(check.message))
  ) {
    // Lines of text in a full-screen dialog lie over different parts of the page under it, which
    // axe takes for overlap: measure it against the dialog's own opaque background instead.
    const colours = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      if (!el?.closest('[role="dialog"]')) return null;
      const style = getComputedStyle(el);
      const isLarge =
        parseFloat(style.fontSize) >= 24 ||
        (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
      for (let node: Element | null = el; node; node = node.parentElement) {
        const { backgroundColor, backgroundImage } = getComputedStyle(node);
        if (backgroundImage !== 'none') return null;
        if (/^rgb\(/.test(backgroundColor))
          return { text: style.color, back: backgroundColor, isLarge };
        if (backgroundColor !== 'rgba(0, 0, 0, 0)') return null;
      }
      return null;
    }, selector);
    return (
      colours !== null && contrastRatio(colours.text, colours.back) >= (colours.isLarge ? 3 : 4.5)
    );
  }
  if (rule === 'video-caption') {
    return page.evaluate((sel) => {
      const ids = document.querySelector(sel)?.getAttribute('aria-describedby') ?? '';
      return ids
        .split(' ')
        .some((id) => (document.getElementById(id)?.textContent ?? '').trim().length > 20);
    }, selector);
  }
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
