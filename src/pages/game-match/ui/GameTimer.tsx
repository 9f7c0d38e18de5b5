import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatElapsed } from '../../../features/match-game';
import styles from './GameMatchPage.module.css';
import '../../../shared/i18n/lazy/game';

/** Runs from `startedAt` until `stoppedAt` is set, redrawn ten times a second. */
export function GameTimer({ startedAt, stoppedAt }: { startedAt: number | null; stoppedAt: number | null }) {
  const { t } = useTranslation('game');
  const [now, setNow] = useState(() => Date.now());
  const running = startedAt !== null && stoppedAt === null;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  const elapsed = startedAt === null ? 0 : (stoppedAt ?? now) - startedAt;
  return (
    <span className={styles.timer} data-testid="game-timer" data-ms={Math.max(0, elapsed)} role="timer" aria-label={t('board.timer')}>
      {formatElapsed(elapsed)}
    </span>
  );
}
