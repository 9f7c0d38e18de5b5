import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import i18next from 'i18next';
import { patchLearningSettings } from '../../entities/learning';
import { $user, userReceived } from '../../entities/user';
import { createApiEffect } from '../../shared/api';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from '../../shared/storage';
import { showSuccess } from '../../shared/toasts';

/** Training answers a day (the server accepts exactly these: docs/api.md, PATCH user/learning-settings). */
export const DAILY_GOALS = [5, 10, 20, 30, 50] as const;
export type DailyGoal = (typeof DAILY_GOALS)[number];
export const DEFAULT_DAILY_GOAL: DailyGoal = 10;

const isGoal = (value: unknown): value is DailyGoal => DAILY_GOALS.includes(value as DailyGoal);
const storedGoal = (): DailyGoal | null => {
  const value = Number(readItem(STORAGE_KEYS.pendingDailyGoal));
  return isGoal(value) ? value : null;
};

export const goalPicked = createEvent<DailyGoal>();
/** The tour ends (finished, skipped, or left for the level test): never shown again in this browser. */
export const onboardingFinished = createEvent();
/** Settings: a new goal, saved at once for a user, kept for the first session of a visitor. */
export const goalChanged = createEvent<DailyGoal>();

/** Settings: "show the tour again" — the one way back into the tour once it has ended. */
export const tourReplayRequested = createEvent();

/** Read synchronously: the first navigation's guard needs it before anything has loaded. */
export const $onboardedHere = createStore(readItem(STORAGE_KEYS.onboarding) === 'done', { serialize: 'ignore' }).on(onboardingFinished, () => true);
const $replaying = createStore(false, { serialize: 'ignore' })
  .on(tourReplayRequested, () => true)
  .on(onboardingFinished, () => false);
/**
 * The tour has ended in this page's life and was not asked for again: its screens are closed (the guard sends them to
 * the feed). Inside VK the frame has no storage and the launch login answers late, so a navigation to the tour can
 * still be under way when the learner taps "Skip" — it must not bring the tour back (issue 18).
 */
export const $tourClosed = combine($onboardedHere, $replaying, (done, replaying) => done && !replaying);
export const $pickedGoal = createStore<DailyGoal>(storedGoal() ?? DEFAULT_DAILY_GOAL, { serialize: 'ignore' }).on([goalPicked, goalChanged], (_, goal) => goal);

const rememberFx = createEffect((goal: DailyGoal) => {
  writeItem(STORAGE_KEYS.onboarding, 'done');
  writeItem(STORAGE_KEYS.pendingDailyGoal, String(goal));
});
const keepGoalFx = createEffect((goal: DailyGoal) => writeItem(STORAGE_KEYS.pendingDailyGoal, String(goal)));

/**
 * The goal belongs on the server (it counts today's answers and marks the tour as seen on every device). A visitor
 * without a user yet keeps it locally until a guest or an account exists; a failed save is retried next start.
 */
export const saveGoalFx = createApiEffect(async (goal: DailyGoal) => {
  const user = await patchLearningSettings({ dailyGoal: goal });
  removeItem(STORAGE_KEYS.pendingDailyGoal);
  return user;
});
const confirmFx = createEffect(() => showSuccess(i18next.t('onboarding:settings.saved')));

sample({ clock: onboardingFinished, source: $pickedGoal, target: rememberFx });
sample({ clock: goalChanged, target: keepGoalFx });
/** The learner chose a goal (in the tour or in settings); a plain skip only proposes the default. */
const $goalChosen = createStore(false, { serialize: 'ignore' }).on([goalPicked, goalChanged], () => true);
/**
 * A tour finished before the session is known (inside VK the launch login may still be running) keeps its goal
 * pending; the first user that arrives gets it. A skip never replaces a goal the user already has on the server.
 */
const pendingGoalMet = sample({
  clock: [rememberFx.done, keepGoalFx.done, $user.updates],
  source: { user: $user, saving: saveGoalFx.pending, chosen: $goalChosen },
  filter: ({ user, saving }) => user !== null && !saving && storedGoal() !== null,
});
sample({
  clock: pendingGoalMet,
  filter: ({ user, chosen }) => chosen || user?.dailyGoal == null || storedGoal() === user.dailyGoal,
  fn: () => storedGoal()!,
  target: saveGoalFx,
});
const dropPendingFx = createEffect(() => removeItem(STORAGE_KEYS.pendingDailyGoal));
sample({
  clock: pendingGoalMet,
  filter: ({ user, chosen }) => !(chosen || user?.dailyGoal == null || storedGoal() === user.dailyGoal),
  target: dropPendingFx,
});
sample({ clock: saveGoalFx.doneData, target: userReceived });
sample({ clock: keepGoalFx.done, source: $user, filter: (user) => user === null, target: confirmFx });
// Only a change made in settings is confirmed with a toast; the tour's own save happens quietly.
const $changedInSettings = createStore(false, { serialize: 'ignore' })
  .on(goalChanged, () => true)
  .on(onboardingFinished, () => false);
sample({ clock: saveGoalFx.done, filter: $changedInSettings, target: confirmFx });
