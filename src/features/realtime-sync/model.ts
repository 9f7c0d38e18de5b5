import { createEffect, createEvent, sample } from 'effector';
import { $opened as $feedOpened, feedReloadRequested } from '../../entities/feed';
import { progressPatched } from '../../entities/progress';
import { t } from '../../shared/i18n';
import { connectRealtimeFx, disconnectRealtimeFx, realtimeEventReceived } from '../../shared/realtime';
import { showInfo, showPersistent, showSuccess } from '../../shared/toasts';

/**
 * Live events on the learner's channel keep the stores current in every tab and device: points, streak, new cards;
 * a bot message and a moderation outcome are shown as toasts. Loaded after the first screen (./wiring.ts), which
 * passes on every change of the signed-in user seen since the start, in order; events arrive only once this part
 * has connected, so none comes before it.
 */
export const signedInUserChanged = createEvent<number | string | null>();

sample({ clock: signedInUserChanged, filter: (id): id is number => id !== null, target: connectRealtimeFx });
sample({ clock: signedInUserChanged, filter: (id) => id === null, target: disconnectRealtimeFx });

type Payload = Record<string, unknown>;
const received = (name: string) =>
  sample({ clock: realtimeEventReceived, filter: (e) => e.name === name, fn: (e) => (typeof e.data === 'object' && e.data ? (e.data as Payload) : {}) });

sample({
  clock: received('PointsAwarded'),
  filter: (d) => typeof d.total === 'number',
  fn: (d) => ({ points: d.total as number }),
  target: progressPatched,
});

sample({
  clock: received('StreakChanged'),
  filter: (d) => typeof d.streak === 'number',
  fn: (d) => ({
    streak: d.streak as number,
    ...(typeof d.best === 'number' ? { streakBest: d.best } : {}),
    ...(typeof d.freezes === 'number' ? { streakFreezes: d.freezes } : {}),
  }),
  target: progressPatched,
});

const newCards = received('NewCardsAvailable');
sample({ clock: newCards, filter: $feedOpened, target: feedReloadRequested });

/** Toasts are impure (i18n, the toast queue): an effect. */
export const showLiveMessageFx = createEffect((message: { kind: 'newCards' | 'bot' | 'moderated' | 'nudged'; data: Payload }) => {
  const { kind, data } = message;
  const link = typeof data.link === 'string' ? data.link : null;
  if (kind === 'newCards') return showInfo(t('common:live.newCards'));
  if (kind === 'nudged') return showPersistent(t('common:live.friendNudged', { name: typeof data.name === 'string' ? data.name : '' }), '/training');
  if (kind === 'bot') {
    const text = typeof data.body === 'string' ? data.body : '';
    const title = typeof data.title === 'string' ? data.title : undefined;
    return link ? showPersistent(text, link, title) : showInfo(text, title);
  }
  const word = typeof data.word === 'string' ? data.word : '';
  if (data.status === 'published') return showSuccess(t('common:live.cardPublished', { word }));
  const reason = typeof data.reason === 'string' && data.reason ? data.reason : t('common:live.noReason');
  // Stays until tapped, and opens the card, whose page keeps the reason (a passing toast was the only place for it).
  const card = typeof data.cardId === 'number' ? `/cards/${data.cardId}` : null;
  return card ? showPersistent(t('common:live.cardRejected', { word, reason }), card) : showInfo(t('common:live.cardRejected', { word, reason }));
});

sample({ clock: newCards, fn: (data) => ({ kind: 'newCards' as const, data }), target: showLiveMessageFx });
sample({ clock: received('BotMessage'), fn: (data) => ({ kind: 'bot' as const, data }), target: showLiveMessageFx });
sample({ clock: received('CardModerated'), fn: (data) => ({ kind: 'moderated' as const, data }), target: showLiveMessageFx });
sample({ clock: received('FriendNudged'), fn: (data) => ({ kind: 'nudged' as const, data }), target: showLiveMessageFx });
