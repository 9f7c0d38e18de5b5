import { useTranslation } from 'react-i18next';
import styles from './GameMatchPage.module.css';
import '../../../shared/i18n/lazy/game';

/** "Correct rounds in a row: ●●○" — the progress toward the 5 points. */
export function StreakDots({ count, total, compact = false }: { count: number; total: number; compact?: boolean }) {
  const { t } = useTranslation('game');
  const filled = Math.min(count, total);
  return (
    <span className={styles.streak} data-testid="game-streak" data-count={filled} role="img" aria-label={t('streak.aria', { count: filled, total })}>
      {compact ? null : <span className={styles.streakLabel}>{t('streak.label')}</span>}
      <span className={styles.dots} aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={styles.dot} data-on={i < filled} />
        ))}
      </span>
    </span>
  );
}
