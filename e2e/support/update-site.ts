import { cpSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { buildSite } from './build-site';
import type { ControlRoute } from './control-server';
import { startStaticServer } from './static-server';

export type UpdateSiteOptions = {
  /** The end-to-end build to start from (the "deployed" version 1). */
  from: string;
  /** The folder the update site serves; specs redeploy into it. */
  dir: string;
  port: number;
  /** The configuration `from` was built with. */
  env: Record<string, string>;
};

/** The kill-switch worker the README tells owners to deploy over `sw.js`. */
const KILL_SWITCH = 'scripts/kill-switch/sw.js';

/**
 * A second static host serving its own copy of the site on another origin
 * (so its service worker, caches and storage are separate), with control
 * routes that redeploy it the way an owner would:
 * - `update/reset`: back to the end-to-end build
 * - `update/deploy` (body `{ version }`, default 2): a real rebuild (SSR pass
 *   and client build) in which one setting changed with the version, so the
 *   entry script, the HTML and the precache manifest of `sw.js` differ from
 *   every other version; answers `{ entry }`, the new entry script's path
 * - `update/kill-switch`: the kill-switch worker copied over `sw.js`
 */
export async function startUpdateSite({ from, dir, port, env }: UpdateSiteOptions): Promise<{
  server: Server;
  routes: Record<string, ControlRoute>;
}> {
  const reset = () => {
    rmSync(dir, { recursive: true, force: true });
    cpSync(from, dir, { recursive: true });
  };
  reset();
  const server = await startStaticServer({ root: dir, port, headers: true });
  return {
    server,
    routes: {
      'update/reset': reset,
      'update/deploy': (body) => {
        const reel = env.VITE_DEMO_REEL_URL || '/media/demo-reel.mp4';
        const version = (body as { version?: number } | undefined)?.version ?? 2;
        buildSite({ outDir: dir, env: { ...env, VITE_DEMO_REEL_URL: `${reel}?deploy=${version}` }, force: true });
        const html = readFileSync(`${dir}/index.html`, 'utf8');
        // The entry script is a module script, or inserted by the prerenderer's
        // loader at the end of <body> (scripts/vite-plugin-site.ts, deferEntryScript).
        const entry = html.match(/(?:<script type="module"[^>]* src=|\.src=)"([^"]+\.js)"/)?.[1];
        return { entry };
      },
      'update/kill-switch': () => cpSync(KILL_SWITCH, `${dir}/sw.js`),
    },
  };
}
