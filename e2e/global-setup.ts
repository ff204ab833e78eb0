import type { Server } from 'node:http';
import { buildSite } from './support/build-site';
import { startControlServer } from './support/control-server';
import { startMediaServer, type MediaMode } from './support/media-server';
import { DEMO_REEL_URL, HOST, PORTS, PROJECTS_URL } from './support/ports';
import { startProjectsServer, type ProjectsMode } from './support/projects-server';
import { startStaticServer } from './support/static-server';
import { startUpdateSite } from './support/update-site';

/** Where the end-to-end build goes (git-ignored). */
export const E2E_DIST = 'e2e/.dist/root';
/** The update site's copy of the build, which specs redeploy (git-ignored). */
const UPDATE_DIST = 'e2e/.dist/update';

function close(server: Server) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Builds the site once with the stand-in servers' URLs baked in, then starts
 * the servers every spec uses: the static host for the build, the
 * cross-origin projects server and media host, and the control server the
 * specs use to steer them. Returns the teardown.
 */
export default async function globalSetup() {
  const env = { VITE_PROJECTS_URL: PROJECTS_URL, VITE_DEMO_REEL_URL: DEMO_REEL_URL, BASE_PATH: '/' };
  buildSite({ outDir: E2E_DIST, env });

  const app = await startStaticServer({ root: E2E_DIST, port: PORTS.app });
  const update = await startUpdateSite({ from: E2E_DIST, dir: UPDATE_DIST, port: PORTS.update, env });
  const projects = await startProjectsServer(PORTS.projects);
  const media = await startMediaServer(PORTS.media);
  let projectsUp = true;

  const control = await startControlServer(PORTS.control, {
    ...update.routes,
    'projects/mode': (body) => projects.setMode(body as ProjectsMode),
    'projects/count': () => projects.requestCount(),
    'projects/release': () => projects.release(),
    'projects/up': async (body) => {
      const { up } = body as { up: boolean };
      if (up === projectsUp) return up;
      if (up) {
        await new Promise<void>((resolve) => projects.server.listen(PORTS.projects, HOST, resolve));
      } else {
        await close(projects.server);
      }
      projectsUp = up;
      return up;
    },
    'media/mode': (body) => media.setMode(body as MediaMode),
    'media/count': () => media.requestCount(),
  });

  return async () => {
    await Promise.all([
      close(app),
      close(update.server),
      close(control),
      close(media.server),
      projectsUp ? close(projects.server) : undefined,
    ]);
  };
}
