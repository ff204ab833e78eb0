import { createContext, type ReactNode, useContext } from 'react';
import type { SiteContent } from './content-schema.ts';

/**
 * The owner's content in the page's language (docs/product.md § Languages):
 * the client entry (`src/main.tsx`) loads the page's language's content and
 * sets it once before anything renders; the prerenderer passes each page's
 * content down through {@link SiteProvider}, so one process renders every
 * language. Kept on the global object, like the page's translator
 * (`src/i18n/page-translator.ts`), so a second copy of this module (tests
 * that reset the module registry) sees the same page.
 */
const KEY = Symbol.for('portfolio.pageSite');
type PageGlobal = { [KEY]?: SiteContent };

/** Sets the page's content (`src/main.tsx`, once; the unit tests' setup). */
export function setPageSite(site: SiteContent): void {
  (globalThis as PageGlobal)[KEY] = site;
}

/**
 * The page's content.
 * @throws Error when none was set yet (a module ran before `src/main.tsx` set it).
 */
export function pageSite(): SiteContent {
  const site = (globalThis as PageGlobal)[KEY];
  if (!site)
    throw new Error('The page has no content yet: src/main.tsx sets it before anything renders');
  return site;
}

/**
 * Adds the sections' fields that come with the language's on-demand texts
 * (src/i18n/on-demand.ts) to the page's content, in place: a component that
 * shows one (the video dialog's description) renders only once they are here,
 * and its section's object is the one it was given.
 * @param fields by section: `{ demoReel: { description } }`.
 */
export function addOnDemandContent(
  fields: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): void {
  const site = pageSite() as unknown as Record<string, Record<string, unknown>>;
  for (const [key, more] of Object.entries(fields))
    site[key] = Object.assign(site[key] ?? {}, more);
}

const SiteContext = createContext<SiteContent | undefined>(undefined);

export type SiteProviderProps = { site: SiteContent; children: ReactNode };

/** Gives everything below it the page's content ({@link useSite}); renders no element. */
export function SiteProvider({ site, children }: SiteProviderProps) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/**
 * The owner's content in the page's language, for components. Outside a
 * {@link SiteProvider} (a component rendered alone in a unit test) it is the
 * page's ({@link pageSite}).
 */
export function useSite(): SiteContent {
  return useContext(SiteContext) ?? pageSite();
}
