import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchProgressFx, progressCleared } from '../../entities/progress';
import { createApiEffect } from '../../shared/api';
import { t } from '../../shared/i18n';
import { $currentRoute } from '../../shared/navigation';
import { appLink, shareStory, storyTarget, type StoryShareResult } from '../../shared/platform';
import { showError, showSuccess } from '../../shared/toasts';
import { answerOffer, fetchMilestones, fetchStoryPicture, type Milestone } from './api';

/**
 * After a milestone (a streak of 7, 30, 100 days; a level; 100 words learned: decision 0041) the learner is offered,
 * once, to share a story picture. The server detects milestones and keeps the answer; this asks for the list
 * whenever progress is read again (after a training, a level-up, the level test, and at start).
 */
export const shareClicked = createEvent();
export const offerDismissed = createEvent();
export const nameToggled = createEvent<boolean>();

export const fetchMilestonesFx = createApiEffect(fetchMilestones);
export const answerOfferFx = createApiEffect(answerOffer);

export const $milestones = createStore<Milestone[]>([])
  .on(fetchMilestonesFx.doneData, (_, list) => list)
  .on(answerOfferFx.doneData, (list, answered) => list.map((m) => (m.key === answered.key ? answered : m)))
  .reset(progressCleared);
/** Hidden at once when answered, whatever the network does: the server keeps the answer (or the offer comes back). */
const $answeredHere = createStore<string[]>([])
  .on(answerOfferFx, (keys, { key }) => [...keys, key])
  .reset(progressCleared);
export const $withName = createStore(false).on(nameToggled, (_, on) => on);

/** Screens where a card may appear without getting in the way: not in a test, a game, a form or the tour. */
const CALM_PATHS: ReadonlySet<string> = new Set(['/', '/selection', '/learning', '/training', '/progress', '/friends', '/profile']);
const $calm = $currentRoute.map((route) => route !== null && CALM_PATHS.has(route.pathname));

/** The newest milestone whose offer the learner has not answered, while on a calm screen. */
export const $offer = combine($milestones, $answeredHere, $calm, (list, answered, calm) =>
  calm ? (list.find((m) => m.offer === 'open' && !answered.includes(m.key)) ?? null) : null,
);

/** What a milestone's texts count: its days or words, or its level. */
export const figureOf = (m: Milestone) => (m.kind === 'streak' ? { count: m.days } : m.kind === 'words' ? { count: m.words } : { level: m.level.toUpperCase() });

export const shareFx = createEffect(async ({ offer, withName }: { offer: Milestone; withName: boolean }): Promise<StoryShareResult> => {
  const picture = await fetchStoryPicture({ key: offer.key, target: storyTarget(), withName });
  return shareStory({ picture, fileName: `slovo-${offer.key}.jpg`, text: t(`stories:shareText.${offer.kind}`, figureOf(offer)), link: appLink() });
});
export const $isSharing = shareFx.pending;

sample({ clock: fetchProgressFx.done, target: fetchMilestonesFx });
sample({ clock: shareClicked, source: { offer: $offer, withName: $withName }, filter: ({ offer }) => offer !== null, fn: ({ offer, withName }) => ({ offer: offer!, withName }), target: shareFx });
// Shared or saved: the offer is done. Cancelled: it stays, for another try or "not now".
sample({
  clock: shareFx.done,
  filter: ({ result }) => result === 'shared' || result === 'downloaded',
  fn: ({ params }) => ({ key: params.offer.key, offer: 'shared' as const }),
  target: answerOfferFx,
});
sample({ clock: offerDismissed, source: $offer, filter: Boolean, fn: (offer) => ({ key: offer.key, offer: 'dismissed' as const }), target: answerOfferFx });
sample({ clock: shareFx.doneData, filter: (result) => result === 'downloaded', target: createEffect(() => showSuccess(t('stories:saved'))) });
const showFailedFx = createEffect(() => showError(t('stories:failed')));
sample({ clock: shareFx.doneData, filter: (result) => result === 'failed', target: showFailedFx });
sample({ clock: shareFx.fail, target: showFailedFx });
