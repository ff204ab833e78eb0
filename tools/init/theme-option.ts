/**
 * `npm run init`'s theme options (docs/make-it-yours.md, "Colours"):
 * `--accent COLOUR` and `--colour-mode dark|light|system`, checked as the
 * build checks `portfolio.json` `theme` (site-build/lib/theme.ts).
 */
import type { PortfolioFields } from '#src/app/site-content.ts';
import { ContentError } from '#src/content/owner-content.ts';
import { PORTFOLIO_FILE } from '../../site-build/lib/read-owner-content.ts';
import { deriveAccent, type Theme } from '../../site-build/lib/theme.ts';
import { currentPortfolio } from './current-portfolio.ts';
import { InitRefusal } from './plan.ts';
import type { FileChanges } from './write.ts';

/** The first colour modes `--colour-mode` takes. */
export const COLOUR_MODES = ['dark', 'light', 'system'] as const;

/** The usage lines of the two flags. */
export const THEME_USAGE = `  --accent COLOUR       your accent colour, any CSS colour: "#0d9488", "rebeccapurple", "oklch(55% 0.15 250)"
                        (darkened where it would be too light to read; the build says so)
  --colour-mode dark|light|system
                        the first visit's colour mode (default dark); system follows the visitor's device`;

/**
 * The theme from the two flags' text (flags or answers).
 * @returns the theme to write, or undefined when neither is given.
 * @throws InitRefusal naming the flag: no CSS colour, a partly transparent
 *   one, or an unknown mode.
 */
export function themeOption(accent?: string, colourMode?: string): Theme | undefined {
  const colour = accent?.trim() || undefined;
  const mode = colourMode?.trim() || undefined;
  if (colour === undefined && mode === undefined) return undefined;
  if (mode !== undefined && !(COLOUR_MODES as readonly string[]).includes(mode)) {
    throw new InitRefusal(
      `--colour-mode "${mode}" is not a colour mode: give dark, light or system.`,
    );
  }
  if (colour !== undefined) {
    try {
      const { notice } = deriveAccent(colour);
      if (notice) console.log(notice);
    } catch (error) {
      if (error instanceof ContentError) {
        throw new InitRefusal(`--accent ${error.message.replace(/^.*?theme\.accent: /, '')}`);
      }
      throw error;
    }
  }
  return {
    ...(colour !== undefined && { accent: colour }),
    ...(mode !== undefined && { colourMode: mode as Theme['colourMode'] }),
  };
}

/** `portfolio` with `theme` over its own (a flag not given keeps its value); no theme: as it is. */
export function withTheme(portfolio: PortfolioFields, theme: Theme | undefined): PortfolioFields {
  return theme ? { ...portfolio, theme: { ...portfolio.theme, ...theme } } : portfolio;
}

/**
 * The change `--accent` or `--colour-mode` alone makes: `portfolio.json`
 * with the theme, every other field as it was.
 * @throws InitRefusal when `portfolio.json` cannot be read or checked.
 */
export function planThemeOnly(theme: Theme, root = '.'): FileChanges {
  const portfolio = currentPortfolio(root);
  const write = new Map([
    [PORTFOLIO_FILE, `${JSON.stringify(withTheme(portfolio, theme), null, 2)}\n`],
  ]);
  return { write, remove: [] };
}
