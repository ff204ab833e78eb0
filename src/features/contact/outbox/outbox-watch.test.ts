import { clear, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEND_TIMEOUT_MS } from '../api/mail-result.ts';
import { OUTBOX_KEY, outboxStore, peekOutbox } from './outbox-watch.ts';

const NOW = 1_800_000_000_000;
const item = (fields: Record<string, unknown>) => ({
  id: String(Math.random()),
  message: { name: 'Maria', email: 'maria@example.com', subject: 'Hi', message: 'Hello' },
  queuedAt: NOW - 1000,
  attempts: 0,
  status: 'waiting',
  ...fields,
});

describe('peekOutbox (the Connect section’s indicator)', () => {
  beforeEach(async () => {
    await clear(outboxStore());
  });

  it('counts nothing in an empty or unreadable outbox', async () => {
    expect(await peekOutbox(NOW)).toEqual({ sending: 0, waiting: 0, failed: 0 });
    await set(OUTBOX_KEY, 'not a list', outboxStore());
    expect(await peekOutbox(NOW)).toEqual({ sending: 0, waiting: 0, failed: 0 });
  });

  it('does not call the dialog’s own send waiting; retries and cut-off sends are', async () => {
    await set(
      OUTBOX_KEY,
      [
        item({ attempts: 1, dialogAt: NOW - 600, sendingSince: NOW - 500 }), // the dialog's send, in flight
        item({ attempts: 0 }), // saved offline
        item({ attempts: 3, sendingSince: NOW - 500 }), // a back-off retry in flight
        item({
          attempts: 1,
          dialogAt: NOW - SEND_TIMEOUT_MS - 2,
          sendingSince: NOW - SEND_TIMEOUT_MS - 1,
        }), // its tab closed mid-send
        item({ status: 'failed', attempts: 1 }),
        null,
      ],
      outboxStore(),
    );
    expect(await peekOutbox(NOW)).toEqual({ sending: 1, waiting: 3, failed: 1 });
  });

  it('does not count the dialog’s send as waiting before it is marked as sending (the notice of `add`)', async () => {
    await set(OUTBOX_KEY, [item({ attempts: 0, dialogAt: NOW - 5 })], outboxStore());
    expect(await peekOutbox(NOW)).toEqual({ sending: 1, waiting: 0, failed: 0 });
  });

  it('does not count the dialog’s second try after a rejection as waiting (the old attempt count)', async () => {
    await set(
      OUTBOX_KEY,
      [item({ attempts: 2, dialogAt: NOW - 50, sendingSince: NOW - 40 })],
      outboxStore(),
    );
    expect(await peekOutbox(NOW)).toEqual({ sending: 1, waiting: 0, failed: 0 });
  });
});
