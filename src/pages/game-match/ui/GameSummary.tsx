import { Button, Caption, Div, Title } from '@vkontakte/vkui';
import { Icon56CheckCircleOutline, Icon56InfoOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import type { RoundResult } from '../../../entities/game';
import { formatElapsed } from '../../../features/match-game';
import { GuestNote } from './GuestNote';
import { StreakDots } from './StreakDots';
import styles from './GameMatchPage.module.css';
import '../../../shared/i18n/lazy/game';

export interface GameSummaryProps {
  result: RoundResult;
  elapsedMs: number;
  run: number;
  anonymous: boolean;
  onNext(): void;
  onFeed(): void;
}

export function GameSummary({ result, elapsedMs, run, anonymous, onNext, onFeed }: GameSummaryProps) {
  const { t } = useTranslation('game');
  const correct = result.outcome === 'correct';
  return (
    <div className={styles.summary} data-testid="game-summary" data-outcome={result.outcome} data-points={result.points}>
      <div className={styles.summaryHero}>
        <span className={styles.summaryIcon} data-outcome={result.outcome}>
          {correct ? <Icon56CheckCircleOutline /> : <Icon56InfoOutline />}
        </span>
        <Title level="1" Component="h2">
          {correct ? t('summary.correctTitle') : t('summary.mismatchTitle')}
        </Title>
        <Caption level="1" className={styles.muted}>
          {correct ? t('summary.correctText') : t('summary.mismatchText')}
        </Caption>
      </div>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue} data-testid="game-summary-time">
            {formatElapsed(elapsedMs)}
          </span>
          <Caption level="1">{t('summary.time')}</Caption>
        </div>
        <div className={styles.stat} data-tone={result.mismatches > 0 ? 'negative' : 'positive'}>
          <span className={styles.statValue} data-testid="game-summary-mismatches">
            {result.mismatches}
          </span>
          <Caption level="1">{t('summary.mismatches')}</Caption>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>
            <StreakDots count={run} total={result.roundsForPoints} compact />
          </span>
          <Caption level="1">{t('summary.run')}</Caption>
        </div>
      </div>
      {result.points > 0 ? (
        <div className={styles.points} data-testid="game-summary-points" role="status">
          <span className={styles.pointsValue}>{t('summary.points', { count: result.points })}</span>
          <Caption level="1">{t('summary.pointsText', { count: result.roundsForPoints })}</Caption>
        </div>
      ) : null}
      {anonymous ? <GuestNote /> : null}
      <Div className={styles.actions}>
        <Button size="l" mode="primary" stretched onClick={onNext} data-testid="game-next-round" autoFocus>
          {t('summary.next')}
        </Button>
        <Button size="l" mode="secondary" stretched onClick={onFeed} data-testid="game-to-feed">
          {t('summary.toFeed')}
        </Button>
      </Div>
    </div>
  );
}
