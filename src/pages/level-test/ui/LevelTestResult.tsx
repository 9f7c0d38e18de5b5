import { Button, Caption, Headline, Text, Title } from '@vkontakte/vkui';
import { Icon24FavoriteOutline, Icon24GhostOutline, Icon56CupOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { LEVEL_TEST_POINTS, type LevelTestResult as Result } from '../../../entities/level-test';
import { levelCode, roundEstimate } from '../lib/levels';
import styles from './LevelTest.module.css';
import '../../../shared/i18n/lazy/levelTest';

export interface LevelTestResultProps {
  result: Result;
  /** A user (guest included) got the level and the points already; an anonymous visitor keeps them by continuing. */
  signedIn: boolean;
  continuing: boolean;
  onContinue(): void;
  onRetake(): void;
}

export function LevelTestResult({ result, signedIn, continuing, onContinue, onRetake }: LevelTestResultProps) {
  const { t, i18n } = useTranslation('levelTest');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const { vocabulary, honesty } = result;

  return (
    <div className={styles.column} data-testid="level-test-result" data-level={result.level}>
      <div className={styles.hero}>
        <span className={styles.cupIcon} aria-hidden>
          <Icon56CupOutline />
        </span>
        <Caption level="1" caps className={styles.muted}>
          {t('result.title')}
        </Caption>
        <span className={styles.levelBig} data-novice={result.level === 'novice'} data-testid="level-test-result-level">
          {levelCode(result.level, t('preA1'))}
        </span>
        <Title level="2" Component="h2" data-testid="level-test-result-name">
          {t(`levels.${result.level}`)}
        </Title>
        <Text className={styles.muted} data-testid="level-test-result-meaning">
          {result.level === 'novice' ? t('result.reachedNovice') : t('result.reached', { level: result.level.toUpperCase() })}
        </Text>
        <Headline level="2" weight="2" data-testid="level-test-result-next" data-next={result.next ?? ''}>
          {result.next ? t('result.towards', { level: result.next.toUpperCase() }) : result.level === 'c2' ? t('result.top') : null}
        </Headline>
      </div>

      <div className={styles.vocabulary}>
        <span className={styles.vocabularyValue} data-testid="level-test-vocabulary" data-value={vocabulary.value} data-margin={vocabulary.margin}>
          {t('result.vocabulary', {
            count: roundEstimate(vocabulary.value),
            value: number.format(roundEstimate(vocabulary.value)),
            margin: number.format(roundEstimate(vocabulary.margin)),
          })}
        </span>
        <Caption level="1" className={styles.muted}>
          {t('result.vocabularyLabel')}
        </Caption>
        {vocabulary.confidence ? (
          <Caption level="1" className={styles.muted} data-testid="level-test-vocabulary-range">
            {t('result.range', { confidence: percent.format(vocabulary.confidence), low: number.format(roundEstimate(vocabulary.low)), high: number.format(roundEstimate(vocabulary.high)) })}
          </Caption>
        ) : null}
      </div>

      <div className={styles.note} data-testid={signedIn ? 'level-test-points' : 'level-test-guest-note'}>
        <Icon24FavoriteOutline className={styles.pointsIcon} aria-hidden />
        <Text>{signedIn ? t('result.points', { count: LEVEL_TEST_POINTS }) : t('result.guestNote', { count: LEVEL_TEST_POINTS })}</Text>
      </div>

      {/* The next step comes right after the level and the points (above the fold on a phone); the details follow. */}
      <div className={styles.actions}>
        <Button size="l" stretched loading={continuing} onClick={onContinue} data-testid="level-test-continue">
          {t('result.continue')}
        </Button>
      </div>

      {honesty.falseAlarms > 0 ? (
        <div className={styles.note} data-tone="warning" role="note" data-testid="level-test-honesty">
          <Icon24GhostOutline className={styles.noteIcon} aria-hidden />
          <Text>{t('result.honesty', { count: honesty.falseAlarms })}</Text>
        </div>
      ) : null}

      <section className={styles.breakdown} aria-labelledby="level-test-breakdown-title" data-testid="level-test-breakdown">
        <div>
          <Headline level="2" weight="2" id="level-test-breakdown-title">
            {t('result.breakdown')}
          </Headline>
          <Caption level="1" className={styles.muted}>
            {t('result.breakdownHint')}
          </Caption>
        </div>
        <ul className={styles.bars}>
          {result.perLevel.map((row) => (
            <li
              key={row.level}
              className={styles.barRow}
              data-current={row.level === result.level}
              data-testid="level-test-breakdown-row"
              data-level={row.level}
              data-known={row.known}
            >
              <span className={styles.barLevel}>{row.level.toUpperCase()}</span>
              <span className={styles.barTrack} aria-hidden>
                <span className={styles.barFill} style={{ width: `${Math.round(Math.max(0, Math.min(1, row.known)) * 100)}%` }} />
              </span>
              <span className={styles.barPercent}>{percent.format(row.known)}</span>
              <Caption level="2" className={styles.barAsked}>
                {row.asked > 0 ? t('result.asked', { correct: row.correct, asked: row.asked }) : t('result.notAsked')}
              </Caption>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.actions}>
        <Button size="l" mode="secondary" stretched disabled={continuing} onClick={onRetake} data-testid="level-test-retake">
          {t('result.retake')}
        </Button>
      </div>
    </div>
  );
}
