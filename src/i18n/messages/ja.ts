import type { PageMessages } from '../translator.ts';

type Count = { count: number };

/**
 * The interface's texts in Japanese (`ja`)
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md). Register:
 * polite (です/ます) for every sentence, with the humble and honorific forms
 * a business site uses to a visitor ("お送りいただければ", "ご連絡いたします",
 * "お試しください"); buttons, links and headings are short noun phrases or
 * the dictionary form, as Japanese software labels them ("送信", "閉じる",
 * "ナビゲーションを開く"). The visitor is not named by a pronoun, as Japanese
 * leaves it out; the owner speaks in the first person only where needed.
 * Full-width punctuation (、。？：) and corner brackets 「…」 for quoted
 * text and for the names of the page's own buttons; a space on each side
 * of a Latin word inside Japanese text, as Apple's Japanese help writes it
 * ("Safari のツールバー"). Loanwords in katakana as Japanese developers use
 * them (プロジェクト, メッセージ, オフライン, ダークモード); "CV" is 履歴書,
 * product names and formats stay Latin (Safari, PDF, JSON Resume).
 * Numbers take no spaces ("3件", "50文字"). Japanese has one plural form
 * (CLDR `other`), so a count is written with its counter ("メッセージが3件"),
 * not through `plural`; only the count of one gets its own sentence where
 * English has one ("メッセージを送信しました"). Every key of `en.ts`, no
 * more (`satisfies PageMessages`);
 * the on-demand texts are in `ja-on-demand.ts`.
 */
export const ja = {
  // Shared
  'common.offline': 'オフラインです',
  'common.close': '閉じる',
  'common.tryAgainLater': 'もう一度お試しください。',

  // Layout and navigation
  'layout.skipToContent': 'コンテンツへスキップ',
  'layout.sidebar': 'サイドバー',
  'nav.main': 'メイン',
  'nav.home': 'ホーム',
  'nav.writing': '執筆記事',
  'nav.open': 'ナビゲーションを開く',
  'nav.notLoaded': 'ナビゲーションを読み込めませんでした',
  'nav.dialog': 'ナビゲーション',
  'nav.close': 'ナビゲーションを閉じる',
  'search.button': '検索',
  'search.notLoaded': '検索を読み込めませんでした',
  'theme.dark': 'ダークモード',

  // Toasts
  'toast.dismiss': '通知を閉じる',

  // Profile
  'profile.portrait': ({ name }: { name: string }) => `${name}の写真`,
  'profile.greeting': 'はじめまして',
  'profile.cv': '履歴書',
  'profile.newTab': '新しいタブで開きます',

  // Projects
  'projects.heading': '本日の注目プロジェクト',
  'projects.loading': 'プロジェクトを読み込んでいます…',
  'projects.empty': '表示できるプロジェクトはまだありません。',
  'projects.error': 'リクエストの処理中にエラーが発生しました',

  // Experience
  'experience.heading': 'これまでの経験',
  'experience.visit': 'サイトを見る',

  // Courses
  'courses.heading': '受講したコース',
  'courses.search': 'ライブラリ内を検索',
  'courses.list': 'コース一覧',
  'courses.shown': ({ shown, total }: { shown: number; total: number }) =>
    `全${total}件中${shown}件を表示`,
  'courses.none': ({ query }: { query: string }) => `「${query}」に一致するコースはありません。`,

  // Contact
  'contact.heading': 'お問い合わせ',
  'contact.lead':
    'お考えのプロジェクトや募集中のポジションはありますか？メッセージをお送りいただければ、折り返しご連絡いたします。',
  'contact.open': 'メール',
  'contact.notLoaded': 'お問い合わせフォームを読み込めませんでした',

  // The outbox
  'outbox.waiting': ({ count }: Count) => `送信待ちのメッセージが${count}件あります。`,
  'outbox.failed': ({ count }: Count) => `メッセージ${count}件を送信できませんでした。`,

  // Demo reel
  'reel.like': 'いいね',
  'reel.liked': 'お気に入りに追加しました',
  'reel.unliked': 'お気に入りから削除しました',
  'reel.play': '再生',
  'reel.playName': '（デモリール）',
  'video.notLoaded': '動画を読み込めませんでした',

  // Install (Safari's button names are placed as the install help gives them, see ja-on-demand.ts)
  'install.button': 'アプリをインストール',
  'install.helpNotLoaded': 'インストール方法を読み込めませんでした',
  'install.installed': 'インストール済み',

  // Offline and updates
  'pwa.offline': 'オフラインです',
  'pwa.offlineDetail': '。この端末に保存されたコピーを表示しています',
  'pwa.update': '新しいバージョンがあります',
  'pwa.reload': '再読み込み',
  'pwa.dismiss': '閉じる',
  'pwa.offlineReady': 'オフラインで利用できるようになりました',

  // Errors and "Page not found"
  'error.title': '予期しないアプリケーションエラーが発生しました',
  'error.reload': 'ページを再読み込み',
  'notFound.title': 'ページが見つかりません',
  'notFound.text':
    'このアドレスにはページがありません。ポートフォリオはすべてホームページでご覧いただけます。',
  'notFound.documentTitle': ({ name }: { name: string }) => `ページが見つかりません · ${name}`,

  // Availability (docs/product.md § Availability): the owner's clock and the line's links
  'availability.clock': ({ offset, time }: { offset: string; time: string }) =>
    `現地時間 ${time}（${offset}）`,
  'availability.contact': 'お問い合わせ',
  'availability.book': 'ミーティングを予約',
} satisfies PageMessages;
