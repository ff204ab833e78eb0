import type { Server } from 'node:http';
import { buildSite } from './support/build-site';
import { startControlServer } from './support/control-server';
import { listen } from './support/listen';
import { startMailServer, type MailMode } from './support/mail-server';
import { startMediaServer, type MediaMode } from './support/media-server';
import { APP_URL, DEMO_REEL_URL, HOST, MAIL_ORIGIN, PORTS, PROJECTS_URL } from './support/ports';
import { startProjectsServer, type ProjectsMode } from './support/projects-server';
import { startStaticServer } from './support/static-server';
import { startUpdateSite } from './support/update-site';

/** Where the end-to-end build goes (git-ignored). */
export const E2E_DIST = 'e2e/.dist/root';
/** The update site's copy of the build, which specs redeploy (git-ignored). */
const UPDATE_DIST = 'e2e/.dist/update';

/** The EmailJS keys baked into the end-to-end build; the fake mail API sees them in every request. */
export const E2E_EMAILJS = {
  VITE_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  VITE_EMAILJS_SERVICE_ID: 'e2e_service',
  VITE_EMAILJS_TEMPLATE_ID: 'e2e_template',
  VITE_EMAILJS_ORIGIN: MAIL_ORIGIN,
};

function close(server: Server) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Stops a stand-in server (connection refused) or starts it again on its port. */
async function setUp(server: Server, port: number, up: boolean): Promise<void> {
  if (up === server.listening) return;
  if (up) await listen(server, port, HOST);
  else await close(server);
}

/**
 * Builds the site once with the stand-in servers' URLs baked in, then starts
 * the servers every spec uses: the static host for the build, the
 * cross-origin projects server, media host and mail API, and the control
 * server the specs use to steer them. Returns the teardown.
 */
export default async function globalSetup() {
  const env = {
    VITE_PROJECTS_URL: PROJECTS_URL,
    VITE_DEMO_REEL_URL: DEMO_REEL_URL,
    BASE_PATH: '/',
    SITE_URL: APP_URL,
    ...E2E_EMAILJS,
  };
  buildSite({ outDir: E2E_DIST, env });

  // Served with the build's _headers, as Netlify and Cloudflare Pages do (issue 7).
  const app = await startStaticServer({ root: E2E_DIST, port: PORTS.app, headers: true });
  const update = await startUpdateSite({ from: E2E_DIST, dir: UPDATE_DIST, port: PORTS.update, env });
  const projects = await startProjectsServer(PORTS.projects);
  const media = await startMediaServer(PORTS.media);
  const mail = await startMailServer(PORTS.mail);

  const control = await startControlServer(PORTS.control, {
    ...update.routes,
    'projects/mode': (body) => projects.setMode(body as ProjectsMode),
    'projects/count': () => projects.requestCount(),
    'projects/release': () => projects.release(),
    'projects/up': async (body) => {
      const { up } = body as { up: boolean };
      await setUp(projects.server, PORTS.projects, up);
      return up;
    },
    'mail/mode': (body) => mail.setMode(body as MailMode),
    'mail/requests': () => mail.requests(),
    'mail/reset': () => mail.reset(),
    'mail/up': async (body) => {
      const { up } = body as { up: boolean };
      await setUp(mail.server, PORTS.mail, up);
      return up;
    },
    'media/mode': (body) => media.setMode(body as MediaMode),
    'media/count': () => media.requestCount(),
  });

  return async () => {
    const servers = [app, update.server, control, projects.server, mail.server, media.server];
    await Promise.all(servers.filter((server) => server.listening).map(close));
  };
}
