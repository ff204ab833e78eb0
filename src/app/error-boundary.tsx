import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import styles from './status-page.module.css';

export type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { error: unknown };

/** The error's text: its message for an `Error`, else its string form. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

/**
 * Catches render errors anywhere below it and shows the generic screen of
 * docs/product.md § Errors: the heading "Unexpected Application Error!"
 * followed by the error text. The error is also logged.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorScreen error={this.state.error} />;
  }
}

/** The generic error screen in the page's language (docs/product.md § Errors). */
function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useI18n();
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>{t('error.title')}</h1>
        <pre className={styles.error}>{errorText(error)}</pre>
        <button type="button" className={styles.link} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    </main>
  );
}
