/**
 * Whether a key belongs to an input method's composition (a Japanese or
 * Chinese conversion): its Enter confirms the text and its Escape cancels
 * it, so the dialog leaves them alone. Safari gives such keys `keyCode` 229
 * without `isComposing`.
 */
export function isComposing(event: Pick<KeyboardEvent, 'isComposing' | 'keyCode'>): boolean {
  return event.isComposing || event.keyCode === 229;
}
