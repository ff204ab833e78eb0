import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useI18n } from '#src/i18n/i18n-provider.tsx';

/**
 * Gives react-aria-components' own texts and formats (the toast region's
 * name "Notifications") the page's language: wraps each
 * on-demand part built on it (dialogs, drawer, toasts). Not at the page's
 * root, whose first view has none of react-aria's code
 * (docs/decisions/0021-interface-texts-in-a-typed-catalogue.md).
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useI18n().locale}>{children}</I18nProvider>;
}
