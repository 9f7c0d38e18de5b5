import { useEffect, useRef, useState } from 'react';
import { Button, Caption, Panel, Placeholder, Progress } from '@vkontakte/vkui';
import { Icon56CheckCircleOutline, Icon56ErrorTriangleOutline, Icon56WifiOutline, Icon24CloudOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $online, $pendingCount } from '../../../entities/review';
import {
  $current,
  $finishRefused,
  $loadError,
  $phase,
  $picked,
  $resumed,
  $revealed,
  $session,
  $summary,
  $tally,
  $unsentOfSession,
  answered,
  detectSpeech,
  effectivePrompt,
  optionPicked,
  restartRequested,
  retryRequested,
  revealed,
  stopSpeaking,
  trainingLeft,
  trainingOpened,
  type TypedVerdict,
} from '../../../features/training-session';
import { firstFocusable, LiveRegion, useFocusRescue, useShortcutKeysShowFocus } from '../../../shared/a11y';
import { trainingAnnouncement } from '../lib/announce';
import { navigationRequested } from '../../../shared/navigation';
import { LoadFailed, PageHeader, PanelSpinner, Spinner } from '../../../shared/ui';
import { TrainingCard } from './TrainingCard';
import { TrainingSummary } from './TrainingSummary';
import styles from './TrainingPage.module.css';
import '../../../shared/i18n/lazy/learning';
import '../../../shared/i18n/lazy/a11y';
import { usePrefetchWords } from '../../../shared/speech';
import { pathFor } from '../../../shared/config';

function useSpeechAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let alive = true;
    void detectSpeech().then((ok) => alive && setAvailable(ok));
    return () => {
      alive = false;
    };
  }, []);
  return available;
}

