import { showToast } from '#src/components/ui/toast-queue.ts';
import { createOutboxSync } from './outbox/outbox-sync.ts';

/**
 * The page's one outbox sync (`docs/product.md § Outbox`), composed here,
 * where the contact feature's UI meets its outbox: the sync tells the
 * visitor through the app's toasts. Loaded on demand, like the sync itself:
 * the first-load indicator starts it once a message is stored, and the
 * dialog and the message lists import it.
 */
export const {
  requestFlush,
  startOutboxSync,
  subscribeOutbox,
  getOutboxSnapshot,
  submitMessage,
  retryMessage,
  discardMessage,
} = createOutboxSync({ toast: showToast });
