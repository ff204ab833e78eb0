import type { PageMessages } from '../translator.ts';

type Count = { count: number };

/**
 * The interface's texts in Filipino (`fil`), for a reader in Metro Manila
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). Register:
 * neutral and polite: buttons are plain imperatives ("Ipadala",
 * "I-reload"), the visitor is "kayo/ninyo/inyong" (polite you) wherever
 * addressed, without "po"; the owner speaks as "ako". Loanwords stay as
 * Filipino speakers use them ("Email", "CV", "offline", "I-download",
 * "page", "browser", "character"), with Filipino affixes ("I-play",
 * "Nilo-load"). Filipino nouns do not change with number, so counts are
 * written "3 mensahe" and only the count of one gets its own sentence.
 * Every key of `en.ts`, no more (`satisfies PageMessages`); the on-demand
 * texts are in `fil-on-demand.ts`.
 */
export const fil = {
  // Shared
  'common.offline': 'Offline kayo',
  'common.close': 'Isara',
  'common.tryAgainLater': 'Pakisubukang muli.',

  // Layout and navigation
  'layout.skipToContent': 'Lumaktaw sa nilalaman',
  'layout.sidebar': 'Sidebar',
  'nav.main': 'Pangunahin',
  'nav.home': 'Home',
  'nav.writing': 'Mga Isinulat',
  'nav.open': 'Buksan ang nabigasyon',
  'nav.notLoaded': 'Hindi ma-load ang nabigasyon',
  'nav.dialog': 'Nabigasyon',
  'nav.close': 'Isara ang nabigasyon',
  'search.button': 'Maghanap',
  'search.notLoaded': 'Hindi ma-load ang paghahanap',
  'theme.dark': 'Dark mode',

  // Toasts
  'toast.dismiss': 'Isara ang abiso',

  // Profile
  'profile.portrait': ({ name }: { name: string }) => `Larawan ni ${name}`,
  'profile.greeting': 'Kumusta, ako si',
  'profile.cv': 'CV',
  'profile.newTab': 'Magbubukas sa bagong tab',

  // Projects
  'projects.heading': 'Mga Tampok na Proyekto Ngayon',
  'projects.loading': 'Nilo-load ang mga proyekto…',
  'projects.empty': 'Wala pang proyektong maipapakita.',
  'projects.error': 'Nagkaproblema sa pagproseso ng inyong kahilingan',

  // Experience
  'experience.heading': 'Mga Nakaraang Karanasan',
  'experience.visit': 'Bisitahin ang site',

  // Courses
  'courses.heading': 'Mga Kursong Natapos',
  'courses.search': 'Maghanap sa inyong library',
  'courses.list': 'Mga kurso',
  'courses.shown': ({ shown, total }: { shown: number; total: number }) =>
    `${shown} sa ${total} kurso ang ipinapakita`,
  'courses.none': ({ query }: { query: string }) => `Walang kursong tugma sa “${query}”.`,

  // Contact
  'contact.heading': 'Makipag-ugnayan',
  'contact.lead':
    'May proyekto ba kayong naiisip o posisyong kailangang punan? Padalhan ninyo ako ng mensahe at sasagot ako sa lalong madaling panahon.',
  'contact.open': 'Email',
  'contact.notLoaded': 'Hindi ma-load ang contact form',

  // The outbox
  'outbox.waiting': ({ count }: Count) => `${count} mensahe ang naghihintay na maipadala.`,
  'outbox.failed': ({ count }: Count) => `${count} mensahe ang hindi maipadala.`,

  // Demo reel
  'reel.like': 'I-like',
  'reel.liked': 'Idinagdag sa Mga Paborito',
  'reel.unliked': 'Inalis sa Mga Paborito',
  'reel.play': 'I-play',
  'reel.playName': ' ang demo reel',
  'video.notLoaded': 'Hindi ma-load ang video',

  // Install (Safari's button names stay as iOS shows them, in English)
  'install.button': 'I-install ang app',
  'install.helpNotLoaded': 'Hindi ma-load ang tulong sa pag-install',
  'install.installed': 'Na-install na',

  // Offline and updates
  'pwa.offline': 'Offline kayo',
  'pwa.offlineDetail': ': ipinapakita ng page ang kopyang naka-save sa device na ito',
  'pwa.update': 'May bagong bersiyon',
  'pwa.reload': 'I-reload',
  'pwa.dismiss': 'Isara',
  'pwa.offlineReady': 'Handa nang gumana offline',

  // Errors and "Page not found"
  'error.title': 'Hindi Inaasahang Error sa Application!',
  'error.reload': 'I-reload ang page',
  'notFound.title': 'Hindi makita ang page',
  'notFound.text': 'Walang nakalagay sa address na ito. Nasa home page ang buong portfolio.',
  'notFound.documentTitle': ({ name }: { name: string }) => `Hindi makita ang page · ${name}`,

  // Availability (docs/product.md § Availability): the owner's clock and the line's links
  'availability.clock': ({ offset, time }: { offset: string; time: string }) =>
    `${offset}, ${time} ngayon`,
  'availability.contact': 'Makipag-ugnayan',
  'availability.book': 'Mag-book ng tawag',
} satisfies PageMessages;
