import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PortfolioFields } from '#src/app/site-content.ts';
import { checkPortfolio, PORTFOLIO_FILE } from '../../site-build/lib/read-owner-content.ts';
import { InitRefusal } from './plan.ts';

/**
 * The repository's `portfolio.json` as it is now, checked as the build checks it, for a command
 * that changes part of it and keeps the rest.
 * @throws InitRefusal naming the file and the problem, and how to restore it, when it cannot
 *   be read, is not JSON or fails the build's check (docs/product.md § Make it yours: a command
 *   that refuses its input changes no file).
 */
export function currentPortfolio(root: string): PortfolioFields {
  try {
    return checkPortfolio(JSON.parse(readFileSync(join(root, PORTFOLIO_FILE), 'utf8')));
  } catch (error) {
    throw new InitRefusal(
      `${PORTFOLIO_FILE} is broken (${(error as Error).message}): fix it, or restore it with "git checkout ${PORTFOLIO_FILE}", and run again.`,
    );
  }
}
