/** Whether a key typed in `target` is text (so `/` is a slash, not the search key). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'range', 'reset', 'submit'].includes(target.type))
  );
}

/**
 * Whether `event` is one of the keys that open the dialog "Search"
 * (docs/product.md § Search): `/` outside a text field, and Ctrl+K or ⌘K
 * anywhere; never with Alt, and never when something else took the key.
 * Home (`search-button.tsx`) and the static pages (`static/`) listen alike.
 */
export function isSearchKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
  const commandK =
    event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
  return slash || commandK;
}

/** The keys of {@link isSearchKey}, for `aria-keyshortcuts` on every Search button. */
export const SEARCH_KEYSHORTCUTS = '/ Control+K Meta+K';
