import { useEffect, useState } from 'react';
import {
  AppRootPortal,
  Avatar,
  Button,
  Caption,
  Counter,
  Div,
  Group,
  Header,
  HorizontalScroll,
  Panel,
  PanelHeaderButton,
  Placeholder,
  Progress,
  SimpleCell,
  Tabs,
  TabsItem,
  Text,
  Title,
} from '@vkontakte/vkui';
import { Icon28SettingsOutline, Icon28GameOutline, Icon28QuestionOutline, Icon24Play, Icon24SunOutline, Icon24CloudOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { photoUrl } from '../../../entities/card';
import {
  $learningStats,
  $statsFailed,
  STAGES,
  settingsChanged,
  statsRequested,
  type LearningStage,
  type LearningStats,
} from '../../../entities/learning';
import { $pendingCount } from '../../../entities/review';
import { navigationRequested } from '../../../shared/navigation';
import { LoadFailed, PageHeader, Spinner } from '../../../shared/ui';
import { dueLabel } from '../lib/due';
import { markTourSeen, tourSeen } from '../lib/tour';
import { LearningSettingsModal } from './LearningSettingsModal';
import { SelectionTour } from './SelectionTour';
import { stageCards } from '../model/stage-cards';
import styles from './LearningPage.module.css';
import '../../../shared/i18n/lazy/learning';
import { pathFor } from '../../../shared/config';

function LimitRow({ label, used, max, testId }: { label: string; used: number; max: number; testId: string }) {
  const { t } = useTranslation('learning');
  const share = max > 0 ? Math.min(100, (used / max) * 100) : 0;
  return (
    <div className={styles.limit} data-testid={testId} data-used={used} data-max={max}>
      <div className={styles.limitTop}>
        <Caption level="1">{label}</Caption>
        <Caption level="1" className={styles.limitValue}>
          {t('limits.of', { used, max })}
        </Caption>
      </div>
      <Progress value={share} appearance={share >= 100 ? 'negative' : share >= 80 ? 'accent' : 'positive'} aria-label={label} />
    </div>
  );
}

function Hero({ stats, onStart, onFeed, unsent }: { stats: LearningStats; onStart(): void; onFeed(): void; unsent: number }) {
  const { t } = useTranslation('learning');
  // docs/decisions/0044: "to train" = any stage a session brings (`overdue` now, `today` before midnight); "to review"
  // = cards past the learning stage due before midnight, the same figure as the limit below.
  const due = stats.due.overdue;
  const laterToday = Math.max(0, stats.due.today - stats.due.overdue);
  const learning = stats.stages.learning;
  const hasWork = due > 0 || learning > 0;
  return (
    <Div className={styles.hero} data-testid="learning-hero">
      <Title level="1" Component="h2" className={styles.heroTitle}>
        {due > 0 ? t('hero.trainNow', { count: due }) : t('hero.nothingDue')}
      </Title>
      <div className={styles.goal} data-testid="learning-goal" data-today={stats.goal.today} data-goal={stats.goal.daily}>
        <span className={styles.goalText}>
          {stats.goal.today >= stats.goal.daily ? t('hero.goalDone', { count: stats.goal.daily }) : t('hero.goal', { count: stats.goal.daily, done: stats.goal.today })}
        </span>
        <span className={styles.goalBar} aria-hidden>
          <span style={{ width: `${Math.min(100, (stats.goal.today / Math.max(1, stats.goal.daily)) * 100)}%` }} />
        </span>
      </div>
      <div className={styles.heroMeta}>
        {laterToday > 0 ? <span>{t('hero.laterToday', { count: laterToday })}</span> : null}
        <span data-testid="hero-review-today">{t('hero.reviewToday', { count: stats.due.reviewToday })}</span>
        <span data-testid="hero-review-tomorrow">{t('hero.reviewTomorrow', { count: stats.due.reviewTomorrow })}</span>
      </div>
      {stats.vacation ? (
        <div className={styles.notice} data-testid="learning-vacation-notice">
          <Icon24SunOutline width={20} height={20} />
          {t('hero.vacation')}
        </div>
      ) : null}
      {unsent > 0 ? (
        <div className={styles.notice} data-tone="warning" data-testid="learning-unsent">
          <Icon24CloudOutline width={20} height={20} />
          {t('hero.unsent', { count: unsent })}
        </div>
      ) : null}
      {hasWork ? (
        <Button
          size="l"
          stretched
          before={<Icon24Play />}
          after={due > 0 ? <Counter size="s" mode="inherit">{due}</Counter> : undefined}
          onClick={onStart}
          data-testid="learning-start"
          data-due={due}
          aria-label={due > 0 ? t('hero.startAria', { count: due }) : undefined}
        >
          {due > 0 ? t('hero.start') : t('hero.startLearning')}
        </Button>
      ) : null}
      <Button size="l" stretched mode={hasWork ? 'secondary' : 'primary'} onClick={onFeed} data-testid="learning-to-feed">
        {t('hero.pickCards')}
      </Button>
    </Div>
  );
}

function StageList({ stage, refreshKey }: { stage: LearningStage; refreshKey: unknown }) {
  const { t, i18n } = useTranslation('learning');
  const [state, loadingMore, load, more] = useUnit([stageCards.$state, stageCards.$loadingMore, stageCards.load, stageCards.more]);
  // A new stage, or new stats after training (cards moved between stages): the list starts again from its first page.
  useEffect(() => {
    load(stage);
  }, [load, stage, refreshKey]);
  const list = {
    cards: state.key === stage ? state.items : [],
    failed: state.key === stage && state.status === 'error',
    loaded: state.key === stage && state.status !== 'loading' && state.status !== 'idle',
    hasMore: state.key === stage && state.nextCursor !== null,
    loading: loadingMore,
    more: () => more(),
    retry: () => load(stage),
  };
  if (list.failed && list.cards.length === 0) {
    return (
      <LoadFailed onRetry={list.retry} testId="learning-list-failed">
        {t('list.failed')}
      </LoadFailed>
    );
  }
  if (!list.loaded) return <Div className={styles.center}><Spinner size="l" /></Div>;
  if (list.cards.length === 0) {
    return (
      <Placeholder data-testid="learning-empty" className={styles.emptyList}>
        {t(`list.empty.${stage}`)}
      </Placeholder>
    );
  }
  return (
    <div data-testid="learning-list" data-stage={stage}>
      {list.cards.map((card) => {
        const due = stage === 'known' ? null : dueLabel(card.due, i18n.language);
        return (
          <SimpleCell
            key={card.id}
            before={<Avatar size={48} src={photoUrl(card.photos?.small) ?? undefined} className={styles.thumb} alt="" />}
            subtitle={card.translation}
            after={
              due ? (
                <Caption level="1" className={due.now ? styles.dueNow : styles.due}>
                  {due.now ? t('list.dueNow') : t('list.dueIn', { when: due.text })}
                </Caption>
              ) : undefined
            }
            data-testid="learning-card-row"
            data-card-id={card.id}
          >
            <span lang="en">{card.word}</span>
          </SimpleCell>
        );
      })}
      {list.hasMore ? (
        <Div>
          <Button mode="secondary" stretched size="l" loading={list.loading} onClick={list.more} data-testid="learning-more">
            {t('list.more')}
          </Button>
        </Div>
      ) : null}
    </div>
  );
}

export function LearningPage({ nav }: { nav: string }) {
  const { t } = useTranslation('learning');
  const [stats, failed, unsent] = useUnit([$learningStats, $statsFailed, $pendingCount]);
  const on = useUnit({ statsRequested, settingsChanged, navigate: navigationRequested });
  const [stage, setStage] = useState<LearningStage>('learning');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [tourOpen, setTourOpen] = useState(false);

  useEffect(() => {
    on.statsRequested();
    if (!tourSeen()) setTourOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const closeTour = () => {
    markTourSeen();
    setTourOpen(false);
  };
  const toTraining = () => on.navigate({ to: pathFor('training') });
  const toFeed = () => on.navigate({ to: pathFor('main') });

  return (
    <Panel nav={nav} data-testid="learning-panel" data-loaded={Boolean(stats)}>
      <PageHeader
        before={
          <PanelHeaderButton aria-label={t('tour.open')} onClick={() => setTourOpen(true)} data-testid="learning-tour-open">
            <Icon28QuestionOutline />
          </PanelHeaderButton>
        }
        after={
          <PanelHeaderButton aria-label={t('settings.open')} onClick={() => setSettingsOpen(true)} data-testid="learning-settings-open">
            <Icon28SettingsOutline />
          </PanelHeaderButton>
        }
      >
        {t('title')}
      </PageHeader>

      {stats ? (
        <>
          <Group>
            <Hero stats={stats} onStart={toTraining} onFeed={toFeed} unsent={unsent} />
          </Group>
          <Group header={<Header size="s">{t('limits.title')}</Header>}>
            <Div className={styles.limits}>
              <LimitRow label={t('limits.repeat')} used={stats.limits.repeatToday.used} max={stats.limits.repeatToday.max} testId="limit-repeat" />
              <LimitRow label={t('limits.total')} used={stats.limits.total.used} max={stats.limits.total.max} testId="limit-total" />
              <LimitRow label={t('limits.moves')} used={stats.limits.moves.left} max={stats.limits.moves.max} testId="limit-moves" />
              <Caption level="1" className={styles.limitHint}>
                {t('limits.hint')}
              </Caption>
            </Div>
          </Group>
          <Group>
            <Tabs className={styles.tabs}>
              {/* No VKUI arrows: their hidden label is fixed Russian ("Вперед") whatever the language (issue 18); the row scrolls by touch and wheel. */}
              <HorizontalScroll showArrows={false} scrollOnAnyWheel>
                {STAGES.map((s) => (
                  <TabsItem
                    key={s}
                    selected={stage === s}
                    onClick={() => setStage(s)}
                    status={<Counter size="s" mode={stage === s ? "primary" : "tertiary"}>{stats.stages[s] ?? 0}</Counter>}
                    data-testid={`learning-tab-${s}`}
                    data-count={stats.stages[s] ?? 0}
                  >
                    {t(`stages.${s}`)}
                  </TabsItem>
                ))}
              </HorizontalScroll>
            </Tabs>
            <Div className={styles.stageHint}>
              <Caption level="1">{t(`stageHints.${stage}`)}</Caption>
            </Div>
            <StageList stage={stage} refreshKey={stats} />
          </Group>
          <Group>
            <SimpleCell
              before={<Icon28GameOutline />}
              onClick={() => on.navigate({ to: pathFor('game-match') })}
              chevron="always"
              subtitle={t('game.text')}
              multiline
              data-testid="learning-game"
            >
              {t('game.title')}
            </SimpleCell>
            <SimpleCell before={<Icon28QuestionOutline />} onClick={() => setTourOpen(true)} chevron="always" data-testid="learning-tour-cell">
              {t('tour.open')}
            </SimpleCell>
            <SimpleCell before={<Icon28SettingsOutline />} onClick={() => setSettingsOpen(true)} chevron="always">
              {t('settings.open')}
            </SimpleCell>
          </Group>
        </>
      ) : failed ? (
        <LoadFailed onRetry={on.statsRequested} testId="learning-failed">
          {t('list.failed')}
        </LoadFailed>
      ) : (
        <Div className={styles.center}>
          <Spinner size="xl" />
        </Div>
      )}

      <AppRootPortal usePortal>
        {/* The settings show the server's values, so they wait for the stats (no client copy of the defaults). */}
        {stats ? (
          <LearningSettingsModal
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
            vacation={stats.vacation}
            retention={stats.retention.requested}
            onChange={on.settingsChanged}
          />
        ) : null}
        <SelectionTour
          open={tourOpen}
          onClose={closeTour}
          onFeed={toFeed}
          onTraining={toTraining}
          limits={stats ? { moves: stats.limits.moves.max, repeat: stats.limits.repeatToday.max, total: stats.limits.total.max } : null}
        />
      </AppRootPortal>
    </Panel>
  );
}
