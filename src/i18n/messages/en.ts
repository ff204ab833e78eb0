import type { Catalogue, Formatters } from '../catalogue.ts';

type Count = { count: number };

/**
 * The page's own texts in English, the source language
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). These are
 * the product's own texts (docs/product.md, every section; the accessible
 * names of docs/product.md § Accessibility): change one here only with the
 * rule it comes from. Another language copies this file's keys
 * (`messages/fil.ts`; CONTRIBUTING.md § Interface texts and adding a
 * language). The owner's content (names, résumé text) is not here.
 *
 * This file holds what the first view and the code always loaded show;
 * the texts of the on-demand parts (contact form, outbox lists, video,
 * install help) and of the build (CV page, dates) are in
 * `en-on-demand.ts`, loaded with those parts, so they cost the first view
 * nothing.
 */
export const en = {
  // Shared
  'common.offline': "You're offline",
  'common.close': 'Close',
  'common.tryAgainLater': 'Please try again.',

  // Layout and navigation (docs/product.md § Navigation, § Colour mode)
  'layout.skipToContent': 'Skip to content',
  'layout.sidebar': 'Sidebar',
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.writing': 'Writing',
  'nav.open': 'Open navigation',
  'nav.notLoaded': 'The navigation could not be loaded',
  'nav.dialog': 'Navigation',
  'nav.close': 'Close navigation',
  'search.button': 'Search',
  'search.notLoaded': 'Search could not be loaded',
  'theme.dark': 'Dark mode',

  // Toasts (docs/product.md § Toasts)
  'toast.dismiss': 'Dismiss notification',

  // Profile (docs/product.md § Profile, § CV and contact card)
  'profile.portrait': ({ name }: { name: string }) => `Portrait of ${name}`,
  'profile.greeting': 'Hi, I’m',
  'profile.cv': 'CV',
  'profile.newTab': 'Opens in a new tab',

  // Projects (docs/product.md § Projects, § Errors)
  'projects.heading': 'Featured Projects Today',
  'projects.loading': 'Loading projects…',
  'projects.empty': 'No projects to show yet.',
  'projects.error': 'There was an error processing your request',

  // Experience (docs/product.md § Experience)
  'experience.heading': 'Your Past Experiences',
  'experience.visit': 'Visit site',

  // Courses (docs/product.md § Courses)
  'courses.heading': 'Courses Taken',
  'courses.search': 'Search in Your Library',
  'courses.list': 'Courses',
  'courses.shown': ({ shown, total }: { shown: number; total: number }) =>
    `${shown} of ${total} courses shown`,
  'courses.none': ({ query }: { query: string }) => `No courses match “${query}”.`,

  // Contact (docs/product.md § Contact)
  'contact.heading': 'Connect',
  'contact.lead':
    'Have a project in mind or a role to fill? Send me a message and I’ll get back to you.',
  'contact.open': 'Email',
  'contact.notLoaded': 'The contact form could not be loaded',

  // The outbox (docs/product.md § Outbox)
  'outbox.waiting': ({ count }: Count, { plural }: Formatters) =>
    `${plural(count, { one: '1 message', other: `${count} messages` })} waiting to be sent.`,
  'outbox.failed': ({ count }: Count, { plural }: Formatters) =>
    `${plural(count, { one: '1 message', other: `${count} messages` })} could not be sent.`,

  // Demo reel (docs/product.md § Demo reel)
  'reel.like': 'Like',
  'reel.liked': 'Added to Favorites',
  'reel.unliked': 'Removed from Favorites',
  'reel.play': 'Play',
  'reel.playName': ' demo reel',
  'video.notLoaded': 'The video could not be loaded',

  // Install (docs/product.md § Offline and install)
  'install.button': 'Install app',
  'install.helpNotLoaded': 'The install help could not be loaded',
  'install.installed': 'Installed',

  // Offline and updates (docs/product.md § Offline and install)
  'pwa.offline': 'You are offline',
  'pwa.offlineDetail': ': the page shows the copy saved on this device',
  'pwa.update': 'A new version is available',
  'pwa.reload': 'Reload',
  'pwa.dismiss': 'Dismiss',
  'pwa.offlineReady': 'Ready to work offline',

  // Errors and "Page not found" (docs/product.md § Errors, § Navigation)
  'error.title': 'Unexpected Application Error!',
  'error.reload': 'Reload the page',
  'notFound.title': 'Page not found',
  'notFound.text': 'There is nothing at this address. The whole portfolio is on the home page.',
  'notFound.documentTitle': ({ name }: { name: string }) => `Page not found · ${name}`,

  // Availability (docs/product.md § Availability): the owner's clock and the line's links
  'availability.clock': ({ offset, time }: { offset: string; time: string }) =>
    `${offset}, ${time} now`,
  'availability.contact': 'Get in touch',
  'availability.book': 'Book a call',
} satisfies Catalogue;
