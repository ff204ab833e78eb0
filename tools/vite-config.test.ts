import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * `vite.config.ts` and everything it imports load under Node's own module
 * rules (Vite's `configLoader: 'native'`, planned as its default): Vite's
 * bundling loader warns on each import without a file extension, JSON import
 * without `with { type: 'json' }`, `__dirname` or `__filename`, and
 * `npm start` printed that warning (CONTRIBUTING.md, "What `npm test` checks",
 * a file extension on every import).
 */
describe('vite.config.ts', () => {
  it('loads without Vite’s warning about features configLoader native lacks', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = logger.warn;
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
      'vite.config.ts',
      process.cwd(),
      'warn',
      logger,
      'bundle',
    );
    expect(loaded?.path).toMatch(/vite\.config\.ts$/);
    expect(warnings.filter((warning) => warning.includes('configLoader'))).toEqual([]);
  }, 30_000);
});
