import { Suspense } from 'react';
import button from '#src/components/ui/button.module.css';
import { MailIcon } from '#src/components/ui/icons.tsx';
import { useLazyDialog } from '#src/components/ui/use-lazy-dialog.ts';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { loadOnDemandTexts } from '#src/i18n/on-demand.ts';
import { useDeepLink } from '#src/lib/deep-links.ts';
import { lazyWithPreload } from '#src/lib/lazy-with-preload.ts';
import { prefetchWhenIdle } from '#src/lib/prefetch-when-idle.ts';
import styles from './connect-section.module.css';
import { OutboxStatus } from './outbox-status.tsx';

// With its texts (the form, the validation messages, the outcomes), which are not part of the first view.
const ContactDialog = lazyWithPreload(() =>
  Promise.all([import('./contact-dialog.tsx'), loadOnDemandTexts()]).then(([m]) => ({
    default: m.ContactDialog,
  })),
);
prefetchWhenIdle(ContactDialog.preload);

/**
 * The Connect section (docs/product.md § Contact): its Email button opens
 * the dialog "Send me a message". The dialog's code loads when the page is
 * idle after hydration (or when the button is hovered, touched or focused
 * before that); the `?contact` deep link
 * opens it on load (docs/product.md § Offline and install). Below the text,
 * the outbox indicator shows messages waiting to be sent or failed
 * (docs/product.md § Outbox).
 */
export function ConnectSection() {
  const { t } = useI18n();
  const { isOpen, setOpen, isLoaded, open, triggerProps } = useLazyDialog(
    ContactDialog,
    t('contact.notLoaded'),
  );
  useDeepLink('contact', open);

  return (
    <section aria-labelledby="connect-heading" className={styles.section}>
      <div className={styles.text}>
        {/* Focusable by script only: focus lands here once the last failed message is gone. */}
        <h2 id="connect-heading" tabIndex={-1}>
          {t('contact.heading')}
        </h2>
        <p className={styles.lead}>{t('contact.lead')}</p>
        <OutboxStatus />
      </div>
      <button type="button" className={button.primary} {...triggerProps}>
        <MailIcon />
        {t('contact.open')}
      </button>
      {isLoaded && (
        <Suspense fallback={null}>
          <ContactDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
