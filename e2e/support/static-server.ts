import { createReadStream, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

export type StaticServerOptions = {
  /** The folder to serve (a built `dist/`). */
  root: string;
  port: number;
  host?: string;
  /** The path the site lives under, e.g. `/portfolio/` (default `/`). */
  basePath?: string;
  /** Compress responses with gzip, as CDNs do (default false). */
  gzip?: boolean;
};

function serveNotFound(root: string, res: ServerResponse) {
  const page = join(root, '404.html');
  res.statusCode = 404;
  if (!existsSync(page)) {
    res.end('Not found');
    return;
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  createReadStream(page).pipe(res);
}

/**
 * Serves a built site the way a plain static host does (GitHub Pages,
 * Netlify without rewrites): files as they are, `index.html` for folders, and
 * `404.html` with status 404 for anything else. No SPA fallback, so the
 * tests see what visitors of a real host see.
 * @returns the listening server; close it when done.
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  basePath = '/',
  gzip = false,
}: StaticServerOptions): Promise<Server> {
  const files = sirv(root, { dev: true, etag: true, dotfiles: false });
  const compress = gzip ? compression() : undefined;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(basePath)) {
      serveNotFound(root, res);
      return;
    }
    req.url = `/${url.pathname.slice(basePath.length)}${url.search}`;
    files(req, res, () => serveNotFound(root, res));
  };
  const server = createServer((req, res) => {
    if (compress) {
      compress(req as never, res as never, () => handle(req, res));
    } else {
      handle(req, res);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
