import { createEvent, createStore, sample } from 'effector';
import { $meta, feedReloadRequested, movesRefundExpected, postLevelUp, type LevelUpOffer } from '../../entities/feed';
import { userReceived } from '../../entities/user';
import { fetchProgressFx } from '../../entities/progress';
import { createApiEffect } from '../../shared/api';

/** The feed offers the next level when most recent decisions at the user's level were "I know" (docs/decisions/). */
export const levelUpAccepted = createEvent();
export const levelUpDismissed = createEvent();

export const levelUpFx = createApiEffect((to: string) => postLevelUp(to));

export const $offer = $meta.map((meta): LevelUpOffer | null => meta?.levelUp ?? null);
/** "Not now" hides the offer for that level until the next start. */
export const $dismissedTo = createStore<string | null>(null);
export const $levelUpOffer = sample({
  source: { offer: $offer, dismissed: $dismissedTo },
  fn: ({ offer, dismissed }) => (offer && offer.to !== dismissed ? offer : null),
});
export const $isLevelingUp = levelUpFx.pending;

sample({ clock: levelUpDismissed, source: $offer, fn: (offer) => offer?.to ?? null, target: $dismissedTo });
sample({ clock: levelUpAccepted, source: $levelUpOffer, filter: Boolean, fn: (offer) => offer.to, target: levelUpFx });
sample({ clock: levelUpFx.doneData, target: userReceived });
// The reload brings the new level's cards and the moves given back (fewer used than the counter knew).
sample({ clock: levelUpFx.done, target: [movesRefundExpected, feedReloadRequested, fetchProgressFx] });
// A refused level-up (the offer lapsed meanwhile): reload to show the real state.
sample({ clock: levelUpFx.fail, target: feedReloadRequested });
