import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type BuildSiteOptions = {
  /** Output folder of the client build. */
  outDir: string;
  /** Variables of the configuration table (docs/product.md § Configuration: VITE_*, BASE_PATH, SITE_URL). */
  env: Record<string, string>;
  /** The checkout to build (its `node_modules/` included); default the current folder. */
  cwd?: string;
};

/**
 * Builds the production site like `npm run build` does (SSR pass for the
 * prerender, then the client build) into `outDir`, with the given
 * configuration. The SSR pass writes to a folder of its own next to `outDir`
 * (`PRERENDER_DIR`, read by vite.config.ts), so several builds can run at
 * once. Set `E2E_SKIP_BUILD=1` to reuse an existing `outDir`.
 * @returns when both passes have finished.
 * @throws Error with the build's own output when a step fails.
 */
export async function buildSite({ outDir, env, cwd }: BuildSiteOptions): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(`${outDir}/index.html`)) return;
  const vite = 'node_modules/.bin/vite';
  const options = {
    env: { ...process.env, ...env, PRERENDER_DIR: `${outDir}.prerender` },
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  };
  try {
    await run(vite, ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'error'], options);
    await run(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], options);
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`Building ${outDir} failed:\n${stderr}${stdout}`);
  }
}
