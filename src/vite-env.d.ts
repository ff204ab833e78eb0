/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROJECTS_URL?: string;
  readonly VITE_DEMO_REEL_URL?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
}

/** How many posts Home's Writing shows, 0 to 6: own and the feeds' (site-build/lib/posts-at-build.ts; docs/product.md § Writing). */
declare const __POSTS_SHOWN__: number;
/** Whether the owner has published posts of their own, so the navigation leads to `posts/` (vite.config.ts; docs/product.md § Posts). */
declare const __HAS_POSTS__: boolean;
/**
 * Every language's path under the base path but the default's (`["fil/"]`; docs/product.md §
 * Languages), from the build's list of languages (vite.config.ts), for the service worker.
 */
declare const __OTHER_LANGUAGE_PATHS__: readonly string[];
/** The owner's first colour mode, `portfolio.json` `theme.colourMode` (site-build/theme-plugin.ts). */
declare const __FIRST_COLOUR_MODE__: 'dark' | 'light' | 'system';

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The site's languages and each one's page chunk (site-build/owner-content-plugin.ts, docs/product.md § Languages). */
declare module 'virtual:page-languages' {
  /**
   * Each language's tag, name in its own words, path under the base path (`''`, `fil/`) and
   * direction, the default first.
   */
  export const LANGUAGES: readonly {
    lang: string;
    name: string;
    path: string;
    dir: import('#src/i18n/locale.ts').Direction;
  }[];
  /** One language's page texts and content (the default language's for an unknown tag). */
  export function loadPageLanguage(lang: string): Promise<{
    messages: import('#src/i18n/translator.ts').PageMessages;
    site: import('#src/content/content-schema.ts').SiteContent;
    /**
     * Loads the language's on-demand chunk: its on-demand texts, and the sections' fields its
     * first view leaves out, by section (`{ demoReel: { description } }`).
     */
    loadOnDemand: () => Promise<{
      messages: import('#src/i18n/translator.ts').OnDemandMessages;
      site: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
    }>;
  }>;
}

/** Home's main-column sections from the list of sections (site-build/home-sections-plugin.ts). */
declare module 'virtual:home-sections' {
  /** Each listed section with a `home` part, in the list's order, inside its hydration boundary; `false` for one with nothing to show. */
  export function homeSections(
    site: import('#src/content/content-schema.ts').SiteContent,
  ): import('react').ReactNode[];
}

/** Home's résumé sections, one chunk per language (site-build/resume-sections-plugin.ts, docs/product.md § Résumé sections). */
declare module 'virtual:resume-sections' {
  /** One language's publications, awards and volunteer work (the default language's for an unknown tag). */
  export function loadResumeSections(lang: string): Promise<{
    sections: import('#src/features/resume-sections/resume-sections.content.ts').HomeResumeSections;
  }>;
}
/**
 * The project pages the build writes, each folder under each language's path with the project's
 * `url` (`{"projects/flood-watch/": "https://github.com/jamie/flood-watch"}`; docs/product.md §
 * Project pages): a project card leads to its page when both match (two projects whose
 * repositories share a name get one page, the first's).
 */
declare const __PROJECT_PAGES__: Readonly<Record<string, string>>;
