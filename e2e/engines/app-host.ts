import { createServer, type IncomingMessage, type Server } from 'node:http';
import { staticHandler } from '../../tools/lib/static-server.ts';
import { listen } from '../support/listen.ts';

/** A page of the app host that is not the app: flows clear the site's storage from it. */
export const BLANK_PATH = '/__engines/blank';

/** One violation report as the browser posted it (the `csp-report` body of `report-uri`). */
export type CspReport = Record<string, unknown>;

export type AppHost = {
  server: Server;
  /**
   * Makes the host unreachable (every connection is dropped without an
   * answer, as a host that is down or a device that is offline) or reachable
   * again. Firefox and WebKit have no switch a test can flip to go offline,
   * so the flows stop the servers instead.
   */
  setUp(up: boolean): void;
  /** The violation reports received since the last {@link AppHost.resetReports}, oldest first. */
  reports(): CspReport[];
  resetReports(): void;
};

/**
 * The site's host for the other engines' flows: the production build served
 * like the Chromium suite's static host (with its `_headers`), plus what
 * those engines need from the host because their drivers cannot do it in
 * the browser:
 * - the `Content-Security-Policy` header gets a `report-uri` to this host,
 *   so every `securitypolicyviolation` (of the page, the worker, before any
 *   script of the page or a test runs) is posted here; WebKit's WebDriver has
 *   no way to run a script before the page's own;
 * - {@link BLANK_PATH} answers a bare page, outside the precache, where a
 *   flow clears the site's storage without the app running;
 * - {@link AppHost.setUp} takes the host down and up.
 * @param root the built site (`e2e/.dist/root`).
 * @throws the server's `error` (EADDRINUSE: pick another `E2E_PORT_BASE`).
 */
export async function startAppHost(
  root: string,
  port: number,
  host = '127.0.0.1',
): Promise<AppHost> {
  const files = staticHandler({ root, headers: true });
  let up = true;
  let received: CspReport[] = [];
  const reportPath = '/__engines/csp-report';
  const server = createServer((req: IncomingMessage, res) => {
    if (!up) {
      req.socket.destroy();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === reportPath && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            'csp-report'?: CspReport;
          };
          received.push(body['csp-report'] ?? body);
        } catch {
          received.push({ unreadable: Buffer.concat(chunks).toString('utf8') });
        }
        res.writeHead(204).end();
      });
      return;
    }
    if (path === BLANK_PATH) {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end('<!doctype html><title>blank</title>');
      return;
    }
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      name.toLowerCase() === 'content-security-policy'
        ? setHeader(name, `${String(value)}; report-uri ${reportPath}`)
        : setHeader(name, value);
    files(req, res);
  });
  await listen(server, port, host);
  return {
    server,
    setUp: (value) => {
      up = value;
      if (!up) server.closeIdleConnections();
    },
    reports: () => received,
    resetReports: () => {
      received = [];
    },
  };
}
