/**
 * Flags for Chromium on machines without a sandbox, a GPU or outside network
 * (CI and the development machines run as root, with no GPU and no network
 * beyond the package registries); without the background-networking flags
 * Chromium floods the closed network with connection attempts. Shared by the
 * build (the PDF CV) and the tools and tests (`tools/lib/browser.ts`).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
