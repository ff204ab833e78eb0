import type { OnDemandMessages, RichParts } from '../translator.ts';

type Count = { count: number };
type Subject = { subject: string };

/**
 * The on-demand texts in Japanese (see `ja.ts` for the register and `en-on-demand.ts`).
 * Safari's button names in the install steps ("Share", "Add to Home Screen",
 * "Add") are not here: the install help places them as iOS shows them.
 */
export const jaOnDemand = {
  'courses.description': ({ issuer }: { issuer: string }) => `${issuer}のコース`,
  // The ideographic comma, with no space.
  'place.separator': '、',

  // サイト内検索 (docs/product.md § Search)
  'search.title': '検索',
  'search.field': 'このサイトを検索',
  'search.help':
    'プロジェクト、記事、職歴、スキル、受講したコースを検索できます。矢印キーで結果を移動し、Enterキーで開きます。',
  'search.loading': '検索を読み込んでいます…',
  'search.failed': '検索を読み込めませんでした。',
  'search.count': ({ count }: Count) => `${count}件の結果`,
  'search.none': ({ query }: { query: string }) => `「${query}」に一致する結果はありません`,
  'search.group.projects': 'プロジェクト',
  'search.group.posts': '記事',
  'search.group.experience': '職歴とスキル',
  'search.group.courses': 'コース',

  'contact.title': 'メッセージを送る',
  'contact.name': 'お名前',
  'contact.email': 'メールアドレス',
  'contact.subject': '件名',
  'contact.message': 'メッセージ',
  'contact.honeypot': 'この欄には何も入力しないでください',
  'contact.notSent': 'メッセージは送信されませんでした。',
  'contact.sending': 'メッセージを送信しています…',
  'contact.cancel': 'キャンセル',
  'contact.send': '送信',
  'contact.sent': ({ count }: Count) =>
    count === 1 ? 'メッセージを送信しました' : `メッセージ${count}件を送信しました`,
  'contact.sendFailed': ({ count }: Count) =>
    count === 1
      ? '保存済みのメッセージを送信できませんでした'
      : `保存済みのメッセージ${count}件を送信できませんでした`,
  'contact.sendFailedHelp': '「お問い合わせ」から再試行するか、破棄してください。',
  'contact.offline': 'オフラインです。オンラインに戻るとメッセージが送信されます',
  'contact.queued': 'メッセージを保存しました。自動的に送信されます',
  'contact.rejected': 'メッセージは送信されませんでした',
  'contact.notSendable': 'ページからメッセージを送信できませんでした。もう一度お試しください。',

  // Validation
  'contact.nameMin': ({ min }: { min: number }) => `お名前は${min}文字以上で入力してください`,
  'contact.nameMax': ({ max }: { max: number }) => `お名前は${max}文字以内で入力してください`,
  'contact.nameLetters': 'お名前には文字とスペースのみ使用できます',
  'contact.emailMin': ({ min }: { min: number }) =>
    `メールアドレスは${min}文字以上で入力してください`,
  'contact.emailMax': ({ max }: { max: number }) =>
    `メールアドレスは${max}文字以内で入力してください`,
  'contact.emailInvalid': 'メールアドレスの形式が正しくありません',
  'contact.subjectMin': ({ min }: { min: number }) => `件名は${min}文字以上で入力してください`,
  'contact.subjectMax': ({ max }: { max: number }) => `件名は${max}文字以内で入力してください`,
  'contact.subjectLetters': '件名には文字、数字、スペースのみ使用できます',
  'contact.messageMin': ({ min }: { min: number }) =>
    `メッセージは${min}文字以上で入力してください`,
  'contact.messageMax': ({ max }: { max: number }) =>
    `メッセージは${max}文字以内で入力してください`,

  // Why a send failed
  'mail.notSetUp': ({ reason }: { reason: string }) =>
    `お問い合わせフォームはまだ設定されていません。${reason}`,
  'mail.notLoaded': 'メッセージを送信するためのプログラムを読み込めませんでした。',
  'mail.unreachable': 'メールサービスに接続できませんでした。',
  'mail.tooMany': '短時間に送信されたメッセージが多すぎます。',
  'mail.serverError': ({ status }: { status: number }) =>
    `メールサービスで問題が発生しました（エラー ${status}）。`,
  'mail.noService': ({ status }: { status: number }) =>
    `このサイトにはメッセージを受け取るメールサービスが設定されていません（エラー ${status}）。`,
  'mail.settingsRefused': ({ status }: { status: number }) =>
    `メールサービスがこのサイトの設定を受け付けませんでした（エラー ${status}）。`,
  'mail.tooLarge': 'メッセージが大きすぎるため、メールサービスで受け付けられません（エラー 413）。',
  'mail.refused': ({ status }: { status: number }) =>
    `メールサービスがメッセージを拒否しました（エラー ${status}）。`,
  'mail.said': ({ text }: { text: string }) => `メールサービスからの応答：「${text}」`,

  'outbox.failedList': '送信できなかったメッセージ',
  'outbox.waitingList': '送信待ちのメッセージ',
  'outbox.notSent': ({ subject }: RichParts<'subject'>) => [subject, 'は送信されませんでした。'],
  'outbox.isWaiting': ({ subject }: RichParts<'subject'>) => [subject, 'は送信待ちです。'],
  'outbox.retry': '再試行',
  'outbox.discard': '破棄',
  'outbox.retrying': ({ subject }: Subject) => `「${subject}」を再送信しています。`,
  'outbox.retryFailed': ({ subject }: Subject) => `「${subject}」を送信待ちに戻せませんでした。`,
  'outbox.discarded': ({ subject }: Subject) => `「${subject}」を破棄しました。`,
  'outbox.discardFailed': ({ subject }: Subject) => `「${subject}」を破棄できませんでした。`,
  'outbox.full': ({ limit }: { limit: number }) =>
    `このブラウザには未送信のメッセージがすでに${limit}件あります。それらが送信されてから再度お試しいただくか、送信できなかったメッセージを破棄してください。`,
  'outbox.notStored':
    'このブラウザではメッセージを保存できなかったため、後で送信することはできません。',
  'outbox.notStoredOffline': 'オフラインです。オンラインに戻ってから、もう一度お試しください。',
  'outbox.tryAgainSoon': 'しばらくしてから、もう一度お試しください。',
  'outbox.gone':
    'このメッセージは、送信される前にこのサイトの別のタブで破棄されました。送信するには「送信」を押してください。',

  'video.checkConnection': '接続を確認して、もう一度お試しください。',
  'video.tryAgain': '再試行',
  'video.loading': '動画を読み込み中',
  'video.loadingText': '動画を読み込んでいます…',
  'video.play': '動画を再生',

  'install.intro':
    'このサイトをホーム画面に追加すると、アプリのように専用のウィンドウで開き、オフラインでも利用できます。',
  'install.stepShare': ({ icon, share }: RichParts<'icon' | 'share'>) => [
    'Safari のツールバーで ',
    icon,
    ' ',
    share,
    ' をタップします。',
  ],
  'install.stepChoose': ({ add }: RichParts<'add'>) => [add, ' を選択します。'],
  'install.stepAdd': ({ add }: RichParts<'add'>) => [add, ' をタップします。'],

  // Dates: a Japanese CV writes a period with a wave dash ("2020年3月〜2022年6月")
  'date.range': ({ start, end }: { start: string; end: string }) => `${start}〜${end}`,
  'date.rangeOpen': ({ start }: { start: string }) => `${start}〜現在`,

  // The CV page
  'cv.title': ({ name }: { name: string }) => `履歴書 · ${name}`,
  'cv.description': ({ name, headline }: { name: string; headline: string }) =>
    `${name}（${headline}）の履歴書：職歴、プロジェクト、学歴、資格、スキル。`,
  'cv.nav': '履歴書',
  'cv.home': 'ホームに戻る',
  'cv.addContact': '連絡先に追加',
  'cv.jsonResume': 'JSON Resume',
  'cv.contact': '連絡先',
  'cv.work': '職歴',
  'cv.projects': 'プロジェクト',
  'cv.education': '学歴',
  'cv.certificates': '資格・認定',
  'cv.skills': 'スキル',
  'cv.languages': '語学',

  // The installed app's shortcuts (the web app manifest)
  'manifest.message': 'メッセージを送る',
  'manifest.messageShort': 'メッセージ',
  'manifest.reel': 'デモリールを見る',
  'manifest.reelShort': 'デモリール',
  // The install dialog's screenshot captions: the page on a wide screen and on a phone.
  'manifest.screenshotWide': ({ title }: { title: string }) => `${title}（デスクトップ）`,
  'manifest.screenshotNarrow': ({ title }: { title: string }) => `${title}（スマートフォン）`,

  // PDF CV: the CV page's link and the app shortcut
  'cv.pdf': 'PDF をダウンロード',
  'manifest.cvPdf': '履歴書をダウンロード（PDF）',
  'manifest.cvPdfShort': '履歴書（PDF）',

  // Every résumé section: the CV page's and Home's headings
  'resume.publications': '著作・論文',
  'resume.awards': '受賞歴',
  'resume.volunteer': 'ボランティア活動',
  'resume.interests': '興味・関心',
  'resume.references': '推薦者',

  // Writing from the owner's feeds
  'writing.heading': '執筆記事',
  // Availability (docs/product.md § Availability): the line, written at build time, in the
  // owner's voice. `kinds` comes from Intl.ListFormat ("業務委託、正社員"), `from` is "2027年3月".
  'availability.openToWork': ({ kinds, from }: { kinds: string; from: string }) =>
    `${kinds ? `${kinds}の` : ''}仕事を探しています${from ? `（${from}から）` : ''}`,
  'availability.openToOffers': ({ kinds, from }: { kinds: string; from: string }) =>
    `${kinds ? `${kinds}の` : ''}お仕事のご相談を受け付けています${from ? `（${from}から）` : ''}`,
  'availability.notLooking': '現在は仕事を探していません',

  // What `npm run init` writes where the owner's content says nothing (tools/init/init-texts.ts).
  'init.headline': 'ソフトウェア開発者',
  'init.summary': ({ name }: { name: string }) => `${name}のプロジェクトと仕事。`,
  'init.someone': 'サイトの持ち主',
  'init.jobAlt': ({ position, employer }: { position: string; employer: string }) =>
    `${employer}の${position}`,
  'init.titleCard': ({ name }: { name: string }) => `${name}のタイトルカード`,
  'init.demoReel': ({ name }: { name: string }) => `${name}のデモリール。`,
  'project.title': ({ title, name }: { title: string; name: string }) => `${title} · ${name}`,
  'project.source': 'ソースコード',
  'project.liveSite': '公開サイト',
  'project.language': '主な言語',
  'project.stack': '技術スタック',
  'project.topics': 'トピック',
  'project.stars': 'スター数',
  'project.updated': '最終更新',
  'project.licence': 'ライセンス',
  'project.caseStudy': 'ケーススタディ',
  'project.by': ({ name }: { name: string }) => `${name}のプロジェクト`,
  'posts.readingTime': ({ minutes }: { minutes: number }) => `${minutes}分で読めます`,
  'posts.contents': '目次',
  'posts.footnotes': '脚注',
  'posts.backToReference': ({ label }: { label: string }) => `参照 ${label} に戻る`,
  'posts.previous': '前の記事',
  'posts.next': '次の記事',
  'posts.updated': ({ date }: { date: string }) => `${date}に更新`,
  'posts.tags': 'タグ',
  'posts.draft': '下書き',
  'posts.by': ({ name }: { name: string }) => `${name}の記事`,
  'posts.listDescription': ({ name }: { name: string }) => `${name}の記事一覧（新しい順）。`,
} satisfies OnDemandMessages;
