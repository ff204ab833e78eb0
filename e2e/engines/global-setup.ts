import type { Server } from 'node:http';
import { buildSite } from '../../tools/lib/build-site.ts';
import { E2E_DIST, E2E_ENV } from '../global-setup.ts';
import { startControlServer } from '../support/control-server.ts';
import { type MailMode, startMailServer } from '../support/mail-server.ts';
import { startMediaServer } from '../support/media-server.ts';
import { HOST, portsFor } from '../support/ports.ts';
import { type ProjectsMode, startProjectsServer } from '../support/projects-server.ts';
import { startWorkerRouter } from '../support/worker-router.ts';
import { startAppHost } from './app-host.ts';

function close(server: Server) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The other engines' run (Firefox, WebKit): builds the main end-to-end site
 * only when there is none to reuse (`npm test` runs this after Chromium's
 * suite, with `E2E_SKIP_BUILD=1`, so it reuses that build), then starts the
 * stand-ins the Chromium suite uses, on the ports of worker 0 of
 * `E2E_PORT_BASE` (the build bakes them in): the app host
 * (./app-host.ts), the projects server, the mail API and the media host,
 * each of which a flow can take down and up, and the control server that
 * steers them (e2e/support/stand-ins.ts). One worker: the flows of both
 * engines run one after the other. Returns the teardown.
 */
export default async function globalSetup() {
  await buildSite({ outDir: E2E_DIST, env: E2E_ENV });

  const ports = portsFor(0);
  const projects = await startProjectsServer(ports.projects, HOST, false);
  const mail = await startMailServer(ports.mail, HOST, false);
  const media = await startMediaServer(ports.media, HOST, false);
  const projectsRouter = await startWorkerRouter(ports.projects, [projects.server]);
  const mailRouter = await startWorkerRouter(ports.mail, [mail.server]);
  const mediaRouter = await startWorkerRouter(ports.media, [media.server]);
  const app = await startAppHost(E2E_DIST, ports.app);
  const control = await startControlServer(ports.control, {
    'projects/mode': (body) => projects.setMode(body as ProjectsMode),
    'projects/count': () => projects.requestCount(),
    'projects/last-answer': () => projects.lastAnswer(),
    'projects/up': (body) => {
      const { up } = body as { up: boolean };
      projectsRouter.setUp(0, up);
      return up;
    },
    'mail/mode': (body) => mail.setMode(body as MailMode),
    'mail/requests': () => mail.requests(),
    'mail/reset': () => mail.reset(),
    'mail/up': (body) => {
      const { up } = body as { up: boolean };
      mailRouter.setUp(0, up);
      return up;
    },
    'media/up': (body) => {
      const { up } = body as { up: boolean };
      mediaRouter.setUp(0, up);
      return up;
    },
    'app/up': (body) => {
      const { up } = body as { up: boolean };
      app.setUp(up);
      return up;
    },
    'csp/reports': () => app.reports(),
    'csp/reset': () => app.resetReports(),
  });
  const servers = [
    projectsRouter.server,
    mailRouter.server,
    mediaRouter.server,
    app.server,
    control,
  ];
  return async () => {
    await Promise.all(servers.filter((server) => server.listening).map(close));
  };
}
