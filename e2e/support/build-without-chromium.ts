/**
 * Build variables for an end-to-end build whose specs never look at the PDF CV or the
 * share pictures: `CHROMIUM_PATH` names no file, so the build prints no PDF and draws no
 * share picture, as on a machine without a browser (docs/product.md § CV and contact card,
 * "Without a browser on the build machine"; a wrong `CHROMIUM_PATH` is a reason, never a
 * fallback: `printerPath`, site-build/lib/chromium.ts). Only the build's own process gets
 * it: the tests' Chromium is chosen in this process (tools/lib/browser.ts).
 *
 * What it saves: starting Chromium, printing each language's CV and drawing a share
 * picture per project and post page, about 21 s of a 28 s build on the 2-core machine.
 * The main build (`E2E_DIST`) and every variant whose spec reads a PDF or a share picture
 * keep both (mirror, scripts), as does one whose CV page axe checks with its "Download PDF"
 * link in the owner's accent (owner-colours); a build under another base path keeps them
 * too, as its worker precaches the PDF at its own path (e2e/sub-path.spec.ts installs it).
 */
export const WITHOUT_BUILD_CHROMIUM = {
  CHROMIUM_PATH: '/nonexistent/e2e-build-without-chromium',
} as const;
