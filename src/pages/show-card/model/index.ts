import { createEffect, createEvent, createStore, sample } from 'effector';
import { cardLink, fetchCard, type Card } from '../../../entities/card';
import { $user } from '../../../entities/user';
import { shareLink, type ShareResult } from '../../../shared/platform';
import { t } from '../../../shared/i18n';
import { showError, showSuccess } from '../../../shared/toasts';
import { postDecision } from '../../../entities/feed';
import { newDecisionId } from '../../../features/know-or-learn';
import { messageKeyFor, toApiError } from '../../../shared/api';
import { rememberIntendedRoute } from '../../../shared/navigation';
import { deleteCard } from '../../../features/card-editor';
import { navigationRequested } from '../../../shared/navigation';
import { pathFor } from '../../../shared/config';
import { createApiEffect } from '../../../shared/api';
import { realtimeEventReceived } from '../../../shared/realtime';
import '../../../shared/i18n/lazy/feed';

/** show-card (`/cards/{id}`): one card, public for anyone, private for its author. */
export const cardOpened = createEvent<string>();
export const shareClicked = createEvent();

export const fetchCardFx = createApiEffect((id: string) => fetchCard(id));
export const shareFx = createEffect(async (card: Card): Promise<ShareResult> =>
  shareLink(cardLink(card.id), t('feed:share.text', { word: card.word, translation: card.translation })),
);

export const $cardId = createStore<string | null>(null).on(cardOpened, (_, id) => id);
/**
 * "Learn" on a card opened on its own (a base card, or another learner's published one): the same decision the feed
 * makes, so it spends a move and meets the same limits (docs/api.md `POST cards/{id}/decisions`).
 */
export const learnClicked = createEvent();
export const learnFx = createEffect((card: Card) => postDecision(card.id, { id: newDecisionId(), decision: 'learn' }));
export const $isLearning = learnFx.pending;

export const $card = createStore<Card | null>(null)
  .on(cardOpened, (card, id) => (card && String(card.id) === id ? card : null))
  .on(fetchCardFx.done, (card, { params, result }) => (String(result.id) === params ? result : card))
  .on(learnFx.done, (card, { params, result }) => (card && card.id === params.id ? { ...card, ...result.card } : card));
export const $cardStatus = createStore<'loading' | 'ready' | 'missing' | 'error'>('loading')
  .on(fetchCardFx.done, () => 'ready')
  .on(fetchCardFx.failData, (_, error) => (error.kind === 'http' && error.status === 404 ? 'missing' : 'error'));
export const $isSharing = shareFx.pending;

sample({ clock: cardOpened, filter: (id) => /^\d+$/.test(id), target: fetchCardFx });
sample({ clock: cardOpened, filter: (id) => !/^\d+$/.test(id), fn: () => 'missing' as const, target: $cardStatus });
sample({ clock: cardOpened, source: $card, filter: (card, id) => !(card && String(card.id) === id) && /^\d+$/.test(id), fn: () => 'loading' as const, target: $cardStatus });
// Logging in or out can change what this card says about the viewer (decision, bookmark) or whether it is visible.
sample({ clock: $user.updates, source: $cardId, filter: Boolean, target: fetchCardFx });
// The author looking at their card when an admin decides: its state (and a rejection's reason) change here at once.
sample({
  clock: realtimeEventReceived,
  source: $cardId,
  filter: (id, e) => id !== null && e.name === 'CardModerated' && String((e.data as { cardId?: unknown } | null)?.cardId) === id,
  fn: (id) => id!,
  target: fetchCardFx,
});

sample({ clock: shareClicked, source: $card, filter: (card): card is Card => Boolean(card?.isPublic), target: shareFx });
const showCopiedFx = createEffect(() => showSuccess(t('feed:share.copied')));
sample({ clock: shareFx.doneData, filter: (result) => result === 'copied', target: showCopiedFx });

/** The author deletes their card: it leaves every feed and collection; back to "my" cards. */
export const deleteClicked = createEvent<number>();
const deleteFx = createApiEffect((id: number) => deleteCard(id));
export const $isDeleting = deleteFx.pending;
sample({ clock: deleteClicked, target: deleteFx });
const showDeletedFx = createEffect(() => showSuccess(t('cards:owner.deleted')));
sample({ clock: deleteFx.done, target: showDeletedFx });
sample({ clock: deleteFx.done, fn: () => ({ to: pathFor('feed', { name: 'my' }), replace: true }), target: navigationRequested });

// Anonymous visitors log in (or start as guests there) and come back to the card.
const toLoginFx = createEffect((card: Card) => rememberIntendedRoute(pathFor('show-card', { id: String(card.id) })));
sample({ clock: learnClicked, source: { card: $card, user: $user }, filter: ({ card, user }) => Boolean(card && user && !card.decision), fn: ({ card }) => card!, target: learnFx });
sample({ clock: learnClicked, source: { card: $card, user: $user }, filter: ({ card, user }) => Boolean(card && !user), fn: ({ card }) => card!, target: toLoginFx });
sample({ clock: toLoginFx.done, fn: () => ({ to: pathFor('auth-login') }), target: navigationRequested });
const learntFx = createEffect(() => showSuccess(t('feed:showCard.added')));
sample({ clock: learnFx.done, target: learntFx });
// The call is silent (the feed shows its own sheets); here a refusal is one toast from the status catalogue.
const learnFailedFx = createEffect((error: unknown) => {
  const e = toApiError(error);
  if (e.kind === 'http') {
    const key = messageKeyFor(e.status, e.code);
    if (key) showError(t(key));
  } else showError(t('errors:noInternet'));
});
sample({ clock: learnFx.failData, target: learnFailedFx });
