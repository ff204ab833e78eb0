import { type MouseEvent, useEffect, useState } from 'react';
import { useLanguageHome } from '#src/components/layout/language-links.tsx';
import { useSite } from '#src/content/page-site.tsx';
import { useI18n, useTextLangProps } from '#src/i18n/i18n-provider.tsx';
import { openDeepLink } from '#src/lib/deep-links.ts';
import type { AvailabilityContent } from './availability.content.ts';

import {
  localTime,
  type OffsetTable,
  offsetLabel,
  ownerClock,
  timeAtOffset,
  untilNextMinute,
  utcOffsetLabel,
} from './owner-clock.ts';
import styles from './profile-header.module.css';

/** What the browser gets of the page's `availability` (its face's `shipped`, ./availability.content.ts). */
export type ShippedAvailability = Omit<AvailabilityContent, 'status' | 'kinds' | 'from'>;

/**
 * The current time, from the first effect after hydration, then at the start
 * of every minute; undefined before (the prerendered page and the first
 * render after it agree: neither has a time).
 */
function useMinute(active: boolean): Date | undefined {
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const date = new Date();
      setNow(date);
      timer = setTimeout(tick, untilNextMinute(date.getTime()));
    };
    tick();
    return () => clearTimeout(timer);
  }, [active]);
  return now;
}

/**
 * Two dates half a year apart (winter and summer time), the same on the
 * server and in every browser, for the clock's text before the first minute.
 */
const RESERVED_DATES = [new Date(Date.UTC(2026, 0, 15)), new Date(Date.UTC(2026, 6, 15))] as const;

/** The longest of `labels` ("UTC+10:30" over "UTC+11"), the first of equals. */
const longest = (labels: string[]) =>
  labels.reduce((kept, label) => (label.length > kept.length ? label : kept));

/**
 * The clock's text before the first minute, the same on the server and in
 * every browser: the longest offset label `timeZone` takes and a time of a
 * fixed instant. From `table` when the build wrote one (its offsets, its
 * start); else through `Intl` at {@link RESERVED_DATES}.
 */
function reservedClock(
  timeZone: string,
  locale: string,
  table: OffsetTable | undefined,
): { offset: string; time: string } {
  const [first] = table?.offsets ?? [];
  if (table && first) {
    return {
      offset: longest(table.offsets.map(([, minutes]) => offsetLabel(minutes))),
      time: timeAtOffset(first[0], first[1]),
    };
  }
  return {
    offset: longest(RESERVED_DATES.map((date) => utcOffsetLabel(date, timeZone))),
    time: localTime(RESERVED_DATES[0], timeZone, locale),
  };
}

/**
 * The availability line under the profile header (docs/product.md §
 * Availability): what the owner is open to and from when (written at build
 * time; from the first minute after `from` has come, the line without it), then " · UTC+8, 14:05 now", the owner's local time, which appears
 * after hydration and changes each minute. Before that the prerendered page
 * holds the same text for a fixed date, hidden from sight and from screen
 * readers: its digits are tabular, so the real time takes exactly its width
 * in every language and shifts nothing. The clock and its separator wrap as one; a separator
 * that would start a line is clipped away (profile-header.module.css), so
 * none starts or ends a line at any width. Below it "Get in touch" opens the contact dialog (a
 * link to `?contact`, the dialog's deep link, without script) and, when the
 * owner gives one and is looking, "Book a call" opens their booking page in
 * a new tab (a plain link: no third-party script or frame). Nothing when the
 * owner sets no availability.
 * @param availability the page's `availability` (./availability.content.ts), as the page gives it.
 * @param newTabId the id of the header's "Opens in a new tab" text.
 */
export function AvailabilityLine({
  availability,
  newTabId,
}: {
  availability: ShippedAvailability | undefined;
  newTabId: string;
}) {
  const { fallback } = useSite();
  const { t, locale } = useI18n();
  // Kinds of work the page's translation leaves out are the summary's odd runs (availability.content.ts).
  const fallenBack = useTextLangProps(fallback?.lang);
  const languageHome = useLanguageHome();
  const now = useMinute(!!availability);
  if (!availability) return null;
  const { timeZone, bookingUrl, clock: table, startsAt, summaryFromThen } = availability;
  // Once `from` has come, the line says nothing about it (docs/product.md § Availability).
  const summary =
    now && summaryFromThen && startsAt !== undefined && now.getTime() >= startsAt
      ? summaryFromThen
      : availability.summary;
  const clock = now
    ? ownerClock(now, timeZone, locale, table)
    : reservedClock(timeZone, locale, table);
  const openContact = (event: MouseEvent) => {
    event.preventDefault();
    openDeepLink('contact');
  };
  return (
    <>
      <p className={styles.availability}>
        {[summary].flat().map((run, index) =>
          index % 2 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a run is its place in the sentence
            <span key={index} {...fallenBack}>
              {run}
            </span>
          ) : (
            run
          ),
        )}
        <span className={styles.gap}> </span>
        {/* Before the first minute: the same text for a fixed date, hidden, so it holds the width. */}
        <span
          className={now ? styles.clock : `${styles.clock} ${styles.pending}`}
          aria-hidden={now ? undefined : true}
        >
          <span> · </span>
          {t('availability.clock', clock)}
        </span>
      </p>
      <p className={styles.reach}>
        <a href={`${languageHome}?contact`} onClick={openContact}>
          {t('availability.contact')}
        </a>
        {bookingUrl && (
          <a href={bookingUrl} target="_blank" rel="noopener" aria-describedby={newTabId}>
            {t('availability.book')}
          </a>
        )}
      </p>
    </>
  );
}
