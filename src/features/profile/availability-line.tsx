import { type MouseEvent, useEffect, useState } from 'react';
import { useLanguageHome } from '#src/components/layout/language-links.tsx';
import { useSite } from '#src/content/page-site.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { openDeepLink } from '#src/lib/deep-links.ts';
import { localTime, untilNextMinute, utcOffsetLabel } from './owner-clock.ts';
import styles from './profile-header.module.css';

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
 * The availability line under the profile header (docs/product.md §
 * Availability): what the owner is open to and from when (written at build
 * time), then " · UTC+8, 14:05 now", the owner's local time, which appears
 * after hydration in a slot whose width is reserved (so it shifts nothing) and
 * changes each minute. The clock and its separator wrap as one; a separator
 * that would start a line is clipped away (profile-header.module.css), so
 * none starts or ends a line at any width. Below it "Get in touch" opens the contact dialog (a
 * link to `?contact`, the dialog's deep link, without script) and, when the
 * owner gives one and is looking, "Book a call" opens their booking page in
 * a new tab (a plain link: no third-party script or frame). Nothing when the
 * owner sets no availability.
 * @param newTabId the id of the header's "Opens in a new tab" text.
 */
export function AvailabilityLine({ newTabId }: { newTabId: string }) {
  const { availability } = useSite();
  const { t, locale } = useI18n();
  const languageHome = useLanguageHome();
  const now = useMinute(!!availability);
  if (!availability) return null;
  const { timeZone, bookingUrl } = availability;
  const openContact = (event: MouseEvent) => {
    event.preventDefault();
    openDeepLink('contact');
  };
  return (
    <>
      <p className={styles.availability}>
        {availability.summary}
        <span className={styles.gap}> </span>
        <span className={styles.clock}>
          <span>{now && ' · '}</span>
          {now &&
            t('availability.clock', {
              offset: utcOffsetLabel(now, timeZone),
              time: localTime(now, timeZone, locale),
            })}
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
