import type { Formatters, OnDemandMessages, RichParts } from '../translator.ts';

type Count = { count: number };
type Subject = { subject: string };

/**
 * The on-demand texts in Arabic (see `ar.ts` for the register and `en-on-demand.ts`).
 * Safari's button names in the install steps ("Share", "Add to Home Screen",
 * "Add") are not here: the install help places them as iOS shows them.
 */
export const arOnDemand = {
  'courses.description': ({ issuer }: { issuer: string }) => `دورة - ${issuer}`,
  // The Arabic comma.
  'place.separator': '، ',

  // البحث في الموقع (docs/product.md § Search)
  'search.title': 'بحث',
  'search.field': 'البحث في هذا الموقع',
  'search.help':
    'المشاريع والمقالات والخبرات والمهارات والدورات. تنقّل بين النتائج بمفاتيح الأسهم، وافتح إحداها بمفتاح Enter.',
  'search.loading': 'جارٍ تحميل البحث…',
  'search.failed': 'تعذّر تحميل البحث.',
  'search.count': ({ count }: Count, { plural }: Formatters) =>
    plural(count, {
      zero: 'لا توجد نتائج',
      one: 'نتيجة واحدة',
      two: 'نتيجتان',
      few: `${count} نتائج`,
      many: `${count} نتيجة`,
      other: `${count} نتيجة`,
    }),
  'search.none': ({ query }: { query: string }) => `لا توجد نتائج لـ «${query}»`,
  'search.group.projects': 'المشاريع',
  'search.group.posts': 'المقالات',
  'search.group.experience': 'الخبرات والمهارات',
  'search.group.courses': 'الدورات',

  'contact.title': 'راسلني',
  'contact.name': 'الاسم',
  'contact.email': 'البريد الإلكتروني',
  'contact.subject': 'الموضوع',
  'contact.message': 'الرسالة',
  'contact.honeypot': 'يُرجى ترك هذا الحقل فارغًا',
  'contact.notSent': 'لم يتم إرسال رسالتك.',
  'contact.sending': 'جارٍ إرسال رسالتك…',
  'contact.cancel': 'إلغاء',
  'contact.send': 'إرسال',
  'contact.sent': ({ count }: Count, { plural }: Formatters) =>
    plural(count, {
      zero: 'لم يتم إرسال أي رسالة',
      one: 'تم إرسال الرسالة',
      two: 'تم إرسال رسالتين',
      few: `تم إرسال ${count} رسائل`,
      many: `تم إرسال ${count} رسالة`,
      other: `تم إرسال ${count} رسالة`,
    }),
  'contact.sendFailed': ({ count }: Count, { plural }: Formatters) =>
    plural(count, {
      zero: 'لا توجد رسائل محفوظة تعذّر إرسالها',
      one: 'تعذّر إرسال رسالة محفوظة',
      two: 'تعذّر إرسال رسالتين محفوظتين',
      few: `تعذّر إرسال ${count} رسائل محفوظة`,
      many: `تعذّر إرسال ${count} رسالة محفوظة`,
      other: `تعذّر إرسال ${count} رسالة محفوظة`,
    }),
  'contact.sendFailedHelp': 'يمكنك إعادة إرسالها أو حذفها من قسم «التواصل».',
  'contact.offline': 'لا يتوفر اتصال بالإنترنت — ستُرسَل رسالتك عند عودة الاتصال',
  'contact.queued': 'تم حفظ رسالتك، وسيتم إرسالها تلقائيًا',
  'contact.rejected': 'لم يتم إرسال رسالتك',
  'contact.notSendable': 'تعذّر على الصفحة إرسال رسالتك. يُرجى المحاولة مرة أخرى.',

  // Validation: "the number of characters … not less than N", right for every N
  'contact.nameMin': ({ min }: { min: number }) => `يجب ألا يقل عدد أحرف الاسم عن ${min}`,
  'contact.nameMax': ({ max }: { max: number }) => `يجب ألا يزيد عدد أحرف الاسم على ${max}`,
  'contact.nameLetters': 'يجب أن يحتوي الاسم على أحرف ومسافات فقط',
  'contact.emailMin': ({ min }: { min: number }) =>
    `يجب ألا يقل عدد أحرف البريد الإلكتروني عن ${min}`,
  'contact.emailMax': ({ max }: { max: number }) =>
    `يجب ألا يزيد عدد أحرف البريد الإلكتروني على ${max}`,
  'contact.emailInvalid': 'عنوان البريد الإلكتروني غير صالح',
  'contact.subjectMin': ({ min }: { min: number }) => `يجب ألا يقل عدد أحرف الموضوع عن ${min}`,
  'contact.subjectMax': ({ max }: { max: number }) => `يجب ألا يزيد عدد أحرف الموضوع على ${max}`,
  'contact.subjectLetters': 'يجب أن يحتوي الموضوع على أحرف وأرقام ومسافات فقط',
  'contact.messageMin': ({ min }: { min: number }) => `يجب ألا يقل عدد أحرف الرسالة عن ${min}`,
  'contact.messageMax': ({ max }: { max: number }) => `يجب ألا يزيد عدد أحرف الرسالة على ${max}`,

  // Why a send failed
  'mail.notSetUp': ({ reason }: { reason: string }) => `لم يتم إعداد نموذج التواصل بعد. ${reason}`,
  'mail.notLoaded': 'تعذّر على الصفحة تحميل الشيفرة البرمجية المسؤولة عن إرسال الرسائل.',
  'mail.unreachable': 'تعذّر الوصول إلى خدمة البريد.',
  'mail.tooMany': 'تم إرسال عدد كبير جدًا من الرسائل خلال مدة قصيرة.',
  'mail.serverError': ({ status }: { status: number }) =>
    `واجهت خدمة البريد مشكلة (رمز الخطأ ${status}).`,
  'mail.noService': ({ status }: { status: number }) =>
    `لا توجد خدمة بريد مُعدّة لاستقبال رسائل هذا الموقع (رمز الخطأ ${status}).`,
  'mail.settingsRefused': ({ status }: { status: number }) =>
    `لم تقبل خدمة البريد إعدادات هذا الموقع (رمز الخطأ ${status}).`,
  'mail.tooLarge': 'حجم الرسالة أكبر مما تقبله خدمة البريد (رمز الخطأ 413).',
  'mail.refused': ({ status }: { status: number }) =>
    `رفضت خدمة البريد الرسالة (رمز الخطأ ${status}).`,
  'mail.said': ({ text }: { text: string }) => ` وجاء في ردها: «${text}»`,

  'outbox.failedList': 'رسائل تعذّر إرسالها',
  'outbox.waitingList': 'رسائل بانتظار الإرسال',
  'outbox.notSent': ({ subject }: RichParts<'subject'>) => ['لم يتم إرسال الرسالة ', subject, '.'],
  'outbox.isWaiting': ({ subject }: RichParts<'subject'>) => [
    'الرسالة ',
    subject,
    ' بانتظار الإرسال.',
  ],
  'outbox.retry': 'إعادة المحاولة',
  'outbox.discard': 'حذف',
  'outbox.retrying': ({ subject }: Subject) => `جارٍ إرسال «${subject}» مرة أخرى.`,
  'outbox.retryFailed': ({ subject }: Subject) => `تعذّرت إعادة «${subject}» إلى قائمة الانتظار.`,
  'outbox.discarded': ({ subject }: Subject) => `تم حذف «${subject}».`,
  'outbox.discardFailed': ({ subject }: Subject) => `تعذّر حذف «${subject}».`,
  'outbox.full': ({ limit }: { limit: number }) =>
    `يحتفظ هذا المتصفح بالفعل بالحد الأقصى من الرسائل غير المرسلة (${limit}). يُرجى المحاولة مرة أخرى بعد إرسالها، أو حذف الرسائل التي تعذّر إرسالها.`,
  'outbox.notStored': 'لم يسمح هذا المتصفح للصفحة بحفظ رسالتك، لذا لا يمكن إرسالها لاحقًا.',
  'outbox.notStoredOffline': 'لا يتوفر اتصال بالإنترنت؛ يُرجى المحاولة مرة أخرى عند عودة الاتصال.',
  'outbox.tryAgainSoon': 'يُرجى المحاولة مرة أخرى بعد قليل.',
  'outbox.gone':
    'حُذفت هذه الرسالة في علامة تبويب أخرى لهذا الموقع قبل إرسالها. يُرجى الضغط على «إرسال» لإرسالها.',

  'video.checkConnection': 'يُرجى التحقق من الاتصال بالإنترنت والمحاولة مرة أخرى.',
  'video.tryAgain': 'إعادة المحاولة',
  'video.loading': 'جارٍ تحميل الفيديو',
  'video.loadingText': 'جارٍ تحميل الفيديو…',
  'video.play': 'تشغيل الفيديو',

  'install.intro':
    'يمكنك إضافة هذا الموقع إلى الشاشة الرئيسية، فيُفتح مثل التطبيق في نافذة مستقلة ويعمل دون اتصال بالإنترنت.',
  'install.stepShare': ({ icon, share }: RichParts<'icon' | 'share'>) => [
    'اضغط على ',
    icon,
    ' ',
    share,
    ' في شريط أدوات Safari.',
  ],
  'install.stepChoose': ({ add }: RichParts<'add'>) => ['اختر ', add, '.'],
  'install.stepAdd': ({ add }: RichParts<'add'>) => ['اضغط على ', add, '.'],

  // Dates
  'date.range': ({ start, end }: { start: string; end: string }) => `من ${start} إلى ${end}`,
  'date.rangeOpen': ({ start }: { start: string }) => `من ${start} حتى الآن`,

  // The CV page
  'cv.title': ({ name }: { name: string }) => `السيرة الذاتية · ${name}`,
  'cv.description': ({ name, headline }: { name: string; headline: string }) =>
    `سيرة ${name} الذاتية، ${headline}: الخبرة العملية والمشاريع والتعليم والشهادات والمهارات.`,
  'cv.nav': 'السيرة الذاتية',
  'cv.home': 'العودة إلى الصفحة الرئيسية',
  'cv.addContact': 'إضافة إلى جهات الاتصال',
  'cv.jsonResume': 'JSON Resume',
  'cv.contact': 'معلومات الاتصال',
  'cv.work': 'الخبرة العملية',
  'cv.projects': 'المشاريع',
  'cv.education': 'التعليم',
  'cv.certificates': 'الشهادات',
  'cv.skills': 'المهارات',
  'cv.languages': 'اللغات',

  // The installed app's shortcuts (the web app manifest)
  'manifest.message': 'إرسال رسالة',
  'manifest.messageShort': 'رسالة',
  'manifest.reel': 'مشاهدة العرض التوضيحي',
  'manifest.reelShort': 'العرض التوضيحي',
  // The install dialog's screenshot captions: the page on a wide screen and on a phone.
  'manifest.screenshotWide': ({ title }: { title: string }) => `${title} (سطح المكتب)`,
  'manifest.screenshotNarrow': ({ title }: { title: string }) => `${title} (الهاتف)`,

  // PDF CV: the CV page's link and the app shortcut
  'cv.pdf': 'تنزيل ملف PDF',
  'manifest.cvPdf': 'تنزيل السيرة الذاتية (PDF)',
  'manifest.cvPdfShort': 'السيرة الذاتية (PDF)',

  // Every résumé section: the CV page's and Home's headings
  'resume.publications': 'المنشورات',
  'resume.awards': 'الجوائز',
  'resume.volunteer': 'العمل التطوعي',
  'resume.interests': 'الاهتمامات',
  'resume.references': 'المراجع',

  // Writing from the owner's feeds
  'writing.heading': 'المقالات',
  // Availability (docs/product.md § Availability): the line, written at build time, in the
  // owner's voice (first person, the same for a man or a woman). `kinds` is the owner's list
  // from Intl.ListFormat ("عقد ودوام كامل"), in parentheses so any wording fits.
  'availability.openToWork': ({ kinds, from }: { kinds: string; from: string }) =>
    `أبحث عن عمل${kinds ? ` (${kinds})` : ''}${from ? ` اعتبارًا من ${from}` : ''}`,
  'availability.openToOffers': ({ kinds, from }: { kinds: string; from: string }) =>
    `أرحّب بعروض العمل${kinds ? ` (${kinds})` : ''}${from ? ` اعتبارًا من ${from}` : ''}`,
  'availability.notLooking': 'لا أبحث عن عمل حاليًا',

  // What `npm run init` writes where the owner's content says nothing (tools/init/init-texts.ts).
  'init.headline': 'مطوّر برمجيات',
  'init.summary': ({ name }: { name: string }) => `مشاريع وأعمال ${name}.`,
  'init.someone': 'صاحب الموقع',
  'init.jobAlt': ({ position, employer }: { position: string; employer: string }) =>
    `${position} في ${employer}`,
  'init.titleCard': ({ name }: { name: string }) => `بطاقة عنوان ${name}`,
  'init.demoReel': ({ name }: { name: string }) => `الفيديو التعريفي بأعمال ${name}.`,
  'project.title': ({ title, name }: { title: string; name: string }) => `${title} · ${name}`,
  'project.source': 'الشيفرة المصدرية',
  'project.liveSite': 'الموقع المنشور',
  'project.language': 'اللغة الرئيسية',
  'project.stack': 'التقنيات المستخدمة',
  'project.topics': 'المواضيع',
  'project.stars': 'النجوم',
  'project.updated': 'آخر تحديث',
  'project.licence': 'الترخيص',
  'project.caseStudy': 'دراسة الحالة',
  'project.by': ({ name }: { name: string }) => `مشروع من إعداد ${name}`,
  'posts.readingTime': ({ minutes }: { minutes: number }, { plural }: Formatters) =>
    plural(minutes, {
      zero: 'أقل من دقيقة للقراءة',
      one: 'دقيقة واحدة للقراءة',
      two: 'دقيقتان للقراءة',
      few: `${minutes} دقائق للقراءة`,
      other: `${minutes} دقيقة للقراءة`,
    }),
  'posts.contents': 'المحتويات',
  'posts.footnotes': 'الحواشي',
  'posts.backToReference': ({ label }: { label: string }) => `العودة إلى الإحالة ${label}`,
  'posts.previous': 'المقالة السابقة',
  'posts.next': 'المقالة التالية',
  'posts.updated': ({ date }: { date: string }) => `حُدِّثت في ${date}`,
  'posts.tags': 'الوسوم',
  'posts.draft': 'مسودة',
  'posts.by': ({ name }: { name: string }) => `مقالة بقلم ${name}`,
  'posts.listDescription': ({ name }: { name: string }) => `مقالات ${name}، الأحدث أولًا.`,
} satisfies OnDemandMessages;
