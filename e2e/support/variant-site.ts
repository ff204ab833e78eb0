import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startStaticServer } from '../../tools/lib/static-server.ts';

const run = promisify(execFile);

/** A site built from an edited copy of the repository, served as a static host serves it. */
export type VariantSite = {
  /** The site's root: `http://127.0.0.1:{port}/`, with the trailing slash. */
  url: string;
  /** Stops the static server, then removes the copy of the repository. */
  close(): Promise<void>;
};

/**
 * Builds the copy of the repository in `dir` (made by `copyRepository`,
 * e2e/support/repository-copy.ts, and edited by the spec) as `npm run build`
 * does, the SSR pass then the client build, each with the copy's own `vite`;
 * then serves the copy's `dist/` as a static host does (`_headers`,
 * `404.html`: tools/lib/static-server.ts) on a free port of 127.0.0.1. The
 * build has `BASE_PATH=/` and the bundled projects list and demo reel
 * (`VITE_PROJECTS_URL` and `VITE_DEMO_REEL_URL` empty), over this process's
 * environment; `env` adds to or overrides that (e.g. `SITE_URL`). It takes
 * about 15 s: call it from `beforeAll` with a longer time-out.
 * @param dir the copy; from this call on, the returned `close` owns it.
 * @param env more build-time variables (docs/product.md § Configuration), e.g. `{ SITE_URL: 'https://owner.example/' }`.
 * @returns the site's URL, and `close`, which the spec calls from `afterAll`:
 *   it stops the server and removes `dir`.
 * @throws the failed `vite build`'s error (its output in `stdout` and
 *   `stderr`), after removing `dir`; then there is nothing to close.
 */
export async function buildVariantSite(
  dir: string,
  env: Record<string, string> = {},
): Promise<VariantSite> {
  let server: Server;
  try {
    const options = {
      cwd: dir,
      env: {
        ...process.env,
        BASE_PATH: '/',
        VITE_PROJECTS_URL: '',
        VITE_DEMO_REEL_URL: '',
        ...env,
      },
      maxBuffer: 64 * 1024 * 1024,
    };
    const vite = join(dir, 'node_modules/.bin/vite');
    await run(vite, ['build', '--ssr', 'src/entry-server.tsx'], options);
    await run(vite, ['build'], options);
    server = await startStaticServer({ root: join(dir, 'dist'), port: 0, headers: true });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
