import { isComposing } from '#src/lib/is-composing.ts';

/**
 * What the arrow keys and Enter do in a search dialog (docs/product.md §
 * Search): Down from the searchbox goes to the first result, then to the
 * next; Up goes back, from the first result to the searchbox; Enter in the
 * searchbox opens the first result. Moves focus or clicks; prevents the
 * key's default when it used it. Keys of an input method's composition
 * ({@link isComposing}) are left alone.
 * @param links the result links, in order.
 */
export function moveThroughResults(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'preventDefault' | 'isComposing' | 'keyCode'>,
  input: HTMLInputElement | null,
  links: HTMLAnchorElement[],
): void {
  if (isComposing(event)) return;
  const at = links.indexOf(event.target as HTMLAnchorElement);
  const fromField = event.target === input;
  if (event.key === 'ArrowDown') {
    const next = fromField ? links[0] : links[at + 1];
    if (next) next.focus();
    if (next || at >= 0) event.preventDefault();
  } else if (event.key === 'ArrowUp' && at >= 0) {
    event.preventDefault();
    (at === 0 ? input : links[at - 1])?.focus();
  } else if (event.key === 'Enter' && fromField && links[0]) {
    event.preventDefault();
    links[0].click();
  }
}
