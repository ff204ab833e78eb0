import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Locale, translatorFor } from '#src/i18n/catalogues.ts';
import { I18nProvider } from '#src/i18n/i18n-provider.tsx';
import type { MailFailure } from './api/mail-result.ts';
import { MailFailureText } from './mail-failure-text.tsx';
import { describeFailure } from './outbox/mail-failure.ts';

/** The reason as a page in `locale` shows it. */
function shown(failure: MailFailure, locale: Locale, text?: string) {
  return render(
    <I18nProvider translator={translatorFor(locale)}>
      <p>
        <MailFailureText failure={failure} text={text} />
      </p>
    </I18nProvider>,
  ).container.querySelector('p') as HTMLParagraphElement;
}

const rejected: MailFailure = { status: 400, text: 'The template ID is invalid' };
const notSetUp: MailFailure = {
  status: 400,
  text: 'The Public Key is invalid. Visit https://dashboard.emailjs.com/admin/account',
  precondition: true,
};

describe('MailFailureText', () => {
  it("marks the mail API's English words with lang on a Filipino page", () => {
    const reason = shown(rejected, 'fil');
    expect(reason.textContent).toBe(describeFailure(rejected, translatorFor('fil')));
    const english = reason.querySelector('[lang]');
    expect(english?.getAttribute('lang')).toBe('en');
    expect(english?.textContent).toBe('The template ID is invalid');
  });

  it("marks a failed precondition's reason too", () => {
    const english = shown(notSetUp, 'ja').querySelector('[lang]');
    expect(english?.getAttribute('lang')).toBe('en');
    expect(english?.textContent).toBe('The Public Key is invalid.');
  });

  it('marks the words inside a longer sentence that quotes them', () => {
    const words = describeFailure(rejected, translatorFor('fil'));
    const reason = shown(rejected, 'fil', `Hindi na-save. ${words}`);
    expect(reason.textContent).toBe(`Hindi na-save. ${words}`);
    expect(reason.querySelector('[lang="en"]')?.textContent).toBe('The template ID is invalid');
  });

  it('marks nothing on an English page, nor a reason without the API’s words', () => {
    expect(shown(rejected, 'en').querySelector('[lang]')).toBeNull();
    expect(shown({ status: 0, text: '' }, 'fil').querySelector('[lang]')).toBeNull();
    expect(
      shown({ status: 400, text: '<html>Bad</html>' }, 'fil').querySelector('[lang]'),
    ).toBeNull();
  });
});
