import { describe, expect, it } from 'vitest';
import { describeFailure, isTemporary } from './mail-failure.ts';

describe('isTemporary (docs/product.md § Outbox, "Retry policy")', () => {
  it('retries no answer, 429 and 5xx', () => {
    for (const status of [0, 429, 500, 502, 503, 504]) {
      expect(isTemporary({ status, text: '' }), String(status)).toBe(true);
    }
  });

  it('gives up on other 4xx and on preconditions', () => {
    for (const status of [400, 401, 403, 404, 405, 413, 422]) {
      expect(isTemporary({ status, text: '' }), String(status)).toBe(false);
    }
    expect(
      isTemporary({ status: 0, text: 'The public key is required.', precondition: true }),
    ).toBe(false);
  });
});

describe('describeFailure', () => {
  it('says why in plain words, quoting a short answer from the API', () => {
    expect(describeFailure({ status: 400, text: 'The template ID is invalid' })).toBe(
      'The mail service refused the message (error 400). It said: “The template ID is invalid”',
    );
    expect(describeFailure({ status: 422, text: '' })).toBe(
      'The mail service refused the message (error 422).',
    );
    expect(describeFailure({ status: 0, text: 'Network Error' })).toBe(
      'The mail service could not be reached.',
    );
    expect(describeFailure({ status: 503, text: 'x' })).toBe(
      'The mail service had a problem (error 503).',
    );
  });

  it('explains a static host without a mail service (404/405) and leaves its HTML page out', () => {
    const text = describeFailure({
      status: 404,
      text: '<!doctype html><title>Page not found</title>',
    });
    expect(text).toBe('This site has no mail service set up to receive messages (error 404).');
    expect(describeFailure({ status: 405, text: 'Method Not Allowed' })).toContain(
      'no mail service',
    );
  });

  it('leaves out long answers', () => {
    expect(describeFailure({ status: 400, text: 'x'.repeat(300) })).toBe(
      'The mail service refused the message (error 400).',
    );
  });

  it('names a missing key in the SDK’s words', () => {
    expect(
      describeFailure({
        status: 0,
        text: 'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
        precondition: true,
      }),
    ).toBe('The contact form is not set up yet. The public key is required.');
  });
});
