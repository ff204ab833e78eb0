import { useLayoutEffect, useRef } from 'react';

/** An action in progress that removes one item from a list: which, where it was, what follows. */
type PendingRemoval = {
  id: string;
  index: number;
  /** The `<section>` around the list, kept while the list may still unmount. */
  section: Element | null;
  onGone?: () => void;
};

/**
 * Keeps keyboard and screen reader users in place when an action (Retry,
 * Discard) removes an item, and its focused button with it, from an outbox
 * list (docs/product.md § Outbox; WCAG 2.4.3 focus order). Once the item is
 * gone from `items`, focus moves to the first button of the item that took
 * its place (or of the one before it, when it was the last), or to the
 * section's script-focusable heading (`h2[tabindex="-1"]`) once the list is
 * empty.
 *
 * @param items The list as rendered, each with the `id` the actions use.
 * @returns `listRef` for the `<ul>`; `expectRemoval(id, index, onGone?)` to
 *   call as an action starts (`onGone` runs when the item has left, before
 *   focus moves); `cancel(id)` when the action failed and the item stays.
 */
export function useFocusAfterRemoval(items: readonly { id: string }[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<PendingRemoval | undefined>(undefined);

  useLayoutEffect(() => {
    const action = pending.current;
    if (!action || items.some((item) => item.id === action.id)) return;
    pending.current = undefined;
    action.onGone?.();
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    const next = rows[Math.min(action.index, rows.length - 1)];
    const target =
      next?.querySelector<HTMLElement>('button') ??
      action.section?.querySelector<HTMLElement>('h2[tabindex="-1"]');
    target?.focus();
  }, [items]);

  return {
    listRef,
    expectRemoval(id: string, index: number, onGone?: () => void) {
      pending.current = { id, index, section: listRef.current?.closest('section') ?? null, onGone };
    },
    cancel(id: string) {
      if (pending.current?.id === id) pending.current = undefined;
    },
  };
}
