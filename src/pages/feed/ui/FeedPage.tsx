import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, IconButton, Panel, Placeholder, Skeleton, ViewWidth, useAdaptivityWithJSMediaQueries } from '@vkontakte/vkui';
import { Icon24ArrowUturnLeftOutline, Icon28CancelOutline, Icon28DoneOutline, Icon28HelpOutline, Icon56NewsfeedOutline, Icon56WifiOutline } from '@vkontakte/icons';
import { useActiveVkuiLocation } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../entities/card';
import { LevelBadge } from '../../../entities/card';
import { $cards, $moves, $movesInFlight, $movesLeft, $nextCursor, $outOfMoves, $status, feedOpened, feedReloadRequested } from '../../../entities/feed';
import { $check } from '../../../features/check-question';
import { $user } from '../../../entities/user';
import { $isLevelFixed, $progress } from '../../../entities/progress';
import { $lastDecision, $undoPending, decideRequested, undoRequested } from '../../../features/know-or-learn';
import { LevelUpBanner } from '../../../features/level-up';
import { navigationRequested } from '../../../shared/navigation';
import { LoadFailed, PageHeader } from '../../../shared/ui';
import { pathFor } from '../../../shared/config';
import type { SwipeDecision } from '../lib/swipe';
import { feedAnnouncement, type FeedStep } from '../lib/announce';
import '../model/notices';
import '../model/composition';
import { CollectionTabs } from './CollectionTabs';
import { ComeBackState } from './ComeBackState';
import { FeedDetails } from './FeedDetails';
import { FeedLevelChip } from './FeedLevelChip';
import { KeysHint } from './KeysHint';
import { MovesCounter } from './MovesCounter';
import { SwipeStack, type SwipeStackHandle } from './SwipeStack';
import { collectionPath, useFeedMenus } from './useFeedMenus';
import styles from './FeedPage.module.css';
import detailStyles from './FeedDetails.module.css';
import { usePrefetchWords } from '../../../shared/speech';
import { firstFocusable, LiveRegion, useFocusRescue, useShortcutKeysShowFocus } from '../../../shared/a11y';
import '../../../shared/i18n/lazy/feed';
import '../../../shared/i18n/lazy/a11y';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

