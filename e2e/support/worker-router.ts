import type { IncomingMessage, Server } from 'node:http';
import { createServer } from 'node:http';
import { listen } from './listen.ts';
import { workerOfPort } from './ports.ts';

/**
 * Which Playwright worker a request to a stand-in comes from: the port of the
 * page that made it, read from `Origin` (fetches, CORS preflights) or else
 * `Referer` (a video's or an image's request; the site's referrer policy
 * still sends the origin cross-origin). Each worker serves the site on ports
 * of its own (ports.ts), so the port names the worker.
 * @returns the worker's index, 0 when the request names no page (a request
 *   made from Node, not from a page).
 */
export function workerOf(req: IncomingMessage): number {
  for (const header of [req.headers.origin, req.headers.referer]) {
    if (!header || header === 'null') continue;
    try {
      const port = Number(new URL(header).port);
      if (port) return workerOfPort(port);
    } catch {
      // Not a URL: try the next header.
    }
  }
  return 0;
}

export type WorkerRouter = {
  server: Server;
  /**
   * Makes the stand-in unreachable for one worker (every connection it
   * opens is dropped without an answer, a network error like a refused
   * connection), or reachable again.
   */
  setUp: (worker: number, up: boolean) => void;
};

/**
 * One listening port in front of one stand-in per worker. The build bakes
 * one URL per stand-in (the projects server, mail API, media host), and every
 * worker runs the same build; this router hands each request to the stand-in
 * of the worker it came from (see {@link workerOf}), so each worker sets its
 * stand-in's mode without touching the other's.
 * @param backends one unbound server per worker, by worker index.
 * @throws the server's `error` (EADDRINUSE: pick another `E2E_PORT_BASE`).
 */
export async function startWorkerRouter(
  port: number,
  backends: Server[],
  host = '127.0.0.1',
): Promise<WorkerRouter> {
  const down = new Set<number>();
  const server = createServer((req, res) => {
    const worker = Math.min(workerOf(req), backends.length - 1);
    if (down.has(worker)) {
      req.socket.destroy();
      return;
    }
    backends[worker]?.emit('request', req, res);
  });
  await listen(server, port, host);
  return {
    server,
    setUp: (worker, up) => {
      if (up) down.delete(worker);
      else down.add(worker);
    },
  };
}
