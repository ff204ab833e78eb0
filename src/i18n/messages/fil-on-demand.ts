import type { OnDemandMessages, RichParts } from '../translator.ts';

type Count = { count: number };
type Subject = { subject: string };

/** The on-demand texts in Filipino (see `fil.ts` for the register and `en-on-demand.ts`). */
export const filOnDemand = {
  'courses.description': ({ issuer }: { issuer: string }) => `Kurso - ${issuer}`,
  'place.separator': ', ',

  // Ang paghahanap sa site (docs/product.md § Search)
  'search.title': 'Maghanap',
  'search.field': 'Maghanap sa site na ito',
  'search.help':
    'Mga proyekto, post, karanasan, kasanayan at kurso. Lumipat sa mga resulta gamit ang mga arrow key; buksan ang isa gamit ang Enter.',
  'search.loading': 'Nilo-load ang paghahanap…',
  'search.failed': 'Hindi ma-load ang paghahanap.',
  'search.count': ({ count }: Count) => (count === 1 ? '1 resulta' : `${count} resulta`),
  'search.none': ({ query }: { query: string }) => `Walang resulta para sa “${query}”`,
  'search.group.projects': 'Mga Proyekto',
  'search.group.posts': 'Mga Post',
  'search.group.experience': 'Karanasan at Kasanayan',
  'search.group.courses': 'Mga Kurso',

  'contact.title': 'Padalhan ako ng mensahe',
  'contact.name': 'Pangalan',
  'contact.email': 'Email',
  'contact.subject': 'Paksa',
  'contact.message': 'Mensahe',
  'contact.honeypot': 'Iwanang blangko ang field na ito',
  'contact.notSent': 'Hindi naipadala ang inyong mensahe.',
  'contact.sending': 'Ipinapadala ang inyong mensahe…',
  'contact.cancel': 'Kanselahin',
  'contact.send': 'Ipadala',
  'contact.sent': ({ count }: Count) =>
    count === 1 ? 'Naipadala ang mensahe' : `Naipadala ang ${count} mensahe`,
  'contact.sendFailed': ({ count }: Count) =>
    count === 1
      ? 'Hindi maipadala ang isang naka-save na mensahe'
      : `Hindi maipadala ang ${count} naka-save na mensahe`,
  'contact.sendFailedHelp': 'Pumunta sa “Makipag-ugnayan” para subukang muli o burahin ito.',
  'contact.offline': 'Offline kayo — ipapadala ang inyong mensahe pagbalik ng koneksiyon',
  'contact.queued': 'Naka-save ang inyong mensahe at kusa itong ipapadala',
  'contact.rejected': 'Hindi naipadala ang inyong mensahe',
  'contact.notSendable': 'Hindi maipadala ng page ang inyong mensahe. Pakisubukang muli.',

  // Validation
  'contact.nameMin': ({ min }: { min: number }) =>
    `Dapat hindi bababa sa ${min} character ang pangalan`,
  'contact.nameMax': ({ max }: { max: number }) => `Hanggang ${max} character lang ang pangalan`,
  'contact.nameLetters': 'Mga titik at espasyo lang ang puwede sa pangalan',
  'contact.emailMin': ({ min }: { min: number }) =>
    `Dapat hindi bababa sa ${min} character ang email`,
  'contact.emailMax': ({ max }: { max: number }) => `Hanggang ${max} character lang ang email`,
  'contact.emailInvalid': 'Hindi wastong email address',
  'contact.subjectMin': ({ min }: { min: number }) =>
    `Dapat hindi bababa sa ${min} character ang paksa`,
  'contact.subjectMax': ({ max }: { max: number }) => `Hanggang ${max} character lang ang paksa`,
  'contact.subjectLetters': 'Mga titik, numero, at espasyo lang ang puwede sa paksa',
  'contact.messageMin': ({ min }: { min: number }) =>
    `Dapat hindi bababa sa ${min} character ang mensahe`,
  'contact.messageMax': ({ max }: { max: number }) => `Hanggang ${max} character lang ang mensahe`,

  // Why a send failed
  'mail.notSetUp': ({ reason }: { reason: string }) =>
    `Hindi pa naka-set up ang contact form. ${reason}`,
  'mail.notLoaded': 'Hindi ma-load ng page ang code na nagpapadala ng mga mensahe.',
  'mail.unreachable': 'Hindi maabot ang mail service.',
  'mail.tooMany': 'Masyadong maraming mensahe ang naipadala sa maikling panahon.',
  'mail.serverError': ({ status }: { status: number }) =>
    `Nagkaproblema ang mail service (error ${status}).`,
  'mail.noService': ({ status }: { status: number }) =>
    `Walang naka-set up na mail service ang site na ito para tumanggap ng mga mensahe (error ${status}).`,
  'mail.settingsRefused': ({ status }: { status: number }) =>
    `Hindi tinanggap ng mail service ang settings ng site na ito (error ${status}).`,
  'mail.tooLarge': 'Masyadong malaki ang mensahe para sa mail service (error 413).',
  'mail.refused': ({ status }: { status: number }) =>
    `Tinanggihan ng mail service ang mensahe (error ${status}).`,
  'mail.said': ({ text }: { text: string }) => ` Ang sabi nito: “${text}”`,

  'outbox.failedList': 'Mga mensaheng hindi naipadala',
  'outbox.waitingList': 'Mga mensaheng naghihintay na maipadala',
  'outbox.notSent': ({ subject }: RichParts<'subject'>) => ['Hindi naipadala ang ', subject, '.'],
  'outbox.isWaiting': ({ subject }: RichParts<'subject'>) => [
    'Naghihintay pang maipadala ang ',
    subject,
    '.',
  ],
  'outbox.retry': 'Subukang muli',
  'outbox.discard': 'Burahin',
  'outbox.retrying': ({ subject }: Subject) => `Muling ipinapadala ang “${subject}”.`,
  'outbox.retryFailed': ({ subject }: Subject) => `Hindi maibalik sa pila ang “${subject}”.`,
  'outbox.discarded': ({ subject }: Subject) => `Binura ang “${subject}”.`,
  'outbox.discardFailed': ({ subject }: Subject) => `Hindi mabura ang “${subject}”.`,
  'outbox.full': ({ limit }: { limit: number }) =>
    `May ${limit} mensahe nang hindi pa naipapadala sa browser na ito. Pakisubukang muli kapag naipadala na ang mga iyon, o burahin ang mga hindi maipadala.`,
  'outbox.notStored':
    'Hindi pinayagan ng browser na ito na i-save ng page ang inyong mensahe, kaya hindi ito maipapadala mamaya.',
  'outbox.notStoredOffline': 'Offline kayo: pakisubukang muli pagbalik ng koneksiyon.',
  'outbox.tryAgainSoon': 'Pakisubukang muli maya-maya.',
  'outbox.gone':
    'Binura ito sa ibang tab ng site na ito bago pa maipadala. Pindutin ang Ipadala para ipadala ito.',

  'video.checkConnection': 'Tingnan ang inyong koneksiyon at subukang muli.',
  'video.tryAgain': 'Subukang muli',
  'video.loading': 'Nilo-load ang video',
  'video.loadingText': 'Nilo-load ang video…',
  'video.play': 'I-play ang video',

  'install.intro':
    'Ilagay ang site na ito sa inyong Home Screen: bubukas ito na parang app, sa sarili nitong window, at gumagana kahit offline.',
  'install.stepShare': ({ icon, share }: RichParts<'icon' | 'share'>) => [
    'I-tap ang ',
    icon,
    ' ',
    share,
    ' sa toolbar ng Safari.',
  ],
  'install.stepChoose': ({ add }: RichParts<'add'>) => ['Piliin ang ', add, '.'],
  'install.stepAdd': ({ add }: RichParts<'add'>) => ['I-tap ang ', add, '.'],

  // Dates
  'date.range': ({ start, end }: { start: string; end: string }) => `${start} hanggang ${end}`,
  'date.rangeOpen': ({ start }: { start: string }) => `${start} hanggang ngayon`,

  // The CV page
  'cv.title': ({ name }: { name: string }) => `CV · ${name}`,
  'cv.description': ({ name, headline }: { name: string; headline: string }) =>
    `CV ni ${name}, ${headline}: trabaho, mga proyekto, edukasyon, mga sertipiko at kasanayan.`,
  'cv.nav': 'CV',
  'cv.home': 'Bumalik sa home',
  'cv.addContact': 'Idagdag sa contacts',
  'cv.jsonResume': 'JSON Resume',
  'cv.contact': 'Kontak',
  'cv.work': 'Trabaho',
  'cv.projects': 'Mga Proyekto',
  'cv.education': 'Edukasyon',
  'cv.certificates': 'Mga Sertipiko',
  'cv.skills': 'Mga Kasanayan',
  'cv.languages': 'Mga Wika',

  // Mga shortcut ng naka-install na app (web app manifest)
  'manifest.message': 'Magpadala ng mensahe',
  'manifest.messageShort': 'Mensahe',
  'manifest.reel': 'Panoorin ang demo reel',
  'manifest.reelShort': 'Demo reel',
  // The install dialog's screenshot captions: the page on a wide screen and on a phone.
  'manifest.screenshotWide': ({ title }: { title: string }) => `${title} (desktop)`,
  'manifest.screenshotNarrow': ({ title }: { title: string }) => `${title} (telepono)`,

  // PDF CV: ang link sa CV page at ang shortcut ng app
  'cv.pdf': 'I-download ang PDF',
  'manifest.cvPdf': 'I-download ang CV (PDF)',
  'manifest.cvPdfShort': 'CV (PDF)',

  // Every résumé section (docs/product.md § Résumé sections): the CV page's and Home's headings
  'resume.publications': 'Mga Publikasyon',
  'resume.awards': 'Mga Parangal',
  'resume.volunteer': 'Pagvo-volunteer',
  'resume.interests': 'Mga Hilig',
  'resume.references': 'Mga Reference',

  // Mga isinulat mula sa mga feed ng may-ari
  'writing.heading': 'Mga Isinulat',
  // Availability (docs/product.md § Availability): the line, written at build time.
  'availability.openToWork': ({ kinds, from }: { kinds: string; from: string }) =>
    `Bukas sa ${kinds ? `${kinds} na ` : ''}trabaho${from ? ` simula ${from}` : ''}`,
  'availability.openToOffers': ({ kinds, from }: { kinds: string; from: string }) =>
    `Bukas sa mga alok${kinds ? ` para sa ${kinds} na trabaho` : ''}${from ? ` simula ${from}` : ''}`,
  'availability.notLooking': 'Hindi naghahanap ng trabaho sa ngayon',

  // What `npm run init` writes where the owner's content says nothing (tools/init/init-texts.ts).
  'init.headline': 'Developer ng software',
  'init.summary': ({ name }: { name: string }) => `Mga proyekto at trabaho ni ${name}.`,
  'init.someone': 'ang may-ari',
  'init.jobAlt': ({ position, employer }: { position: string; employer: string }) =>
    `${position} sa ${employer}`,
  'init.titleCard': ({ name }: { name: string }) => `Larawan ng proyektong ${name}`,
  'init.demoReel': ({ name }: { name: string }) => `Ang demo reel ni ${name}.`,
  'project.title': ({ title, name }: { title: string; name: string }) => `${title} · ${name}`,
  'project.source': 'Source code',
  'project.liveSite': 'Live na site',
  'project.language': 'Pangunahing wika',
  'project.stack': 'Mga teknolohiya',
  'project.topics': 'Mga paksa',
  'project.stars': 'Mga bituin',
  'project.updated': 'Huling binago',
  'project.licence': 'Lisensya',
  'project.caseStudy': 'Kuwento ng proyekto',
  'project.by': ({ name }: { name: string }) => `Isang proyekto ni ${name}`,
  // Filipino says the count in one form: "1 minutong basahin", "3 minutong basahin".
  'posts.readingTime': ({ minutes }: { minutes: number }) => `${minutes} minutong basahin`,
  'posts.contents': 'Nilalaman',
  'posts.footnotes': 'Mga talababa',
  'posts.backToReference': ({ label }: { label: string }) => `Bumalik sa sanggunian ${label}`,
  'posts.previous': 'Naunang post',
  'posts.next': 'Susunod na post',
  'posts.updated': ({ date }: { date: string }) => `Binago noong ${date}`,
  'posts.tags': 'Mga tag',
  'posts.draft': 'Draft',
  'posts.by': ({ name }: { name: string }) => `Isang post ni ${name}`,
  'posts.listDescription': ({ name }: { name: string }) => `Mga post ni ${name}, pinakabago muna.`,
} satisfies OnDemandMessages;