export function TrainingPage({ nav }: { nav: string }) {
  const { t } = useTranslation('learning');
  const { t: tTyping } = useTranslation('typing');
  const { t: ta } = useTranslation('a11y');
  const [phase, current, session, summary, tally, revealedNow, picked, online, unsent, unsentAll, error, resumed, refused] = useUnit([
    $phase,
    $current,
    $session,
    $summary,
    $tally,
    $revealed,
    $picked,
    $online,
    $unsentOfSession,
    $pendingCount,
    $loadError,
    $resumed,
    $finishRefused,
  ]);
  const on = useUnit({ trainingOpened, trainingLeft, retryRequested, revealed, optionPicked, answered, restartRequested, navigate: navigationRequested });
  const speech = useSpeechAvailable();
  useShortcutKeysShowFocus();

  useEffect(() => {
    on.trainingOpened();
    return () => {
      stopSpeaking();
      on.trainingLeft();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toLearning = () => on.navigate({ to: pathFor('learning') });
  // A card with the server's audio can always be listened to; speech synthesis covers the rest where it exists.
  const prompt = current ? effectivePrompt(current.item.prompt, current.entry, speech || Boolean(current.item.card.audio?.word)) : 'recognition';
  usePrefetchWords(session?.items.map((i) => i.card) ?? []);

  // For the screen reader: the last answer and a typed answer's verdict, kept per session and card position.
  const [lastAnswer, setLastAnswer] = useState<{ at: string; answer: 'know' | 'again' } | null>(null);
  const [typedVerdict, setTypedVerdict] = useState<{ at: string; verdict: TypedVerdict } | null>(null);
  const at = (index: number) => `${session?.id}:${index}`;
  const typedPrompt = prompt === 'typed' || prompt === 'typed-reverse';
  let announcement = '';
  if (phase === 'card' && current) {
    announcement = trainingAnnouncement(ta, {
      item: current.item,
      prompt,
      promptLabel: current.entry.repeat ? t('training.prompts.repeat') : typedPrompt ? tTyping(`prompt.${prompt}`) : t(`training.prompts.${prompt}`),
      left: current.total - current.index,
      revealed: revealedNow && !typedPrompt,
      picked,
      typed: typedVerdict?.at === at(current.index) ? typedVerdict.verdict : null,
      lastAnswer: lastAnswer?.at === at(current.index - 1) ? lastAnswer.answer : null,
    });
  } else if (phase === 'summary' || (phase === 'finishing' && refused)) {
    announcement = ta('training.done');
  }
  // A card that leaves takes its focused button with it: focus goes to the next card's first control.
  const area = useRef<HTMLDivElement>(null);
  useFocusRescue(area, () => {
    const root = area.current;
    return root?.querySelector<HTMLElement>('[data-primary], [data-testid="typed-next"], input[data-testid="typed-input"], [data-testid="summary-again"]') ?? firstFocusable(root);
  });

  let body;
  if (phase === 'loading' || phase === 'idle') {
    body = (
      <Placeholder icon={<Spinner size="xl" />} data-testid="training-loading">
        {t('training.loading')}
      </Placeholder>
    );
  } else if (phase === 'failed') {
    body = (
      <LoadFailed
        icon={error?.kind === 'offline' ? <Icon56WifiOutline /> : <Icon56ErrorTriangleOutline />}
        title={t('training.failed.title')}
        onRetry={on.retryRequested}
        retryTestId="training-retry"
        testId="training-failed"
      >
        {error?.kind === 'offline' ? t('training.failed.offline') : t('training.failed.other')}
      </LoadFailed>
    );
  } else if (phase === 'empty') {
    body = (
      <Placeholder
        icon={<Icon56CheckCircleOutline className={styles.doneIcon} />}
        title={t('training.empty.title')}
        action={
          <div className={styles.placeholderActions}>
            <Button size="m" onClick={() => on.navigate({ to: pathFor('main') })} data-testid="training-to-feed">
              {t('training.empty.toFeed')}
            </Button>
            <Button size="m" mode="secondary" onClick={toLearning}>
              {t('training.empty.toLearning')}
            </Button>
          </div>
        }
        data-testid="training-empty"
      >
        {t('training.empty.text')}
      </Placeholder>
    );
  } else if (phase === 'card' && current) {
    body = (
      <TrainingCard
        key={`${current.index}-${current.item.card.id}`}
        item={current.item}
        prompt={prompt}
        repeat={current.entry.repeat}
        revealed={revealedNow}
        picked={picked}
        onReveal={on.revealed}
        onPick={on.optionPicked}
        onAnswer={(answer) => {
          setLastAnswer({ at: at(current.index), answer });
          on.answered({ answer, prompt, at: current.index });
        }}
        onTyped={(verdict) => setTypedVerdict({ at: at(current.index), verdict })}
      />
    );
  } else if (phase === 'finishing') {
    body =
      refused ? (
        <TrainingSummary summary={null} tally={tally} items={session?.items ?? []} onAgain={on.restartRequested} onLearning={toLearning} />
      ) : online ? (
        <Placeholder icon={<Spinner size="xl" />} title={t('training.finishing.title')} data-testid="training-finishing" />
      ) : (
        <Placeholder
          icon={<Icon56WifiOutline />}
          title={t('training.finishing.offlineTitle')}
          data-testid="training-finishing"
          data-offline="true"
          action={
            <Button size="m" mode="secondary" onClick={toLearning}>
              {t('training.empty.toLearning')}
            </Button>
          }
        >
          {t('training.finishing.offlineText', { count: unsent })}
        </Placeholder>
      );
  } else if (phase === 'summary') {
    body = <TrainingSummary summary={summary} tally={tally} items={session?.items ?? []} onAgain={on.restartRequested} onLearning={toLearning} />;
  } else {
    body = <PanelSpinner size="l" />;
  }

  const total = current?.total ?? session?.queue.length ?? 0;
  const position = current ? current.index : total;

  return (
    <Panel nav={nav} data-testid="training-panel" data-phase={phase} data-position={session?.position ?? ''} data-online={online}>
      <PageHeader backTo={pathFor('learning')}>{t('training.title')}</PageHeader>
      {phase === 'card' ? (
        <div className={styles.progressRow}>
          <Progress value={total ? (position / total) * 100 : 0} className={styles.progress} aria-hidden />
          <Caption level="1" className={styles.counter} data-testid="training-counter">
            {t('training.counter', { n: Math.min(position + 1, total), total })}
          </Caption>
        </div>
      ) : null}
      {phase === 'card' && !online ? (
        <div className={styles.offline} data-testid="training-offline" role="status">
          <Icon24CloudOutline width={20} height={20} />
          {unsentAll > 0 ? t('training.offline', { count: unsentAll }) : t('training.offlineNone')}
        </div>
      ) : null}
      {phase === 'card' && resumed && position > 0 ? (
        <Caption level="1" className={styles.resumed} data-testid="training-resumed">
          {t('training.resumed')}
        </Caption>
      ) : null}
      <div ref={area} className={styles.area}>
        <LiveRegion text={announcement} step={current?.index} testId="training-live" />
        {body}
      </div>
    </Panel>
  );
}
