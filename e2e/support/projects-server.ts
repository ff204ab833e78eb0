import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { heldAnswers } from './held-answers.ts';
import { listen } from './listen.ts';

/**
 * How the stand-in for the remote JSON server answers `GET /projects`:
 * - `ok`: the fixture list
 * - `error`: status 500
 * - `malformed`: status 200 with a body that is not JSON
 * - `not-list`: status 200 with a JSON object instead of a list
 * - `reset`: the connection is dropped without an answer (a network error)
 * - `body`: status 200 with `body` as given (hostile or changed data)
 *
 * Its pictures (`GET /images/…`) answer 200 with an SVG, or 503 while
 * `images` is `'unavailable'` (a host that is down).
 *
 * With `hold`, every answer waits until `release()` (deterministic loading
 * states on a machine of any speed).
 */
export type ProjectsMode = {
  kind: 'ok' | 'error' | 'malformed' | 'not-list' | 'reset' | 'body';
  hold?: boolean;
  body?: string;
  images?: 'ok' | 'unavailable';
};

/** A stand-in remote JSON server, cross-origin to the app, with CORS like json-server. */
export type ProjectsServer = {
  server: Server;
  setMode: (mode: ProjectsMode) => void;
  /** How many `GET /projects` requests arrived since the last `setMode`. */
  requestCount: () => number;
  /**
   * The number of the last `ok` answer sent (0 before the first). Every
   * `ok` answer carries its number in the `X-Answer` header (readable by the
   * page), so a test can tell which answer a cache holds.
   */
  lastAnswer: () => number;
  /** Answers every held request (mode `hold`); later requests answer at once. */
  release: () => void;
};

const FIXTURE = new URL('../fixtures/projects.json', import.meta.url);
const IMAGE = new URL('../fixtures/project-image.svg', import.meta.url);

/**
 * Starts the projects server. Fixture image URLs `{origin}/…` are rewritten
 * to the server's own origin, so images are cross-origin too.
 * @param listenNow false to leave the server unbound: a worker router
 *   (worker-router.ts) on `port` hands it the requests of one worker.
 */
export async function startProjectsServer(
  port: number,
  host = '127.0.0.1',
  listenNow = true,
): Promise<ProjectsServer> {
  const selfOrigin = `http://${host}:${port}`;
  const fixture = readFileSync(FIXTURE, 'utf8').replaceAll('{origin}', selfOrigin);
  const image = readFileSync(IMAGE);
  let mode: ProjectsMode = { kind: 'ok' };
  let count = 0;
  let answers = 0;
  const held = heldAnswers();

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', selfOrigin).pathname;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-cache');
    if (path.startsWith('/images/')) {
      if (mode.images === 'unavailable')
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Unavailable');
      else res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(image);
      return;
    }
    if (path !== '/projects') {
      res.writeHead(404).end();
      return;
    }
    count += 1;
    const current = mode;
    const answer = () => {
      switch (current.kind) {
        case 'ok':
          answers += 1;
          res
            .writeHead(200, {
              'Content-Type': 'application/json',
              'X-Answer': String(answers),
              'Access-Control-Expose-Headers': 'X-Answer',
            })
            .end(fixture);
          return;
        case 'error':
          res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"boom"}');
          return;
        case 'malformed':
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"id": 1, "title": ');
          return;
        case 'not-list':
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"projects": []}');
          return;
        case 'reset':
          req.socket.destroy();
          return;
        case 'body':
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(current.body ?? '');
          return;
      }
    };
    if (current.hold) held.keep(answer);
    else answer();
  });
  if (listenNow) await listen(server, port, host);
  return {
    server,
    setMode: (next) => {
      mode = next;
      count = 0;
    },
    requestCount: () => count,
    lastAnswer: () => answers,
    release: () => {
      mode = { ...mode, hold: false };
      held.releaseAll();
    },
  };
}