/** The first screen: today's cards as a swipeable stack, with the moves counter, undo and the day's empty states. */
export function FeedPage({ nav }: { nav: string }) {
  const { t } = useTranslation('feed');
  const { t: ta } = useTranslation('a11y');
  const [cards, status, moves, movesLeft, outOfMoves, user, last, undoPending, inFlight, check, nextCursor] = useUnit([
    $cards,
    $status,
    $moves,
    $movesLeft,
    $outOfMoves,
    $user,
    $lastDecision,
    $undoPending,
    $movesInFlight,
    $check,
    $nextCursor,
  ]);
  const [progress, isLevelFixed] = useUnit([$progress, $isLevelFixed]);
  const levelFixed = progress ? isLevelFixed : null;
  const [open, reload, decide, undo, navigate] = useUnit([feedOpened, feedReloadRequested, decideRequested, undoRequested, navigationRequested]);
  usePrefetchWords(cards);
  useShortcutKeysShowFocus();
  const stack = useRef<SwipeStackHandle>(null);
  const [returning, setReturning] = useState<{ id: number; from: SwipeDecision } | null>(null);
  const menus = useFeedMenus('main', pathFor('main'));
  const { panel } = useActiveVkuiLocation();
  const active = panel === nav;
  // A wide screen (VKUI's desktop width, 1280 px and up: beside the side menu the column has room for a card and its
  // meaning, buttons included) puts the card's meaning beside the stack.
  const wide = useAdaptivityWithJSMediaQueries().viewWidth >= ViewWidth.DESKTOP;

  useEffect(() => {
    if (active) open();
  }, [active, open]);

  const anonymous = !user;
  const mayLeave = !anonymous && !outOfMoves;
  const [step, setStep] = useState<FeedStep | null>(null);
  const onDecide = useCallback(
    (card: Card, decision: SwipeDecision) => {
      // A visitor's or an out-of-moves swipe springs back: the card stays, nothing was decided.
      if (mayLeave) setStep((s) => ({ kind: decision, word: card.word, n: (s?.n ?? 0) + 1 }));
      decide({ card, decision });
    },
    [decide, mayLeave],
  );
  const onUndo = useCallback(() => {
    if (!last || undoPending) return;
    setReturning({ id: last.card.id, from: last.decision });
    setStep((s) => ({ kind: 'undone', word: last.card.word, n: (s?.n ?? 0) + 1 }));
    undo();
  }, [last, undoPending, undo]);
  const toTraining = useCallback(() => navigate({ to: pathFor('training') }), [navigate]);
  const toGame = useCallback(() => navigate({ to: pathFor('game-match') }), [navigate]);
  const toTest = useCallback(() => navigate({ to: pathFor('test-easy') }), [navigate]);
  const toBrowse = useCallback(() => navigate({ to: collectionPath('base') }), [navigate]);

  // A decided card takes its focus with it: the next card (the stack) has it, or what the day's end offers.
  const screen = useRef<HTMLDivElement>(null);
  useFocusRescue(screen, () => screen.current?.querySelector<HTMLElement>('[data-testid="feed-stack"]') ?? firstFocusable(screen.current?.querySelector('[data-testid="feed-no-steps"], [data-testid="feed-done"], [data-testid="feed-error"], [data-testid="feed-empty"]')));

  const modalOpen = menus.modalOpen;
  const showStack = cards.length > 0 && !outOfMoves;

  // Desktop: ← learn, → I know, Backspace / Ctrl+Z undo.
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (modalOpen || e.defaultPrevented || e.altKey || isTyping(e.target)) return;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        if (e.repeat || !showStack) return;
        e.preventDefault();
        stack.current?.swipe(e.key === 'ArrowRight' ? 'know' : 'learn');
      } else if (e.key === 'Backspace' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z')) {
        e.preventDefault();
        onUndo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, modalOpen, showStack, onUndo]);

  const next = { goal: user?.dailyGoal ?? null, offerTest: levelFixed === false, onRefill: reload, onTraining: toTraining, onGame: toGame, onTest: toTest, onBrowse: toBrowse };
  let content;
  // Out of moves means the server's moves are known (`$outOfMoves` is false without them).
  if (outOfMoves && !anonymous && moves) {
    content = <ComeBackState kind="no-steps" refillAt={moves.refillAt} total={moves.total} {...next} />;
  } else if (showStack) {
    content = (
      <SwipeStack
        ref={stack}
        cards={cards}
        mayLeave={mayLeave}
        onDecide={onDecide}
        returning={returning}
        wordOnly={wide}
        label={cards[0] ? `${cards[0].word} — ${cards[0].translation}` : undefined}
        roleDescription={ta('feed.stackRole')}
      />
    );
  } else if (status === 'error') {
    content = (
      <div className={styles.panelState} data-testid="feed-error">
        <LoadFailed icon={<Icon56WifiOutline />} title={t('loadError.title')} onRetry={() => reload()} testId="feed-load-failed">
          {t('loadError.text')}
        </LoadFailed>
      </div>
    );
  } else if (status === 'ready' && moves && !anonymous && !nextCursor) {
    content = <ComeBackState kind="done" refillAt={moves.refillAt} total={moves.total} {...next} />;
  } else if (status === 'ready' && !nextCursor) {
    content = (
      <div className={styles.panelState} data-testid="feed-empty">
        <Placeholder icon={<Icon56NewsfeedOutline />} title={t('empty.title')}>
          {t('empty.text')}
        </Placeholder>
      </div>
    );
  } else {
    content = (
      <div className={styles.skeleton} data-testid="feed-loading" aria-busy>
        <Skeleton width="100%" height="100%" borderRadius={24} />
      </div>
    );
  }

  const top = cards[0];
  const actions = (
    <div className={styles.actions}>
      <Button
        size="l"
        mode="secondary"
        appearance="negative"
        className={styles.learn}
        before={<Icon28CancelOutline />}
        onClick={() => stack.current?.swipe('learn')}
        aria-keyshortcuts="ArrowLeft"
        data-testid="decide-learn"
      >
        {t('actions.learn')}
      </Button>
      <IconButton
        className={styles.undo}
        label={t('actions.undoShort')}
        title={t('actions.undoShort')}
        disabled={!last || undoPending}
        onClick={onUndo}
        aria-keyshortcuts="Backspace Control+Z Meta+Z"
        data-testid="undo"
      >
        <Icon24ArrowUturnLeftOutline />
      </IconButton>
      <Button
        size="l"
        mode="primary"
        appearance="positive"
        className={styles.know}
        before={<Icon28DoneOutline />}
        onClick={() => stack.current?.swipe('know')}
        aria-keyshortcuts="ArrowRight"
        data-testid="decide-know"
      >
        {t('actions.know')}
      </Button>
    </div>
  );
  // Keys where there is a mouse and a keyboard, the swipe on touch (CSS decides: a fine pointer that hovers).
  const hint = (
    <>
      <p className={detailStyles.swipe}>{t('stack.hint')}</p>
      <KeysHint />
    </>
  );

  const announcement = feedAnnouncement(ta, {
    step,
    top: showStack ? (top ?? null) : null,
    movesLeft: anonymous ? null : movesLeft,
    outOfMoves: outOfMoves && !anonymous,
    done: status === 'ready' && !nextCursor && cards.length === 0,
  });

  return (
    <Panel nav={nav} data-testid="feed-panel" data-in-flight={inFlight} data-check={check ? check.decisionId : ''} data-status={status}>
      <PageHeader before={menus.button}>{t('title')}</PageHeader>
      <CollectionTabs current="main" onSelect={(name) => navigate({ to: collectionPath(name), replace: true })} />
      <div ref={screen} className={styles.screen} id="feed-content" data-layout={wide ? 'wide' : 'narrow'}>
        <LiveRegion text={active ? announcement : ''} step={step?.n} testId="feed-live" />
        {anonymous ? (
          <div className={styles.anonymous} data-testid="feed-anonymous">
            <LevelBadge level="a1" />
            <span>{t('anonymous.banner')}</span>
          </div>
        ) : (
          <div className={styles.statusRow}>
            {movesLeft !== null && moves ? <MovesCounter left={movesLeft} total={moves.total} /> : <span />}
            <div className={styles.statusEnd}>
              <FeedLevelChip />
              <IconButton label={t('actions.help')} onClick={menus.openHelp} data-testid="feed-help-button">
                <Icon28HelpOutline />
              </IconButton>
            </div>
          </div>
        )}
        <LevelUpBanner />
        {wide ? (
          <div className={styles.wideBody} data-with-details={Boolean(showStack && top)}>
            <div className={styles.stackArea}>{content}</div>
            {showStack && top ? <FeedDetails card={top} actions={actions} hint={hint} /> : null}
          </div>
        ) : (
          <>
            <div className={styles.stackArea}>{content}</div>
            {showStack ? actions : null}
            {showStack ? <div className={styles.hint}>{hint}</div> : null}
          </>
        )}
      </div>
      {menus.modals}
    </Panel>
  );
}
