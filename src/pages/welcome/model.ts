import { createEffect, createEvent, sample } from 'effector';
import { rejectLevelTest } from '../../entities/level-test';
import { fetchProgressFx } from '../../entities/progress';
import { userReceived } from '../../entities/user';
import { onboardingFinished } from '../../features/onboarding';
import type { UserDto } from '../../shared/api';
import { navigateFx } from '../../shared/navigation';

/** "Skip the test, start at A1": the level counts as fixed (test rejected), then the feed. */
export const startAtA1Clicked = createEvent();
export const startAtA1Fx = createEffect(async () => {
  const outcome = await rejectLevelTest('a1');
  return outcome.user;
});
export const $isStartingAtA1 = startAtA1Fx.pending;

const leaveToFeedFx = createEffect(() => navigateFx({ to: '/', replace: true }));

sample({ clock: startAtA1Clicked, filter: startAtA1Fx.pending.map((p) => !p), target: startAtA1Fx });
sample({ clock: startAtA1Fx.doneData, filter: (user): user is UserDto => user !== null, target: [userReceived, fetchProgressFx] });
sample({ clock: startAtA1Fx.done, target: [onboardingFinished, leaveToFeedFx] });
