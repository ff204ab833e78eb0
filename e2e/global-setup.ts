import type { Server } from 'node:http';
import type { FullConfig } from '@playwright/test';
import { buildSite } from '../tools/lib/build-site.ts';
import { startStaticServer } from '../tools/lib/static-server.ts';
import { WITHOUT_BUILD_CHROMIUM } from './support/build-without-chromium.ts';
import { startControlServer } from './support/control-server.ts';
import { type MailMode, startMailServer } from './support/mail-server.ts';
import { type MediaMode, startMediaServer } from './support/media-server.ts';
import {
  DEMO_REEL_URL,
  HOST,
  MAIL_ORIGIN,
  PROJECTS_URL,
  portsFor,
  SITE_URL,
  SUB_PATH_SITE_ORIGIN,
} from './support/ports.ts';
import { type ProjectsMode, startProjectsServer } from './support/projects-server.ts';
import { startUpdateSite } from './support/update-site.ts';
import { startWorkerRouter } from './support/worker-router.ts';

/** Where the end-to-end builds go (git-ignored). */
export const E2E_DIST = 'e2e/.dist/root';
/** The build without EmailJS keys (the local inbox). */
export const INBOX_DIST = 'e2e/.dist/inbox';
/** The build under `BASE_PATH=/portfolio/`. */
export const SUB_PATH_DIST = 'e2e/.dist/sub-path';
export const SUB_PATH_BASE = '/portfolio/';
/** Later versions of the site, which the update specs deploy over version 1 (E2E_DIST). */
const NEXT_VERSIONS = [2, 3];
const nextDist = (version: number) => `e2e/.dist/next-${version}`;
/** Worker `w`'s update site serves its own copy of the build from here (git-ignored). */
const updateDir = (worker: number) => `e2e/.dist/update-${worker}`;

/** The EmailJS keys baked into the end-to-end build; the fake mail API sees them in every request. */
export const E2E_EMAILJS = {
  VITE_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  VITE_EMAILJS_SERVICE_ID: 'e2e_service',
  VITE_EMAILJS_TEMPLATE_ID: 'e2e_template',
  VITE_EMAILJS_ORIGIN: MAIL_ORIGIN,
};

/** The configuration of the main end-to-end build. */
export const E2E_ENV = {
  VITE_PROJECTS_URL: PROJECTS_URL,
  VITE_DEMO_REEL_URL: DEMO_REEL_URL,
  BASE_PATH: '/',
  SITE_URL,
  ...E2E_EMAILJS,
};

function close(server: Server) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Every build the specs need, at once (each spec used to build its own,
 * one after another): the main one, versions 2 and 3 of it for the update
 * specs, one without EmailJS keys and one under a sub-path. Versions 2 and 3
 * and the keyless build have no PDF CV and no share pictures
 * (`WITHOUT_BUILD_CHROMIUM`): their specs never look at them, and the main
 * build's worker already precaches the PDF at the same path.
 */
async function buildAll(): Promise<void> {
  await Promise.all([
    buildSite({ outDir: E2E_DIST, env: E2E_ENV }),
    ...NEXT_VERSIONS.map((version) =>
      buildSite({
        outDir: nextDist(version),
        env: {
          ...E2E_ENV,
          ...WITHOUT_BUILD_CHROMIUM,
          VITE_DEMO_REEL_URL: `${DEMO_REEL_URL}?deploy=${version}`,
        },
      }),
    ),
    buildSite({
      outDir: INBOX_DIST,
      env: {
        VITE_PROJECTS_URL: PROJECTS_URL,
        BASE_PATH: '/',
        VITE_EMAILJS_PUBLIC_KEY: '',
        VITE_EMAILJS_SERVICE_ID: '',
        VITE_EMAILJS_TEMPLATE_ID: '',
        VITE_EMAILJS_ORIGIN: '',
        ...WITHOUT_BUILD_CHROMIUM,
      },
    }),
    buildSite({
      outDir: SUB_PATH_DIST,
      env: {
        ...E2E_EMAILJS,
        BASE_PATH: SUB_PATH_BASE,
        SITE_URL: SUB_PATH_SITE_ORIGIN,
        VITE_PROJECTS_URL: '',
        VITE_DEMO_REEL_URL: '',
      },
    }),
  ]);
}

/**
 * Builds the sites once with the stand-in servers' URLs baked in, then starts
 * the servers the specs use, for each Playwright worker: its static host for
 * the build, its update site and its control server, which steers its own
 * projects server, media host and mail API. Those three stand-ins listen on
 * one port each for all workers (the build bakes their URLs), and a router
 * hands each request to the stand-in of the worker it came from. Returns the
 * teardown.
 */
export default async function globalSetup(config: FullConfig) {
  await buildAll();

  const workers = Math.max(1, config.workers);
  const shared = portsFor(0);
  const servers: Server[] = [];
  const projects = await Promise.all(
    Array.from({ length: workers }, () => startProjectsServer(shared.projects, HOST, false)),
  );
  const mail = await Promise.all(
    Array.from({ length: workers }, () => startMailServer(shared.mail, HOST, false)),
  );
  const media = await Promise.all(
    Array.from({ length: workers }, () => startMediaServer(shared.media, HOST, false)),
  );
  const projectsRouter = await startWorkerRouter(
    shared.projects,
    projects.map((s) => s.server),
  );
  const mailRouter = await startWorkerRouter(
    shared.mail,
    mail.map((s) => s.server),
  );
  const mediaRouter = await startWorkerRouter(
    shared.media,
    media.map((s) => s.server),
  );
  servers.push(projectsRouter.server, mailRouter.server, mediaRouter.server);

  for (let worker = 0; worker < workers; worker += 1) {
    const ports = portsFor(worker);
    // Served with the build's _headers, as Netlify and Cloudflare Pages do (docs/product.md § Security).
    const app = await startStaticServer({ root: E2E_DIST, port: ports.app, headers: true });
    const update = await startUpdateSite({
      from: E2E_DIST,
      versions: Object.fromEntries(NEXT_VERSIONS.map((version) => [version, nextDist(version)])),
      dir: updateDir(worker),
      port: ports.update,
    });
    const [projectsServer, mailServer, mediaServer] = [
      projects[worker]!,
      mail[worker]!,
      media[worker]!,
    ];
    const control = await startControlServer(ports.control, {
      ...update.routes,
      'projects/mode': (body) => projectsServer.setMode(body as ProjectsMode),
      'projects/count': () => projectsServer.requestCount(),
      'projects/release': () => projectsServer.release(),
      'projects/up': (body) => {
        const { up } = body as { up: boolean };
        projectsRouter.setUp(worker, up);
        return up;
      },
      'mail/mode': (body) => mailServer.setMode(body as MailMode),
      'mail/requests': () => mailServer.requests(),
      'mail/release': () => mailServer.release(),
      'mail/reset': () => mailServer.reset(),
      'mail/up': (body) => {
        const { up } = body as { up: boolean };
        mailRouter.setUp(worker, up);
        return up;
      },
      'media/mode': (body) => mediaServer.setMode(body as MediaMode),
      'media/count': () => mediaServer.requestCount(),
      'media/release': () => mediaServer.release(),
    });
    servers.push(app, update.server, control);
  }

  return async () => {
    await Promise.all(servers.filter((server) => server.listening).map(close));
  };
}
