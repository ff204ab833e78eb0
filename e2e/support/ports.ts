/**
 * Ports of the end-to-end servers. `E2E_PORT_BASE` (default 4500) moves them
 * all, so two checkouts can run their suites side by side. Chromium refuses
 * "bad ports" such as 4190 and 6000 (STACK-NOTES): keep the base clear of them.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4500);

export const PORTS = {
  /** The production build, served like a static host. */
  app: base,
  /** Stands in for the remote JSON server (cross-origin). */
  projects: base + 1,
  /** Stands in for the EmailJS API. */
  mail: base + 2,
  /** Stands in for the media host of the demo reel. */
  media: base + 3,
  /** `vite preview` of a build without EmailJS keys: the local inbox (issue 3). */
  inbox: base + 4,
  /** The same keyless build on a plain static host, where the mail endpoints do not exist. */
  inboxStatic: base + 5,
  /** A second copy of the site that specs redeploy (service worker updates, kill switch). */
  update: base + 6,
  /** A build under `BASE_PATH=/portfolio/`, served under that path (issue 7, "Deploy"). */
  subPath: base + 7,
  /** Lets tests switch the servers' behaviour (mode, down/up, recorded requests). */
  control: base + 9,
} as const;

export const HOST = '127.0.0.1';
export const origin = (port: number) => `http://${HOST}:${port}`;

export const APP_URL = `${origin(PORTS.app)}/`;
export const PROJECTS_URL = `${origin(PORTS.projects)}/projects`;
/** The demo reel as the e2e build knows it (VITE_DEMO_REEL_URL): the media host stand-in. */
export const DEMO_REEL_URL = `${origin(PORTS.media)}/demo-reel.mp4`;
export const MAIL_ORIGIN = origin(PORTS.mail);
export const CONTROL_URL = origin(PORTS.control);
export const UPDATE_APP_URL = `${origin(PORTS.update)}/`;
