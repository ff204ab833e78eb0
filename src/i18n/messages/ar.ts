import type { Formatters, PageMessages } from '../translator.ts';

type Count = { count: number };

/**
 * The interface's texts in Arabic (`ar`), Modern Standard Arabic for a
 * reader anywhere in the Arab world
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). Register:
 * formal. Buttons and menu items are verbal nouns, as Arabic software labels
 * them ("إرسال", "إغلاق", "تشغيل الفيديو"); requests to the visitor are
 * "يُرجى" with a verbal noun ("يُرجى المحاولة مرة أخرى"), and sentences
 * about the visitor use forms that read the same for a man or a woman
 * ("رسالتك", "يمكنك", "لا يتوفر اتصال بالإنترنت" rather than an adjective
 * such as "متصل"). Only the few calls to action that invite contact
 * ("تواصل معي", "احجز مكالمة", "راسلني") and the install steps ("اضغط على",
 * "اختر", as Apple's Arabic help writes them) use the imperative, in the
 * generic masculine as Arabic websites do. The owner speaks in the first
 * person ("أرد", "أبحث عن عمل"), which Arabic does not mark for gender.
 * Arabic punctuation (، ؛ ؟) and guillemets «…» for quoted text;
 * product names and formats stay Latin (Safari, PDF, JSON Resume).
 * Numbers are written as the code gives them, never as hard-coded digits.
 * Counts go through `plural` with all six CLDR categories and Arabic number
 * agreement ("رسالة واحدة", "رسالتان", "3 رسائل", "11 رسالة", "100 رسالة");
 * where English writes a number without a plural (lengths, limits, how many
 * courses are shown) the sentence is built so that the noun does not follow
 * the number ("يجب ألا يقل عدد أحرف الاسم عن 3"), correct for every count.
 * Every key of `en.ts`, no more (`satisfies PageMessages`); the on-demand
 * texts are in `ar-on-demand.ts`.
 */
export const ar = {
  // Shared
  'common.offline': 'لا يتوفر اتصال بالإنترنت',
  'common.close': 'إغلاق',
  'common.tryAgainLater': 'يُرجى المحاولة مرة أخرى.',

  // Layout and navigation
  'layout.skipToContent': 'الانتقال إلى المحتوى',
  'layout.sidebar': 'الشريط الجانبي',
  'nav.main': 'التنقل الرئيسي',
  'nav.home': 'الرئيسية',
  'nav.writing': 'المقالات',
  'nav.open': 'فتح قائمة التنقل',
  'nav.notLoaded': 'تعذّر تحميل قائمة التنقل',
  'nav.dialog': 'قائمة التنقل',
  'nav.close': 'إغلاق قائمة التنقل',
  'search.button': 'بحث',
  'search.notLoaded': 'تعذّر تحميل البحث',
  'theme.dark': 'الوضع الداكن',

  // Toasts
  'toast.dismiss': 'إغلاق الإشعار',

  // Profile
  'profile.portrait': ({ name }: { name: string }) => `صورة ${name}`,
  'profile.greeting': 'مرحبًا، أنا',
  'profile.cv': 'السيرة الذاتية',
  'profile.newTab': 'يُفتح في علامة تبويب جديدة',

  // Projects
  'projects.heading': 'أبرز المشاريع اليوم',
  'projects.loading': 'جارٍ تحميل المشاريع…',
  'projects.empty': 'لا توجد مشاريع لعرضها بعد.',
  'projects.error': 'حدث خطأ أثناء معالجة طلبك',

  // Experience
  'experience.heading': 'الخبرات السابقة',
  'experience.visit': 'زيارة الموقع',

  // Courses
  'courses.heading': 'الدورات التي أتممتها',
  'courses.search': 'البحث في المكتبة',
  'courses.list': 'الدورات',
  'courses.shown': ({ shown, total }: { shown: number; total: number }) =>
    `الدورات المعروضة: ${shown} من ${total}`,
  'courses.none': ({ query }: { query: string }) => `لا توجد دورات تطابق «${query}».`,

  // Contact
  'contact.heading': 'التواصل',
  'contact.lead':
    'هل لديك فكرة مشروع أو وظيفة شاغرة؟ يسعدني تلقّي رسالتك، وسأرد عليك في أقرب وقت ممكن.',
  'contact.open': 'البريد الإلكتروني',
  'contact.notLoaded': 'تعذّر تحميل نموذج التواصل',

  // The outbox
  'outbox.waiting': ({ count }: Count, { plural }: Formatters) =>
    plural(count, {
      zero: 'لا توجد رسائل بانتظار الإرسال.',
      one: 'رسالة واحدة بانتظار الإرسال.',
      two: 'رسالتان بانتظار الإرسال.',
      few: `${count} رسائل بانتظار الإرسال.`,
      many: `${count} رسالة بانتظار الإرسال.`,
      other: `${count} رسالة بانتظار الإرسال.`,
    }),
  'outbox.failed': ({ count }: Count, { plural }: Formatters) =>
    plural(count, {
      zero: 'لا توجد رسائل تعذّر إرسالها.',
      one: 'تعذّر إرسال رسالة واحدة.',
      two: 'تعذّر إرسال رسالتين.',
      few: `تعذّر إرسال ${count} رسائل.`,
      many: `تعذّر إرسال ${count} رسالة.`,
      other: `تعذّر إرسال ${count} رسالة.`,
    }),

  // Demo reel
  'reel.like': 'أعجبني',
  'reel.liked': 'تمت الإضافة إلى المفضلة',
  'reel.unliked': 'تمت الإزالة من المفضلة',
  'reel.play': 'تشغيل',
  'reel.playName': ' العرض التوضيحي',
  'video.notLoaded': 'تعذّر تحميل الفيديو',

  // Install (Safari's button names are placed as the install help gives them, see ar-on-demand.ts)
  'install.button': 'تثبيت التطبيق',
  'install.helpNotLoaded': 'تعذّر تحميل تعليمات التثبيت',
  'install.installed': 'تم التثبيت',

  // Offline and updates
  'pwa.offline': 'لا يتوفر اتصال بالإنترنت',
  'pwa.offlineDetail': '، لذا تعرض الصفحة النسخة المحفوظة على هذا الجهاز',
  'pwa.update': 'يتوفر إصدار جديد',
  'pwa.reload': 'إعادة التحميل',
  'pwa.dismiss': 'إغلاق',
  'pwa.offlineReady': 'الموقع جاهز للعمل دون اتصال بالإنترنت',

  // Errors and "Page not found"
  'error.title': 'حدث خطأ غير متوقع في التطبيق!',
  'error.reload': 'إعادة تحميل الصفحة',
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.text':
    'لا توجد صفحة بهذا العنوان. يمكنك الاطلاع على معرض الأعمال كاملًا في الصفحة الرئيسية.',
  'notFound.documentTitle': ({ name }: { name: string }) => `الصفحة غير موجودة · ${name}`,

  // Availability (docs/product.md § Availability): the owner's clock and the line's links
  'availability.clock': ({ offset, time }: { offset: string; time: string }) =>
    `الساعة الآن ${time} بتوقيت ${offset}`,
  'availability.contact': 'تواصل معي',
  'availability.book': 'احجز مكالمة',
} satisfies PageMessages;
