import { useI18n, useTextLangProps } from '#src/i18n/i18n-provider.tsx';
import type { MailFailure } from './api/mail-result.ts';
import { apiWords, describeFailure } from './outbox/mail-failure.ts';

export type MailFailureTextProps = {
  failure: MailFailure;
  /** The sentence that quotes it, when not {@link describeFailure}'s own (e.g. with "not stored" before it). */
  text?: string;
};

/**
 * Why a message was not sent, in the page's language ({@link describeFailure},
 * or `text`), with the mail API's own quoted words marked as English
 * (`lang="en"`) on a page in another language: a screen reader then reads
 * them in English, not as Filipino (docs/product.md § Languages: untranslated
 * text carries `lang`). Used in the dialog's alert, the failed-messages list and the toast.
 */
export function MailFailureText({ failure, text }: MailFailureTextProps) {
  const i18n = useI18n();
  const textLang = useTextLangProps('en');
  const words = text ?? describeFailure(failure, i18n);
  const quoted = apiWords(failure);
  const at = quoted && textLang.lang ? words.lastIndexOf(quoted) : -1;
  if (!quoted || at < 0) return words;
  return (
    <>
      {words.slice(0, at)}
      <span {...textLang}>{quoted}</span>
      {words.slice(at + quoted.length)}
    </>
  );
}
