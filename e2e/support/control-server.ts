import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listen } from './listen.ts';

/** A control route: gets the parsed JSON body (or undefined), returns a JSON-able answer. */
export type ControlRoute = (body: unknown) => unknown | Promise<unknown>;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * The tests' remote control for the stand-in servers, which live in the
 * Playwright runner's process while the tests run in worker processes.
 * `POST /{name}` with a JSON body calls `routes[name]` and answers its result.
 */
export async function startControlServer(
  port: number,
  routes: Record<string, ControlRoute>,
  host = '127.0.0.1',
): Promise<Server> {
  const server = createServer(async (req, res) => {
    const name = (req.url ?? '/').slice(1);
    const route = routes[name];
    if (req.method !== 'POST' || !route) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"no such route"}');
      return;
    }
    try {
      const result = await route(await readJson(req));
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(result ?? null));
    } catch (error) {
      res
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: String(error) }));
    }
  });
  await listen(server, port, host);
  return server;
}
