import type { Translator } from './translator.ts';

/**
 * A JSON Resume date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) in words in the
 * translator's language, through `Intl.DateTimeFormat(locale, { month:
 * 'long', year: 'numeric' })`: `2023-02` → "February 2023" (en), "Pebrero
 * 2023" (fil); a year alone stays as it is. Read in UTC, so the month never
 * shifts with the build machine's time zone.
 */
export function resumeDateInWords(date: string, { locale }: Pick<Translator, 'locale'>): string {
  const [year, month] = date.split('-');
  if (!month) return year;
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
}

/**
 * A date range in words (docs/product.md § Experience): "February 2023 to
 * December 2023", or "February 2023 to now" without an end date; the
 * catalogue's `date.range` / `date.rangeOpen` in other languages.
 */
export function resumeDateRange(start: string, end: string | undefined, i18n: Translator): string {
  const from = resumeDateInWords(start, i18n);
  return end
    ? i18n.t('date.range', { start: from, end: resumeDateInWords(end, i18n) })
    : i18n.t('date.rangeOpen', { start: from });
}
