import { useEffect } from 'react';
import { Button, Caption, Div, Group, Header, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon28FireOutline, Icon28FavoriteOutline, Icon24SnowflakeOutline, Icon28EducationOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $learningStats, $statsFailed, statsRequested } from '../../../entities/learning';
import { $progress, fetchProgressFx } from '../../../entities/progress';
import { LoadFailed, PageHeader, Spinner } from '../../../shared/ui';
import { percent } from '../lib/charts';
import { MemoryChart, RetentionChart, ReviewsChart, StagesChart, StreakCalendar } from './Charts';
import { FriendStreaks } from './FriendStreaks';
import { PointsHistory } from './PointsHistory';
import styles from './ProgressPage.module.css';
import '../../../shared/i18n/lazy/progress';

/** Spec §2 "progress": the learning stats as plain-SVG charts, the streak calendar, points and level. */
export function ProgressPage({ nav }: { nav: string }) {
  const { t } = useTranslation('progress');
  const [stats, failed, progress] = useUnit([$learningStats, $statsFailed, $progress]);
  const on = useUnit({ statsRequested, fetchProgress: fetchProgressFx });

  useEffect(() => {
    on.statsRequested();
    void on.fetchProgress().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const today = stats?.reviewsPerDay.at(-1)?.day ?? new Date().toISOString().slice(0, 10);
  const reviews = stats?.reviewsPerDay ?? [];
  const total = reviews.reduce((s, d) => s + d.count, 0);
  const passed = reviews.reduce((s, d) => s + d.passed, 0);
  const streak = stats?.streak;

  return (
    <Panel nav={nav} data-testid="progress-panel" data-loaded={Boolean(stats)}>
      <PageHeader>{t('title')}</PageHeader>
      <Group>
        <Div className={styles.top}>
          <div className={styles.stat} data-testid="progress-level">
            <Icon28EducationOutline className={styles.levelIcon} />
            <span className={styles.statValue}>{progress ? t(`levels.${progress.level}` as 'levels.a1') : '—'}</span>
            <Caption level="1" className={styles.statLabel}>
              {t('level')}
            </Caption>
          </div>
          <div className={styles.stat} data-testid="progress-points" data-points={progress?.points ?? ''}>
            <Icon28FavoriteOutline className={styles.pointsIcon} />
            <span className={styles.statValue}>{progress?.points ?? '—'}</span>
            <Caption level="1" className={styles.statLabel}>
              {progress ? t('pointsNoun', { count: progress.points }) : t('pointsLabel')}
            </Caption>
          </div>
          <div className={styles.stat} data-testid="progress-streak" data-streak={streak?.current ?? progress?.streak ?? ''}>
            <Icon28FireOutline className={styles.fireIcon} />
            <span className={styles.statValue}>{streak?.current ?? progress?.streak ?? '—'}</span>
            <Caption level="1" className={styles.statLabel}>
              {t('daysNoun', { count: streak?.current ?? progress?.streak ?? 0 })}
            </Caption>
          </div>
        </Div>
      </Group>

      <FriendStreaks />

      {stats ? (
        <>
          <Group header={<Header size="s">{t('streak.title')}</Header>}>
            <Div className={styles.streakHead}>
              <div>
                <div className={styles.streakTitle}>{stats.streak.current > 0 ? t('streak.current', { count: stats.streak.current }) : t('streak.none')}</div>
                <Caption level="1" className={styles.muted}>
                  {t('streak.best', { count: Math.max(stats.streak.best, progress?.streakBest ?? 0) })} ·{' '}
                  {stats.streak.today ? t('streak.todayDone') : t('streak.todayOpen')}
                </Caption>
              </div>
              <span className={styles.freezes} data-testid="progress-freezes" data-count={stats.streak.freezes}>
                <Icon24SnowflakeOutline width={20} height={20} />
                {stats.streak.freezes > 0 ? t('streak.freezes', { count: stats.streak.freezes }) : t('streak.noFreezes')}
              </span>
            </Div>
            <Div>
              <StreakCalendar days={stats.reviewsPerDay} today={today} streakDays={stats.streak.days} />
            </Div>
          </Group>

          <Group
            header={
              <Header size="s" subtitle={total > 0 ? `${t('reviews.total', { count: total })} · ${t('reviews.passedShare', { value: percent(passed / total) })}` : undefined}>
                {t('reviews.title')}
              </Header>
            }
          >
            <Div>
              <ReviewsChart days={reviews} />
              {total === 0 ? <Caption level="1" className={styles.muted}>{t('reviews.empty')}</Caption> : null}
            </Div>
          </Group>

          <Group header={<Header size="s">{t('stages.title')}</Header>}>
            <Div>
              <StagesChart stages={stats.stages} />
            </Div>
          </Group>

          <Group header={<Header size="s">{t('retention.title')}</Header>}>
            <Div>
              <RetentionChart retention={stats.retention} />
              <MemoryChart retention={stats.retention} />
            </Div>
          </Group>

          <PointsHistory refreshKey={progress?.points} />

          <Group header={<Header size="s">{t('due.title')}</Header>}>
            <Div className={styles.dueTiles}>
              {(['overdue', 'today', 'tomorrow'] as const).map((k) => (
                <div key={k} className={styles.dueTile} data-kind={k}>
                  <span className={styles.statValue}>{stats.due[k]}</span>
                  <Caption level="1" className={styles.statLabel}>
                    {t(`due.${k}`)}
                  </Caption>
                </div>
              ))}
            </Div>
          </Group>
        </>
      ) : failed ? (
        <LoadFailed onRetry={on.statsRequested} testId="progress-failed">
          {t('failed')}
        </LoadFailed>
      ) : (
        <Div className={styles.center}>
          <Spinner size="xl" />
        </Div>
      )}
    </Panel>
  );
}
