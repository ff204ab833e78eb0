/**
 * The shapes a catalogue file (`messages/{lang}.ts`, `messages/{lang}-on-demand.ts`) is written
 * in, apart from the translator that reads it (`translator.ts`), so the catalogues and the
 * translator do not import each other
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md).
 */

/**
 * Plural forms of one phrase, by the language's CLDR plural category
 * (`Intl.PluralRules`); `other` is required, the rest fall back to it.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Helpers a message function gets as its second argument, bound to the page's language. */
export type Formatters = {
  /** The form of `forms` that `count` takes in this language (`Intl.PluralRules`). */
  plural: (count: number, forms: PluralForms) => string;
};

/**
 * The parts a rich message places into its text (e.g. a subject in
 * `<strong>`), as the caller renders them. Generic, so the catalogue needs no
 * React: `T` is a React node where a component renders it.
 */
export type RichParts<K extends string, T = unknown> = Record<K, T>;

/** What every catalogue file holds: a string, or a function of its arguments. */
export type Catalogue = Record<
  string,
  string | ((args: never, formatters: Formatters) => string | readonly unknown[])
>;
