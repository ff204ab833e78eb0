import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { useThemeStore } from '#src/stores/theme-store.ts';
import styles from './theme-switch.module.css';

export type ThemeSwitchProps = { className?: string };

/**
 * The colour-mode switch: role `switch`, name "Dark mode", checked when dark
 * (docs/product.md § Colour mode). A native button with `role="switch"`: keyboard (Space,
 * Enter) and screen readers work without extra code.
 */
export function ThemeSwitch({ className }: ThemeSwitchProps) {
  const { t } = useI18n();
  const isDark = useThemeStore((state) => state.mode === 'dark');
  const toggle = useThemeStore((state) => state.toggle);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      className={`${styles.switch} ${className ?? ''}`}
      onClick={toggle}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{t('theme.dark')}</span>
    </button>
  );
}
