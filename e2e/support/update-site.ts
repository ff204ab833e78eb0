import { cpSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { startStaticServer } from '../../tools/lib/static-server.ts';
import type { ControlRoute } from './control-server.ts';

export type UpdateSiteOptions = {
  /** The end-to-end build to start from (the "deployed" version 1). */
  from: string;
  /**
   * Later builds of the same site by version number (2, 3, …), in each of
   * which one setting changed with the version, so its entry script, its
   * HTML and the precache manifest of its `sw.js` differ from every other
   * version's.
   */
  versions: Record<number, string>;
  /** The folder the update site serves; specs redeploy into it. */
  dir: string;
  port: number;
};

/** The kill-switch worker docs/deploy.md tells owners to deploy over `sw.js`. */
const KILL_SWITCH = 'tools/kill-switch/sw.js';

/** Copies a build into the served folder, replacing what was there: a deploy. */
function deploy(build: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(build, dir, { recursive: true });
}

/**
 * A second static host serving its own copy of the site on another origin
 * (so its service worker, caches and storage are separate), with control
 * routes that redeploy it the way an owner would:
 * - `update/reset`: back to version 1
 * - `update/deploy` (body `{ version }`, default 2): that version's build
 *   copied over it; answers `{ entry }`, the new entry script's path
 * - `update/kill-switch`: the kill-switch worker copied over `sw.js`
 * @throws (from `update/deploy`) Error for a version that was not built.
 */
export async function startUpdateSite({ from, versions, dir, port }: UpdateSiteOptions): Promise<{
  server: Server;
  routes: Record<string, ControlRoute>;
}> {
  deploy(from, dir);
  const server = await startStaticServer({ root: dir, port, headers: true });
  return {
    server,
    routes: {
      'update/reset': () => deploy(from, dir),
      'update/deploy': (body) => {
        const version = (body as { version?: number } | undefined)?.version ?? 2;
        const build = versions[version];
        if (!build)
          throw new Error(`update/deploy: no build of version ${version} (see global-setup.ts)`);
        deploy(build, dir);
        const html = readFileSync(`${dir}/index.html`, 'utf8');
        // The entry script is a module script, or inserted by the prerenderer's
        // loader at the end of <body> (site-build/prerender-plugin.ts, deferEntryScript).
        const entry = html.match(/(?:<script type="module"[^>]* src=|\.src=)"([^"]+\.js)"/)?.[1];
        return { entry };
      },
      'update/kill-switch': () => cpSync(KILL_SWITCH, `${dir}/sw.js`),
    },
  };
}
