import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm, HONEYPOT } from './contact-form.tsx';

/**
 * Words browser autofill and password managers match in a field's name, id
 * or label to decide what to fill (Chromium's autofill heuristics, the
 * managers' field classifiers). The honeypot must hold none of them: a filled
 * honeypot drops the visitor's message while telling them it was sent.
 */
const AUTOFILL_WORDS =
  /name|mail|phone|tel|mobile|fax|url|web|site|homepage|link|addr|street|city|town|zip|postal|state|country|company|organi[sz]ation|org|job|title|user|login|pass|card|cc|cvc|birth|age|gender|search|code|message|subject|comment/i;

/** Types into a field the fast way (a paste): typing key by key is slow on a busy machine. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  text: string,
): Promise<void> {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

function honeypot(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT}"]`);
  if (!input) throw new Error('no honeypot in the form');
  return input;
}

describe('ContactForm honeypot (spam guard)', () => {
  it('is a field autofill and password managers never target', () => {
    const { container } = render(<ContactForm onCancel={() => {}} />);
    const input = honeypot(container);
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('aria-hidden', 'true');
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input).toHaveAttribute('data-lpignore', 'true');
    expect(input).toHaveAttribute('data-1p-ignore');
    expect(input).toHaveAttribute('data-bwignore');
    expect(input).toHaveAttribute('data-form-type', 'other');
    // Neither its name, its id nor its label gives autofill anything to match.
    expect(input.name).not.toMatch(AUTOFILL_WORDS);
    expect(input.id).not.toMatch(AUTOFILL_WORDS);
    expect(input.closest('label')?.textContent ?? '').not.toMatch(AUTOFILL_WORDS);
    // Not part of what assistive technology offers.
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
  });

  it('lets a normal visitor send: the message goes out, not flagged as a bot', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(<ContactForm onCancel={() => {}} onValidSubmit={onValidSubmit} />);
    await fill(user, 'Name', 'Maria Clara');
    await fill(user, 'Email', 'maria@example.com');
    await fill(user, 'Subject', 'Project inquiry');
    await fill(user, 'Message', 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValidSubmit).toHaveBeenCalledWith(
      {
        name: 'Maria Clara',
        email: 'maria@example.com',
        subject: 'Project inquiry',
        message: 'Hello there',
      },
      { isBot: false },
    );
  });

  it('flags a filled honeypot as a bot', async () => {
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    const { container } = render(<ContactForm onCancel={() => {}} onValidSubmit={onValidSubmit} />);
    await fill(user, 'Name', 'Spam Bot');
    await fill(user, 'Email', 'bot@example.com');
    await fill(user, 'Subject', 'Buy now');
    await fill(user, 'Message', 'Cheap offers');
    // As autofill or a bot would: the value is set, no keystrokes.
    honeypot(container).value = 'anything';
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValidSubmit).toHaveBeenCalledWith(expect.anything(), { isBot: true });
  });
});

describe('ContactForm lengths', () => {
  it('puts no native maxLength on a field (browsers count UTF-16 units there, refusing valid text)', () => {
    const { container } = render(<ContactForm onCancel={() => {}} />);
    for (const field of container.querySelectorAll('input, textarea')) {
      expect(field.hasAttribute('maxlength'), field.getAttribute('name') ?? '').toBe(false);
    }
  });
});
