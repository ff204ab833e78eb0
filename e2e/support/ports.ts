/**
 * Ports of the end-to-end servers. `E2E_PORT_BASE` (default 4500) moves them
 * all, so two checkouts can run their suites side by side: worker `w` of a
 * run uses `base + 11w` to `base + 11w + 10`, so a run of 2 workers takes
 * `base` to `base + 21`. Chromium refuses "bad ports" such as 4190 and 6000
 * (fetch's port blocklist): keep the range clear of them.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4500);
/** Ports each worker owns. */
export const PORTS_PER_WORKER = 11;
/**
 * This process's worker: Playwright's `TEST_PARALLEL_INDEX` (0 to workers - 1)
 * in a worker process, 0 in the runner.
 */
export const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The worker whose port range holds `port` (see {@link portsFor}). */
export function workerOfPort(port: number): number {
  return Math.max(0, Math.floor((port - PORT_BASE) / PORTS_PER_WORKER));
}

/** The ports of worker `worker`. */
export function portsFor(worker: number) {
  const own = PORT_BASE + PORTS_PER_WORKER * worker;
  return {
    /** The production build, served like a static host. */
    app: own,
    /** Stands in for the remote JSON server (cross-origin). One port for all workers: the build bakes its URL. */
    projects: PORT_BASE + 1,
    /** Stands in for the EmailJS API; one port for all workers (worker-router.ts tells them apart). */
    mail: PORT_BASE + 2,
    /** Stands in for the media host of the demo reel; one port for all workers. */
    media: PORT_BASE + 3,
    /** `vite preview` of a build without EmailJS keys: the local inbox (docs/product.md § Contact). */
    inbox: own + 4,
    /** The same keyless build on a plain static host, where the mail endpoints do not exist. */
    inboxStatic: own + 5,
    /** A second copy of the site that specs redeploy (service worker updates, kill switch). */
    update: own + 6,
    /** A build under `BASE_PATH=/portfolio/`, served under that path (docs/deploy.md, "Under a sub-path"). */
    subPath: own + 7,
    /** Lets this worker's tests switch its stand-ins' behaviour (mode, down/up, recorded requests). */
    control: own + 9,
    /** `wrangler pages dev` serving the main build: Cloudflare Pages' own runtime (e2e/real-host.spec.ts). */
    realHost: own + 10,
  } as const;
}

/** The ports of this process's worker. */
export const PORTS = portsFor(WORKER);

export const HOST = '127.0.0.1';
export const origin = (port: number) => `http://${HOST}:${port}`;

/** The site as this worker serves it. */
export const APP_URL = `${origin(PORTS.app)}/`;
/**
 * `SITE_URL` of the end-to-end build (worker 0's address): the canonical
 * link and the other absolute URLs of every worker's copy point there.
 */
export const SITE_URL = `${origin(portsFor(0).app)}/`;
/** `SITE_URL` of the sub-path build (worker 0's sub-path origin). */
export const SUB_PATH_SITE_ORIGIN = origin(portsFor(0).subPath);
export const PROJECTS_URL = `${origin(PORTS.projects)}/projects`;
/** The demo reel as the e2e build knows it (VITE_DEMO_REEL_URL): the media host stand-in. */
export const DEMO_REEL_URL = `${origin(PORTS.media)}/demo-reel.mp4`;
export const MAIL_ORIGIN = origin(PORTS.mail);
export const CONTROL_URL = origin(PORTS.control);
export const UPDATE_APP_URL = `${origin(PORTS.update)}/`;
