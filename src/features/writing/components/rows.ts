import styles from './writing-slot.module.css';

/**
 * The class that sets `--rows`, the number of posts the section's height is
 * for (1 to 6, docs/product.md § Writing), shared by the slot and the section
 * so both reserve the same height.
 */
export function rowsClass(count: number): string {
  const rows = Math.min(6, Math.max(1, Math.round(count)));
  return rows === 1 ? styles.rows : styles[`rows${rows}`];
}
