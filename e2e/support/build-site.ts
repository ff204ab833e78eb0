import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export type BuildSiteOptions = {
  /** Output folder of the client build. */
  outDir: string;
  /** Variables of CONTRACT.md's configuration table (VITE_*, BASE_PATH). */
  env: Record<string, string>;
  /** Build even when `E2E_SKIP_BUILD=1` (a spec redeploying the site). */
  force?: boolean;
};

/**
 * Builds the production site like `npm run build` does (SSR pass for the
 * prerender, then the client build) into `outDir`, with the given
 * configuration. Set `E2E_SKIP_BUILD=1` to reuse an existing `outDir`.
 * @throws Error when a build step fails (its output is printed).
 */
export function buildSite({ outDir, env, force = false }: BuildSiteOptions): void {
  if (!force && process.env.E2E_SKIP_BUILD === '1' && existsSync(`${outDir}/index.html`)) return;
  const vite = 'node_modules/.bin/vite';
  const options = {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'] as ['ignore', 'ignore', 'inherit'],
  };
  execFileSync(vite, ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'error'], options);
  execFileSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], options);
}
