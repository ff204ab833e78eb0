import type { Server } from 'node:http';
import { buildSite } from './support/build-site';
import { startControlServer } from './support/control-server';
import { APP_URL, HOST, PORTS, PROJECTS_URL } from './support/ports';
import { startProjectsServer, type ProjectsMode } from './support/projects-server';
import { startStaticServer } from './support/static-server';

/** Where the end-to-end build goes (git-ignored). */
export const E2E_DIST = 'e2e/.dist/root';

function close(server: Server) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Builds the site once with the stand-in servers' URLs baked in, then starts
 * the servers every spec uses: the static host for the build, the
 * cross-origin projects server and the control server the specs use to steer
 * them. Returns the teardown.
 */
export default async function globalSetup() {
  buildSite({
    outDir: E2E_DIST,
    env: { VITE_PROJECTS_URL: PROJECTS_URL, BASE_PATH: '/', SITE_URL: APP_URL },
  });

  const app = await startStaticServer({ root: E2E_DIST, port: PORTS.app });
  const projects = await startProjectsServer(PORTS.projects);
  let projectsUp = true;

  const control = await startControlServer(PORTS.control, {
    'projects/mode': (body) => projects.setMode(body as ProjectsMode),
    'projects/count': () => projects.requestCount(),
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
  });

  return async () => {
    await Promise.all([close(app), close(control), projectsUp ? close(projects.server) : undefined]);
  };
}
