import { useEffect } from 'react';
import { Button } from '@vkontakte/vkui';
import { Icon24EducationOutline, Icon24GameOutline, Icon24NotebookCheckOutline, Icon56MoonOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { FortuneOfTheDay } from '../../../features/fortune-of-the-day';
import { useSecondsLeft } from '../../../shared/lib';
import { clockText, durationText } from '../lib/countdown';
import styles from './ComeBackState.module.css';
import '../../../shared/i18n/lazy/feed';

export interface ComeBackStateProps {
  kind: 'no-steps' | 'done';
  refillAt: string | null;
  total: number;
  /** Training answers a day (the user's daily goal); null for an older cached user. */
  goal: number | null;
  /** The level is not fixed yet: the level test is one of the next steps. */
  offerTest: boolean;
  onRefill(): void;
  onTraining(): void;
  onGame(): void;
  onTest(): void;
  onBrowse(): void;
}

/**
 * "New words are done for today": out of moves, or the day's selection sorted — with a live countdown to the refill.
 * The day is not over: it says what moves are, why the daily goal is another count, and what to do next (issue 18).
 */
export function ComeBackState({ kind, refillAt, total, goal, offerTest, onRefill, onTraining, onGame, onTest, onBrowse }: ComeBackStateProps) {
  const { t } = useTranslation('feed');
  const until = refillAt ? Date.parse(refillAt) : null;
  const left = useSecondsLeft(until !== null && Number.isFinite(until) ? until : null);
  const over = until !== null && left === 0;
  useEffect(() => {
    if (over) onRefill();
  }, [over, onRefill]);
  return (
    <div className={styles.state} data-testid={kind === 'no-steps' ? 'feed-no-steps' : 'feed-done'} data-kind={kind}>
      <div className={styles.head}>
        <div className={styles.art} aria-hidden>
          <Icon56MoonOutline />
        </div>
        <div>
          <h2 className={styles.title}>{kind === 'no-steps' ? t('noSteps.title') : t('done.title')}</h2>
          {until !== null ? (
            <div className={styles.words} data-testid="feed-countdown" data-seconds={left} role="timer" aria-label={durationText(t, left)}>
              {t('noSteps.next')} <span className={styles.clock}>{clockText(left)}</span>
            </div>
          ) : (
            <div className={styles.words}>{t('noSteps.refill')}</div>
          )}
        </div>
      </div>
      <FortuneOfTheDay />
      <p className={styles.text} data-testid="feed-moves-explained">
        {t('noSteps.moves', { count: total })}
        {goal ? ` ${t('noSteps.goal', { count: goal })}` : ''}
      </p>
      <h3 className={styles.nextTitle}>{t('noSteps.whatNext')}</h3>
      <div className={styles.actions}>
        <Button size="l" mode="primary" stretched before={<Icon24EducationOutline />} onClick={onTraining} data-testid="feed-to-training">
          {t('noSteps.training')}
        </Button>
        <Button size="l" mode="secondary" stretched before={<Icon24GameOutline />} onClick={onGame} data-testid="feed-to-game">
          {t('noSteps.game')}
        </Button>
        {offerTest ? (
          <Button size="l" mode="secondary" stretched before={<Icon24NotebookCheckOutline />} onClick={onTest} data-testid="feed-to-test">
            {t('noSteps.test')}
          </Button>
        ) : null}
        <Button size="l" mode="tertiary" stretched onClick={onBrowse} data-testid="feed-to-browse">
          {t('actions.browse')}
        </Button>
      </div>
    </div>
  );
}
