import type { Catalogue, Formatters, RichParts } from '../translator';

type Count = { count: number };
type Subject = { subject: string };

/**
 * The interface's texts in English, the source language
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). These are
 * the product's own texts (docs/product.md, every section; the accessible
 * names of docs/product.md § Accessibility): change one here only with the
 * rule it comes from. Another language copies this file's keys
 * (`messages/fil.ts`; docs/make-it-yours.md § Adding a language). The
 * owner's content (names, résumé text) is not here.
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
  'nav.open': 'Open navigation',
  'nav.notLoaded': 'The navigation could not be loaded',
  'nav.dialog': 'Navigation',
  'nav.close': 'Close navigation',
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
  'courses.description': ({ issuer }: { issuer: string }) => `Course - ${issuer}`,

  // Contact (docs/product.md § Contact)
  'contact.heading': 'Connect',
  'contact.lead':
    'Have a project in mind or a role to fill? Send me a message and I’ll get back to you.',
  'contact.open': 'Email',
  'contact.notLoaded': 'The contact form could not be loaded',
  'contact.title': 'Send me a message',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.honeypot': 'Leave this field empty',
  'contact.notSent': 'Your message was not sent.',
  'contact.sending': 'Sending your message…',
  'contact.cancel': 'Cancel',
  'contact.send': 'Send',
  'contact.sent': 'Message sent',
  'contact.offline': "You're offline — your message will be sent when you're back online",
  'contact.queued': 'Your message is saved and will be sent automatically',
  'contact.rejected': 'Your message was not sent',
  'contact.notSendable': 'The page could not send your message. Please try again.',

  // The contact form's validation messages (docs/product.md § Contact: the table's rules)
  'contact.nameMin': ({ min }: { min: number }) => `Name must be at least ${min} characters`,
  'contact.nameMax': ({ max }: { max: number }) => `Name must be ${max} characters only`,
  'contact.nameLetters': 'Name should contain only letters and spaces',
  'contact.emailMin': ({ min }: { min: number }) => `Email must be at least ${min} characters`,
  'contact.emailMax': ({ max }: { max: number }) => `Email must be ${max} characters only`,
  'contact.emailInvalid': 'Invalid email address',
  'contact.subjectMin': ({ min }: { min: number }) => `Subject must be at least ${min} characters`,
  'contact.subjectMax': ({ max }: { max: number }) => `Subject must be ${max} characters only`,
  'contact.subjectLetters': 'Subject should contain only letters, numbers, and spaces',
  'contact.messageMin': ({ min }: { min: number }) => `Message must be at least ${min} characters`,
  'contact.messageMax': ({ max }: { max: number }) => `Message must be ${max} characters only`,

  // Why a send failed (docs/product.md § Contact, § Outbox)
  'mail.notSetUp': ({ reason }: { reason: string }) =>
    `The contact form is not set up yet. ${reason}`,
  'mail.notLoaded': 'The page could not load the code that sends messages.',
  'mail.unreachable': 'The mail service could not be reached.',
  'mail.tooMany': 'Too many messages were sent in a short time.',
  'mail.serverError': ({ status }: { status: number }) =>
    `The mail service had a problem (error ${status}).`,
  'mail.noService': ({ status }: { status: number }) =>
    `This site has no mail service set up to receive messages (error ${status}).`,
  'mail.settingsRefused': ({ status }: { status: number }) =>
    `The mail service did not accept this site’s settings (error ${status}).`,
  'mail.tooLarge': 'The message is too large for the mail service (error 413).',
  'mail.refused': ({ status }: { status: number }) =>
    `The mail service refused the message (error ${status}).`,
  'mail.said': ({ text }: { text: string }) => ` It said: “${text}”`,

  // The outbox (docs/product.md § Outbox)
  'outbox.waiting': ({ count }: Count, { plural }: Formatters) =>
    `${plural(count, { one: '1 message', other: `${count} messages` })} waiting to be sent.`,
  'outbox.failed': ({ count }: Count, { plural }: Formatters) =>
    `${plural(count, { one: '1 message', other: `${count} messages` })} could not be sent.`,
  'outbox.failedList': 'Messages not sent',
  'outbox.waitingList': 'Messages waiting to be sent',
  'outbox.notSent': ({ subject }: RichParts<'subject'>) => [subject, ' was not sent.'],
  'outbox.isWaiting': ({ subject }: RichParts<'subject'>) => [subject, ' is waiting to be sent.'],
  'outbox.retry': 'Retry',
  'outbox.discard': 'Discard',
  'outbox.retrying': ({ subject }: Subject) => `Sending “${subject}” again.`,
  'outbox.retryFailed': ({ subject }: Subject) =>
    `“${subject}” could not be put back in the queue.`,
  'outbox.discarded': ({ subject }: Subject) => `“${subject}” discarded.`,
  'outbox.discardFailed': ({ subject }: Subject) => `“${subject}” could not be discarded.`,
  'outbox.sent': ({ count }: Count, { plural }: Formatters) =>
    plural(count, { one: 'Message sent', other: `${count} messages sent` }),
  'outbox.sendFailed': ({ count }: Count, { plural }: Formatters) =>
    plural(count, {
      one: 'A saved message could not be sent',
      other: `${count} saved messages could not be sent`,
    }),
  'outbox.sendFailedHelp': 'See “Connect” to retry or discard it.',
  'outbox.full': ({ limit }: { limit: number }) =>
    `This browser already holds ${limit} unsent messages. Please try again once they have gone out, or discard the ones that could not be sent.`,
  'outbox.notStored':
    'This browser did not let the page store your message, so it cannot be sent later.',
  'outbox.notStoredOffline': 'You are offline: please try again once you are back online.',
  'outbox.tryAgainSoon': 'Please try again in a moment.',
  'outbox.gone':
    'It was discarded in another tab of this site before it could be sent. Press Send to send it.',

  // Demo reel (docs/product.md § Demo reel)
  'reel.like': 'Like',
  'reel.liked': 'Added to Favorites',
  'reel.unliked': 'Removed from Favorites',
  'reel.play': 'Play',
  'reel.playName': ' demo reel',
  'video.notLoaded': 'The video could not be loaded',
  'video.checkConnection': 'Check your connection and try again.',
  'video.tryAgain': 'Try again',
  'video.loading': 'Loading video',
  'video.loadingText': 'Loading video…',
  'video.play': 'Play video',

  // Install (docs/product.md § Offline and install)
  'install.button': 'Install app',
  'install.helpNotLoaded': 'The install help could not be loaded',
  'install.installed': 'Installed',
  'install.intro':
    'Put this site on your Home Screen: it opens like an app, in its own window, and works offline.',
  'install.stepShare': ({ icon, share }: RichParts<'icon' | 'share'>) => [
    'Tap ',
    icon,
    ' ',
    share,
    ' in Safari’s toolbar.',
  ],
  'install.stepChoose': ({ add }: RichParts<'add'>) => ['Choose ', add, '.'],
  'install.stepAdd': ({ add }: RichParts<'add'>) => ['Tap ', add, '.'],

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

  // Dates (JSON Resume dates; the month and year come from Intl.DateTimeFormat)
  'date.range': ({ start, end }: { start: string; end: string }) => `${start} to ${end}`,
  'date.rangeOpen': ({ start }: { start: string }) => `${start} to now`,

  // The CV page (docs/product.md § CV and contact card)
  'cv.title': ({ name }: { name: string }) => `CV · ${name}`,
  'cv.description': ({ name, headline }: { name: string; headline: string }) =>
    `CV of ${name}, ${headline}: work, projects, education, certificates and skills.`,
  'cv.nav': 'CV',
  'cv.home': 'Back to home',
  'cv.addContact': 'Add to contacts',
  'cv.jsonResume': 'JSON Resume',
  'cv.contact': 'Contact',
  'cv.work': 'Work',
  'cv.projects': 'Projects',
  'cv.education': 'Education',
  'cv.certificates': 'Certificates',
  'cv.skills': 'Skills',
  'cv.languages': 'Languages',
} satisfies Catalogue;
