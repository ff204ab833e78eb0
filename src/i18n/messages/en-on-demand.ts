import type { Catalogue, Formatters, RichParts } from '../catalogue.ts';

type Count = { count: number };
type Subject = { subject: string };

/**
 * The on-demand texts in English (see `en.ts`): the contact form and its
 * eleven validation messages, the mail failures, the outbox's lists and
 * announcements, the video player, the install help, and the build's
 * texts (CV page, dates). The page loads them with the parts that show
 * them (`loadOnDemandTexts`, src/i18n/on-demand.ts).
 */
export const enOnDemand = {
  'courses.description': ({ issuer }: { issuer: string }) => `Course - ${issuer}`,
  // Between the parts of the owner's place, "Metro Manila, Philippines" (`locationInWords`).
  'place.separator': ', ',

  // The site search (docs/product.md § Search)
  'search.title': 'Search',
  'search.field': 'Search this site',
  'search.help':
    'Projects, posts, experience, skills and courses. Arrow keys move between results, Enter opens one.',
  'search.loading': 'Loading the search…',
  'search.failed': 'The search could not be loaded.',
  'search.count': ({ count }: Count, { plural }: Formatters) =>
    plural(count, { one: '1 result', other: `${count} results` }),
  'search.none': ({ query }: { query: string }) => `No results for “${query}”`,
  'search.group.projects': 'Projects',
  'search.group.posts': 'Posts',
  'search.group.experience': 'Experience and skills',
  'search.group.courses': 'Courses',

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
  'contact.sent': ({ count }: Count, { plural }: Formatters) =>
    plural(count, { one: 'Message sent', other: `${count} messages sent` }),
  'contact.sendFailed': ({ count }: Count, { plural }: Formatters) =>
    plural(count, {
      one: 'A saved message could not be sent',
      other: `${count} saved messages could not be sent`,
    }),
  'contact.sendFailedHelp': 'See “Connect” to retry or discard it.',
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
  'outbox.full': ({ limit }: { limit: number }) =>
    `This browser already holds ${limit} unsent messages. Please try again once they have gone out, or discard the ones that could not be sent.`,
  'outbox.notStored':
    'This browser did not let the page store your message, so it cannot be sent later.',
  'outbox.notStoredOffline': 'You are offline: please try again once you are back online.',
  'outbox.tryAgainSoon': 'Please try again in a moment.',
  'outbox.gone':
    'It was discarded in another tab of this site before it could be sent. Press Send to send it.',

  'video.checkConnection': 'Check your connection and try again.',
  'video.tryAgain': 'Try again',
  'video.loading': 'Loading video',
  'video.loadingText': 'Loading video…',
  'video.play': 'Play video',

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

  // The installed app's shortcuts (the web app manifest, site-build/lib/pwa-options.ts)
  'manifest.message': 'Send a message',
  'manifest.messageShort': 'Message',
  'manifest.reel': 'Watch the demo reel',
  'manifest.reelShort': 'Demo reel',
  // The install dialog's screenshot captions: the page on a wide screen and on a phone.
  'manifest.screenshotWide': ({ title }: { title: string }) => `${title} (desktop)`,
  'manifest.screenshotNarrow': ({ title }: { title: string }) => `${title} (phone)`,

  // PDF CV (docs/product.md § CV and contact card): the CV page's link and the app shortcut
  'cv.pdf': 'Download PDF',
  'manifest.cvPdf': 'Download the CV (PDF)',
  'manifest.cvPdfShort': 'CV (PDF)',

  // Every résumé section (docs/product.md § Résumé sections): the CV page's and Home's headings
  'resume.publications': 'Publications',
  'resume.awards': 'Awards',
  'resume.volunteer': 'Volunteering',
  'resume.interests': 'Interests',
  'resume.references': 'References',

  // Writing from the owner's feeds (docs/product.md § Writing)
  'writing.heading': 'Writing',
  // Availability (docs/product.md § Availability): the line, written at build time.
  // `kinds` is the owner's list in words ("contract and full-time"), `from` a month ("March 2027").
  'availability.openToWork': ({ kinds, from }: { kinds: string; from: string }) =>
    `Open to ${kinds ? `${kinds} ` : ''}work${from ? ` from ${from}` : ''}`,
  'availability.openToOffers': ({ kinds, from }: { kinds: string; from: string }) =>
    `Open to offers${kinds ? ` for ${kinds} work` : ''}${from ? ` from ${from}` : ''}`,
  'availability.notLooking': 'Not looking for work right now',

  // What `npm run init` writes where the owner's content says nothing (tools/init/init-texts.ts):
  // the owner edits them after. Never shown by the page itself.
  'init.headline': 'Software developer',
  'init.summary': ({ name }: { name: string }) => `Projects and work of ${name}.`,
  'init.someone': 'the owner',
  'init.jobAlt': ({ position, employer }: { position: string; employer: string }) =>
    `${position} at ${employer}`,
  'init.titleCard': ({ name }: { name: string }) => `Title card of ${name}`,
  'init.demoReel': ({ name }: { name: string }) => `The demo reel of ${name}.`,
  // Project pages (docs/product.md § Project pages), written at build time
  'project.title': ({ title, name }: { title: string; name: string }) => `${title} · ${name}`,
  'project.source': 'Source',
  'project.liveSite': 'Live site',
  'project.language': 'Main language',
  'project.stack': 'Stack',
  'project.topics': 'Topics',
  'project.stars': 'Stars',
  'project.updated': 'Last updated',
  'project.licence': 'Licence',
  'project.caseStudy': 'Case study',
  // The project's share picture (link previews): under its title.
  'project.by': ({ name }: { name: string }) => `A project by ${name}`,
  // Posts (docs/product.md § Posts), written at build time; the list's heading is `writing.heading`.
  'posts.readingTime': ({ minutes }: { minutes: number }, { plural }: Formatters) =>
    plural(minutes, { one: '1 min read', other: `${minutes} min read` }),
  'posts.contents': 'Contents',
  'posts.footnotes': 'Footnotes',
  // The footnote's link back to where it is referred from; `label` is its number.
  'posts.backToReference': ({ label }: { label: string }) => `Back to reference ${label}`,
  'posts.previous': 'Previous post',
  'posts.next': 'Next post',
  'posts.updated': ({ date }: { date: string }) => `Updated ${date}`,
  'posts.tags': 'Tags',
  'posts.draft': 'Draft',
  'posts.by': ({ name }: { name: string }) => `A post by ${name}`,
  // The posts list's description (its `<meta name="description">`, what a search result shows).
  'posts.listDescription': ({ name }: { name: string }) => `Posts by ${name}, newest first.`,
} satisfies Catalogue;
