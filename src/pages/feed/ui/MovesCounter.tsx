import { Icon20FireAltOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import styles from './MovesCounter.module.css';
import '../../../shared/i18n/lazy/feed';

/** "12 moves left" with a bar that empties as the day's moves are spent. */
export function MovesCounter({ left, total }: { left: number; total: number }) {
  const { t } = useTranslation('feed');
  const share = total > 0 ? Math.max(0, Math.min(1, left / total)) : 0;
  return (
    <div className={styles.counter} data-testid="moves-counter" data-left={left} data-total={total} data-low={left <= 3} title={t('moves.title')}>
      <Icon20FireAltOutline className={styles.icon} aria-hidden />
      <span className={styles.text} aria-live="polite">
        {t('moves.left', { count: left })}
      </span>
      <span className={styles.bar} aria-hidden>
        <span className={styles.fill} style={{ transform: `scaleX(${share})` }} />
      </span>
    </div>
  );
}
