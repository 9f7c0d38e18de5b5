import { useEffect, useRef, type MouseEvent } from 'react';
import { Button, Caption, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56AddCircleOutline, Icon56ErrorTriangleOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isAuthorized } from '../../../entities/user';
import {
  $busy,
  $checking,
  $ended,
  $finishedAt,
  $loadError,
  $matched,
  $mismatches,
  $phase,
  $result,
  $round,
  $roundsForPoints,
  $run,
  $selected,
  $shownAt,
  $wrong,
  gameLeft,
  gameOpened,
  nextRoundRequested,
  tileTapped,
} from '../../../features/match-game';
import { useFailureText } from '../../../shared/form';
import { navigationRequested } from '../../../shared/navigation';
import { LoadFailed, PageHeader, Spinner } from '../../../shared/ui';
import { firstFocusable, LiveRegion, useFocusRescue, useShortcutKeysShowFocus } from '../../../shared/a11y';
import { GameBoard } from './GameBoard';
import { useMatchAnnouncement } from './useMatchAnnouncement';
import { GameEnded } from './GameEnded';
import { GameSummary } from './GameSummary';
import { GameTimer } from './GameTimer';
import { StreakDots } from './StreakDots';
import styles from './GameMatchPage.module.css';
import '../../../shared/i18n/lazy/game';
import { pathFor } from '../../../shared/config';
import '../../../shared/i18n/lazy/pages';
import '../../../shared/i18n/lazy/a11y';

export function GameMatchPage({ nav }: { nav: string }) {
  const { t } = useTranslation('game');
  const { t: tp } = useTranslation('pages');
  const { t: ta } = useTranslation('a11y');
  const [phase, round, selected, checking, wrong, matched, busy, mismatches, result, ended, shownAt, finishedAt, run, total, error, authorized] = useUnit([
    $phase,
    $round,
    $selected,
    $checking,
    $wrong,
    $matched,
    $busy,
    $mismatches,
    $result,
    $ended,
    $shownAt,
    $finishedAt,
    $run,
    $roundsForPoints,
    $loadError,
    $isAuthorized,
  ]);
  const on = useUnit({ gameOpened, gameLeft, nextRoundRequested, tileTapped, navigate: navigationRequested });
  const failure = useFailureText(phase === 'failed' ? error : null);
  useShortcutKeysShowFocus();
  const announcement = useMatchAnnouncement({ round, selected, matched, wrong });
  // A matched tile is disabled and loses focus: the next open tile of its column takes it (else any open tile, else
  // what the round's end offers).
  const page = useRef<HTMLDivElement>(null);
  useFocusRescue(page, (lost) => {
    const open = (root: Element | null | undefined) => Array.from(root?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
    const column = lost.closest('[role="group"]');
    const after = open(column).find((b) => lost.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return after ?? open(column)[0] ?? open(page.current?.querySelector('[data-testid="game-board"]'))[0] ?? firstFocusable(page.current);
  });

  useEffect(() => {
    on.gameOpened();
    return () => on.gameLeft();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toFeed = () => on.navigate({ to: pathFor('main') });
  const toFeedLink = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    toFeed();
  };

  let body;
  if (phase === 'playing' && round) {
    body = (
      <>
        <div className={styles.status}>
          <GameTimer startedAt={shownAt} stoppedAt={finishedAt} />
          <StreakDots count={run} total={total} />
        </div>
        <div className={styles.subStatus}>
          <Caption level="1" className={styles.muted}>
            {t('board.hint')}
            <span className={styles.keys} data-testid="game-keys-hint">
              {ta('match.keys')}
            </span>
          </Caption>
          <Caption level="1" className={styles.mismatchCount} data-testid="game-mismatches" data-count={mismatches} data-on={mismatches > 0}>
            {t('board.mismatches', { count: mismatches })}
          </Caption>
        </div>
        <GameBoard round={round} selected={selected} checking={checking} wrong={wrong} matched={matched} busy={busy} onTap={on.tileTapped} />
        <div className={styles.reward}>
          <Caption level="1">{t('streak.reward', { total, count: round.pointsForRun })}</Caption>
          {authorized ? null : <Caption level="1">{t('board.guestNote')}</Caption>}
        </div>
      </>
    );
  } else if (phase === 'finished' && result) {
    body = (
      <GameSummary
        result={result}
        elapsedMs={shownAt !== null && finishedAt !== null ? finishedAt - shownAt : 0}
        run={run}
        anonymous={!authorized}
        onNext={on.nextRoundRequested}
        onFeed={toFeed}
      />
    );
  } else if ((phase === 'too-fast' || phase === 'over') && ended) {
    body = <GameEnded reason={ended} anonymous={!authorized} onNext={on.nextRoundRequested} onFeed={toFeed} />;
  } else if (phase === 'empty') {
    body = (
      <Placeholder
        icon={<Icon56AddCircleOutline className={styles.accentIcon} />}
        title={t('empty.title')}
        action={
          <Button size="l" href={pathFor('main')} onClick={toFeedLink} data-testid="game-empty-to-feed">
            {t('empty.toFeed')}
          </Button>
        }
        data-testid="game-empty"
      >
        {t('empty.text')}
      </Placeholder>
    );
  } else if (phase === 'failed') {
    body = (
      <LoadFailed
        icon={<Icon56ErrorTriangleOutline className={styles.mutedIcon} />}
        title={t('failed.title')}
        onRetry={on.nextRoundRequested}
        retryTestId="game-retry"
        testId="game-failed"
      >
        {failure}
      </LoadFailed>
    );
  } else {
    body = (
      <Placeholder icon={<Spinner size="xl" />} data-testid="game-loading">
        {t('loading')}
      </Placeholder>
    );
  }

  return (
    <Panel nav={nav} data-testid="game-panel" data-phase={phase}>
      <PageHeader backTo={pathFor('main')}>{tp('titles.game-match')}</PageHeader>
      <div ref={page} className={styles.page}>
        <LiveRegion text={announcement.text} step={announcement.step} testId="game-announcement" />
        {body}
      </div>
    </Panel>
  );
}
