import { AlertIcon } from '../../../components/ui/icons';
import styles from './projects.module.css';

/** The projects failure alert (spec section 8): it replaces the whole projects section. */
export function ProjectsError() {
  return (
    <div role="alert" className={styles.error}>
      <AlertIcon />
      <span>There was an error processing your request</span>
    </div>
  );
}
