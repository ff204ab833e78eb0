import type { Formatters, RichParts } from './catalogue.ts';
import type { en } from './messages/en.ts';
import type { enOnDemand } from './messages/en-on-demand.ts';

export type { Catalogue, Formatters, PluralForms, RichParts } from './catalogue.ts';

/**
 * The interface's texts in one language (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md).
 * English (`messages/en.ts` and `messages/en-on-demand.ts`) is the source:
 * every other language's files `satisfies` {@link PageMessages} and
 * {@link OnDemandMessages}, so a missing or misspelt key fails `npm run
 * typecheck` with the key's name.
 *
 * A message is a string, or a function of its arguments (and of
 * {@link Formatters}, for plurals and numbers) returning a string, or, for a
 * text with marked-up parts, an array of strings and those parts
 * ({@link RichParts}).
 */
export type Messages = PageMessages & OnDemandMessages;

/** The texts the first view and the always-loaded code show (`messages/{lang}.ts`). */
export type PageMessages = typeof en;

/**
 * The texts of the on-demand parts and of the build (`messages/{lang}-on-demand.ts`),
 * loaded with those parts (`loadOnDemandTexts`, src/i18n/on-demand.ts).
 */
export type OnDemandMessages = typeof enOnDemand;

/** A message key, e.g. `'projects.heading'`. */
export type MessageKey = keyof Messages;

type ArgsOf<M> = M extends (args: infer A, formatters: Formatters) => unknown ? [args: A] : [];

/** Keys whose message is text (a string, or a function returning one). */
export type TextKey = {
  [K in MessageKey]: Messages[K] extends string | ((...args: never[]) => string) ? K : never;
}[MessageKey];

/** Keys whose message places marked-up parts ({@link RichParts}). */
export type RichKey = Exclude<MessageKey, TextKey>;

/**
 * A message as text: `t('projects.heading')`, `t('courses.shown', { shown: 3, total: 10 })`.
 * The arguments are typed from the English message.
 */
export type Translate = <K extends TextKey>(key: K, ...args: ArgsOf<Messages[K]>) => string;

/**
 * A rich message's parts in order, strings and the given parts:
 * `rich('outbox.notSent', { subject: <strong>…</strong> })`.
 */
export type TranslateRich = <K extends RichKey, T>(
  key: K,
  parts: Parameters<Extract<Messages[K], (...args: never[]) => unknown>>[0] extends RichParts<
    infer P
  >
    ? RichParts<P & string, T>
    : never,
) => Array<string | T>;

/** One language's texts, ready to use: its BCP 47 tag and the two look-ups. */
export type Translator = {
  /** The language's BCP 47 tag, e.g. `en`, `fil`: `<html lang>`, `Intl` formats. */
  locale: string;
  t: Translate;
  rich: TranslateRich;
  /** Whether the on-demand texts are here (given at creation, or added since). */
  hasOnDemand: () => boolean;
  /** Adds the on-demand texts, once they have loaded (`loadOnDemandTexts`). */
  addOnDemand: (messages: OnDemandMessages) => void;
};

/**
 * Makes a {@link Translator} for one language from its catalogue: one per
 * page on the client, one per rendered page on the prerenderer (no
 * module-level language), so one process can render every language.
 * @param locale the language's BCP 47 tag (`Intl.PluralRules` takes it).
 * @param page that language's page texts (`messages/{locale}.ts`).
 * @param onDemand its on-demand texts (`messages/{locale}-on-demand.ts`), when
 *   already at hand (build, tests); the page adds them later.
 * @throws RangeError from `Intl.PluralRules` when `locale` is not a valid tag.
 *   The look-ups throw an Error naming the key when an on-demand text is
 *   asked for before those texts were added: never an empty label.
 */
export function createTranslator(
  locale: string,
  page: PageMessages,
  onDemand?: OnDemandMessages,
): Translator {
  const rules = new Intl.PluralRules(locale);
  const formatters: Formatters = {
    plural: (count, forms) => forms[rules.select(count)] ?? forms.other,
  };
  let messages: Partial<Messages> = { ...page, ...onDemand };
  let complete = onDemand !== undefined;
  const lookup = (key: MessageKey, args: unknown) => {
    const message = messages[key] as string | ((a: unknown, f: Formatters) => unknown) | undefined;
    if (message === undefined) {
      throw new Error(
        `No "${key}" text in ${locale} yet: on-demand texts load with their part (loadOnDemandTexts)`,
      );
    }
    return typeof message === 'function' ? message(args, formatters) : message;
  };
  return {
    locale,
    t: ((key: MessageKey, args?: unknown) => lookup(key, args)) as Translate,
    rich: ((key: MessageKey, parts: unknown) => lookup(key, parts)) as TranslateRich,
    hasOnDemand: () => complete,
    addOnDemand: (more) => {
      messages = { ...messages, ...more };
      complete = true;
    },
  };
}
