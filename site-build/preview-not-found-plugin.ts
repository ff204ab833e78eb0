import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `npm start` answers like a static host: a page that has no file in the
 * build gets `404.html` (the prerendered "Page not found") with status 404.
 * Vite's preview server would answer every path with `index.html` and 200,
 * so the home page flashed before the app switched to "Page not found".
 * A folder with an `index.html` (the CV page) is a page; named without its
 * trailing slash it is redirected there. Only HTML requests (GET or HEAD
 * accepting `text/html`) under the base path are answered here; everything
 * else, `/__inbox/` included, goes on.
 */
export function previewNotFoundPlugin(): Plugin {
  return {
    name: 'portfolio:preview-not-found',
    configurePreviewServer(server) {
      const { base, root, build } = server.config;
      const outDir = resolve(root, build.outDir);
      server.middlewares.use((req, res, next) => {
        if (
          (req.method !== 'GET' && req.method !== 'HEAD') ||
          !req.headers.accept?.includes('text/html')
        ) {
          next();
          return;
        }
        let path: string;
        try {
          path = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        } catch {
          next();
          return;
        }
        const rest = path.startsWith(base) ? path.slice(base.length) : undefined;
        const file = rest === undefined ? undefined : join(outDir, rest);
        const folderPage =
          file !== undefined &&
          existsSync(file) &&
          statSync(file).isDirectory() &&
          existsSync(join(file, 'index.html'));
        // A folder page named without its slash (`cv`, the CV page): redirected to `cv/`, as
        // GitHub Pages and Netlify do; Vite would answer it with Home's index.html.
        if (folderPage && !path.endsWith('/')) {
          res.statusCode = 301;
          res.setHeader('Location', `${path}/${new URL(req.url ?? '/', 'http://preview').search}`);
          res.end();
          return;
        }
        const isPage =
          rest === undefined ||
          rest === '' ||
          path.startsWith('/__inbox') ||
          folderPage ||
          (file !== undefined && existsSync(file) && statSync(file).isFile());
        const notFoundPage = join(outDir, '404.html');
        if (isPage || !existsSync(notFoundPage)) {
          next();
          return;
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFoundPage));
      });
    },
  };
}
