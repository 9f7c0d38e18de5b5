import { Button, Caption, Div, Group, Header, SimpleCell, Title } from '@vkontakte/vkui';
import { Icon28FireOutline, Icon28FavoriteOutline, Icon24SnowflakeOutline, Icon56CheckCircleOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import type { LearningStage, SessionSummary, TrainingItem } from '../../../entities/learning';
import { FortuneOfTheDay } from '../../../features/fortune-of-the-day';
import type { Tally } from '../../../features/training-session';
import styles from './TrainingPage.module.css';
import '../../../shared/i18n/lazy/learning';

const ORDER: Record<string, number> = { known: 5, learned: 4, fixing: 3, repeating: 2, learning: 1 };

function StageChip({ stage }: { stage: LearningStage | null }) {
  const { t } = useTranslation('learning');
  if (!stage) return <span className={styles.chip}>—</span>;
  return (
    <span className={styles.chip} data-stage={stage}>
      {t(`stages.${stage}`)}
    </span>
  );
}

export function TrainingSummary({
  summary,
  tally,
  items,
  onAgain,
  onLearning,
}: {
  summary: SessionSummary | null;
  tally: Tally;
  items: readonly TrainingItem[];
  onAgain(): void;
  onLearning(): void;
}) {
  const { t } = useTranslation('learning');
  const answered = summary?.answered ?? tally.answered;
  const known = summary?.known ?? tally.known;
  const again = summary?.again ?? tally.again;
  const words = new Map(items.map((i) => [i.card.id, i.card]));
  const changes = summary?.stageChanges ?? [];
  return (
    <div data-testid="training-summary" data-answered={answered} data-points={summary?.points ?? ''}>
      <Div className={styles.summaryHero}>
        <span className={styles.summaryIcon}>
          <Icon56CheckCircleOutline />
        </span>
        <Title level="1" Component="h2">
          {t('training.summary.title')}
        </Title>
        <div className={styles.tiles}>
          <div className={styles.tile}>
            <span className={styles.tileValue}>{answered}</span>
            <Caption level="1">{t('training.summary.answered')}</Caption>
          </div>
          <div className={styles.tile} data-tone="positive">
            <span className={styles.tileValue}>{known}</span>
            <Caption level="1">{t('training.summary.known')}</Caption>
          </div>
          <div className={styles.tile} data-tone="negative">
            <span className={styles.tileValue}>{again}</span>
            <Caption level="1">{t('training.summary.again')}</Caption>
          </div>
        </div>
      </Div>
      <Div>
        <FortuneOfTheDay />
      </Div>
      {summary ? (
        <Group mode="plain">
          <SimpleCell before={<Icon28FavoriteOutline className={styles.points} />} data-testid="summary-points">
            {t('training.summary.points', { count: summary.points })}
          </SimpleCell>
          <SimpleCell
            before={<Icon28FireOutline className={styles.fire} />}
            subtitle={t('training.summary.best', { count: summary.streak.best })}
            after={
              summary.streak.freezes > 0 ? (
                <span className={styles.freezes}>
                  <Icon24SnowflakeOutline width={20} height={20} />
                  {t('training.summary.freezes', { count: summary.streak.freezes })}
                </span>
              ) : undefined
            }
            data-testid="summary-streak"
          >
            {t('training.summary.streak', { count: summary.streak.current })}
          </SimpleCell>
        </Group>
      ) : null}
      {summary ? (
        <Group header={<Header size="s">{t('training.summary.changes')}</Header>} mode="plain">
          {changes.length === 0 ? (
            <Div>
              <Caption level="1" className={styles.muted}>
                {t('training.summary.noChanges')}
              </Caption>
            </Div>
          ) : (
            changes.map((c) => {
              const card = words.get(c.cardId);
              const up = (ORDER[c.to ?? ''] ?? 0) > (ORDER[c.from ?? ''] ?? 0);
              return (
                <SimpleCell
                  key={c.cardId}
                  subtitle={card?.translation}
                  after={
                    <span className={styles.change} data-up={up}>
                      <StageChip stage={c.from} />
                      <span aria-hidden>→</span>
                      <StageChip stage={c.to} />
                    </span>
                  }
                  data-testid="summary-change"
                >
                  <span lang="en">{card?.word ?? `#${c.cardId}`}</span>
                </SimpleCell>
              );
            })
          )}
        </Group>
      ) : null}
      <Div className={styles.summaryActions}>
        <Button size="l" mode="primary" stretched onClick={onAgain} data-testid="summary-again">
          {t('training.summary.again_btn')}
        </Button>
        <Button size="l" mode="secondary" stretched onClick={onLearning} data-testid="summary-to-learning">
          {t('training.summary.toLearning')}
        </Button>
      </Div>
    </div>
  );
}
