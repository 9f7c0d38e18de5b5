import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isLoading } from '../../shared/api';
import styles from './ProgressBar.module.css';

/** A thin bar at the top while any API request is in flight (spec §7). */
export function ProgressBar() {
  const { t } = useTranslation();
  const loading = useUnit($isLoading);
  return (
    <div
      className={loading ? `${styles.bar} ${styles.active}` : styles.bar}
      role="progressbar"
      aria-label={t('progressBar')}
      aria-hidden={!loading}
      aria-busy={loading}
      data-testid="progress-bar"
      data-active={loading}
    >
      <div className={styles.indicator} />
    </div>
  );
}
