import { type RefObject, useEffect } from 'react';

/**
 * Hands text typed into a prerendered field before React hydrated it to
 * `onText`, once, right after hydration (docs/product.md § Performance:
 * nothing a visitor does is lost).
 *
 * The browser keeps such text in the field, but React 19 hydrates a
 * controlled field without reporting it as a change: the field would show
 * the text while the state (and whatever it filters) ignored it. Hydration
 * leaves `defaultValue` at the rendered value and `value` at what the visitor
 * typed, so a difference between the two on mount is exactly that text. On a
 * client render the two are equal and nothing happens.
 * @param ref the field (`<input>` or `<textarea>`) of a controlled component.
 * @param onText called with the typed text when there is some.
 */
export function useTextTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  onText: (text: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later typing reaches React as change events
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== field.defaultValue) onText(field.value);
    // Once, on mount: later changes reach React as ordinary change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
