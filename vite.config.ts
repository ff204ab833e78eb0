/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { readBuildEnv } from './src/config/build-env.ts';
import { site } from './src/content/site.ts';
import {
  checkContent,
  crawlFilesPlugin,
  prerenderPlugin,
  siteHtmlPlugin,
} from './scripts/vite-plugin-site.ts';

/** Where the SSR build of src/entry-server.tsx goes; the client build's prerenderer reads it. */
const PRERENDER_DIR = '.prerender';

export default defineConfig(({ mode, isSsrBuild }) => {
  // Fails the build with the variable's name when a value is malformed (CONTRACT.md, "Configuration").
  const env = readBuildEnv(loadEnv(mode, process.cwd(), ''));
  const content = checkContent(site);

  return {
    base: env.basePath,
    plugins: [
      react(),
      siteHtmlPlugin(content),
      !isSsrBuild &&
        prerenderPlugin({ serverEntry: `${PRERENDER_DIR}/entry-server.js`, content, env }),
      !isSsrBuild && crawlFilesPlugin(env),
    ],
    build: isSsrBuild
      ? { outDir: PRERENDER_DIR, copyPublicDir: false, emptyOutDir: true }
      : { target: 'es2022', sourcemap: false },
    preview: { port: 4173, strictPort: true },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup-tests.ts'],
      restoreMocks: true,
    },
  };
});
