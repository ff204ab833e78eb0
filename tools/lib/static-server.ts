import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {
  type HeaderRule,
  headersForPath,
  parseHeadersFile,
} from '../../site-build/lib/headers-file.ts';

export type StaticServerOptions = {
  /** The folder to serve (a built `dist/`). */
  root: string;
  port: number;
  host?: string;
  /** The path the site lives under, e.g. `/portfolio/` (default `/`). */
  basePath?: string;
  /**
   * Compress responses with gzip, as CDNs do (default false), and only gzip:
   * the budgets of docs/product.md § Performance are gzip sizes, and the
   * `compression` middleware would otherwise answer a browser that accepts
   * Brotli with Brotli at quality 4, larger than gzip for the entry chunk.
   */
  gzip?: boolean;
  /**
   * Apply the `_headers` file of `root`, when there is one, like Netlify and
   * Cloudflare Pages (docs/product.md § Security): every matching rule's headers on every
   * response, 404s included, and the file itself is never served. It is read
   * on each request, so a redeploy into `root` takes effect. Default false
   * (GitHub Pages and other hosts that ignore the file).
   */
  headers?: boolean;
};

/** The rules of `root/_headers`, or none when the file is missing. */
function readHeaderRules(root: string): HeaderRule[] {
  const file = join(root, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

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

/** Options of {@link staticHandler}: those of {@link startStaticServer} without the address. */
export type StaticHandlerOptions = Omit<StaticServerOptions, 'port' | 'host'>;

/**
 * The request handler of {@link startStaticServer}, for a server that adds
 * behaviour of its own in front of it (the other engines' app host,
 * e2e/engines/app-host.ts).
 * @returns a Node `request` listener; it answers every request.
 */
export function staticHandler({
  root,
  basePath = '/',
  gzip = false,
  headers = false,
}: StaticHandlerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const files = sirv(root, { dev: true, etag: true, dotfiles: false });
  const compress = gzip ? compression() : undefined;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (headers) {
      for (const [name, value] of headersForPath(readHeaderRules(root), url.pathname))
        res.setHeader(name, value);
      if (url.pathname === `${basePath}_headers`) {
        serveNotFound(root, res);
        return;
      }
    }
    if (!url.pathname.startsWith(basePath)) {
      serveNotFound(root, res);
      return;
    }
    req.url = `/${url.pathname.slice(basePath.length)}${url.search}`;
    files(req, res, () => serveNotFound(root, res));
  };
  return (req, res) => {
    if (compress) {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      if (/\bgzip\b/i.test(accepted)) req.headers['accept-encoding'] = 'gzip';
      compress(req as never, res as never, () => handle(req, res));
    } else {
      handle(req, res);
    }
  };
}

/**
 * Serves a built site the way a plain static host does (GitHub Pages,
 * Netlify without rewrites): files as they are, `index.html` for folders, and
 * `404.html` with status 404 for anything else. No SPA fallback, so the
 * tests see what visitors of a real host see; with `headers`, the headers a
 * host that reads `_headers` sends.
 * @returns the listening server; close it when done.
 */
export async function startStaticServer({
  port,
  host = '127.0.0.1',
  ...options
}: StaticServerOptions): Promise<Server> {
  const server = createServer(staticHandler(options));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
