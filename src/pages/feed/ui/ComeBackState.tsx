import { useEffect } from 'react';
import { Button, ButtonGroup } from '@vkontakte/vkui';
import { Icon56MoonOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../../../shared/lib';
import { clockText, durationText } from '../lib/countdown';
import styles from './ComeBackState.module.css';

export interface ComeBackStateProps {
  kind: 'no-steps' | 'done';
  refillAt: string | null;
  total: number;
  onRefill(): void;
  onLearning(): void;
  onBrowse(): void;
}

/** "Come back tomorrow": out of moves, or the day's selection sorted — with a live countdown to the refill. */
export function ComeBackState({ kind, refillAt, total, onRefill, onLearning, onBrowse }: ComeBackStateProps) {
  const { t } = useTranslation('feed');
  const until = refillAt ? Date.parse(refillAt) : null;
  const left = useSecondsLeft(until !== null && Number.isFinite(until) ? until : null);
  const over = until !== null && left === 0;
  useEffect(() => {
    if (over) onRefill();
  }, [over, onRefill]);
  return (
    <div className={styles.state} data-testid={kind === 'no-steps' ? 'feed-no-steps' : 'feed-done'} data-kind={kind}>
      <div className={styles.art} aria-hidden>
        <Icon56MoonOutline />
      </div>
      <h2 className={styles.title}>{kind === 'no-steps' ? t('noSteps.title') : t('done.title')}</h2>
      <p className={styles.text}>{kind === 'no-steps' ? t('noSteps.text', { total }) : t('done.text')}</p>
      {until !== null ? (
        <>
          <div className={styles.clock} data-testid="feed-countdown" data-seconds={left} role="timer" aria-label={durationText(t, left)}>
            {clockText(left)}
          </div>
          <div className={styles.words}>{durationText(t, left)}</div>
        </>
      ) : (
        <div className={styles.words}>{t('noSteps.refill')}</div>
      )}
      <ButtonGroup mode="vertical" align="center" gap="m" className={styles.actions}>
        <Button size="l" mode="primary" stretched onClick={onLearning} data-testid="feed-to-learning">
          {t('actions.toLearning')}
        </Button>
        <Button size="l" mode="secondary" stretched onClick={onBrowse}>
          {t('actions.browse')}
        </Button>
      </ButtonGroup>
    </div>
  );
}
