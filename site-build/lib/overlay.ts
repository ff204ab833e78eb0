/**
 * Merges a translation overlay onto a JSON document (docs/make-it-yours.md,
 * "Another language"): `resume.fil.json` onto `resume.json`, `portfolio.fil.json`
 * onto `portfolio.json`. An overlay holds only the fields it translates, at
 * the same places as in the base document:
 *
 * - objects merge key by key, recursively;
 * - arrays merge item by item, by position (`work[1].position` in the overlay
 *   translates the second job's title; items the overlay leaves out, or gives
 *   as `{}`, stay as the base has them; items past the base's end are added);
 * - anything else in the overlay (a string, a number, `null`, or a value of
 *   another type than the base's) replaces the base's value.
 *
 * So a whole document is an overlay too: it replaces every field it has.
 * Neither input is changed; the result shares no object with them.
 * JSON Merge Patch (RFC 7386) is not used because it replaces arrays whole,
 * which would make a translator repeat every job to change one title.
 */
export function mergeOverlay(base: unknown, overlay: unknown): unknown {
  if (overlay === undefined) return structuredClone(base);
  if (Array.isArray(base) && Array.isArray(overlay)) {
    const length = Math.max(base.length, overlay.length);
    return Array.from({ length }, (_, index) => mergeOverlay(base[index], overlay[index]));
  }
  if (isPlainObject(base) && isPlainObject(overlay)) {
    // fromEntries defines own properties, so a "__proto__" key stays a plain key.
    const keys = new Set([...Object.keys(base), ...Object.keys(overlay)]);
    return Object.fromEntries(
      [...keys].map((key) => [key, mergeOverlay(own(base, key), own(overlay, key))]),
    );
  }
  return structuredClone(overlay);
}

const own = (object: Record<string, unknown>, key: string) =>
  Object.hasOwn(object, key) ? object[key] : undefined;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
