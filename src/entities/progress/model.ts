import { createEvent, createStore } from 'effector';
import { createApiEffect, fetchProgress, type ProgressDto } from '../../shared/api';

export type Progress = ProgressDto;

export const progressCleared = createEvent();
/** New totals from elsewhere (a live event): applied to the loaded progress, ignored before it is loaded. */
export const progressPatched = createEvent<Partial<Pick<Progress, 'points' | 'streak' | 'streakBest' | 'streakFreezes'>>>();
export const fetchProgressFx = createApiEffect(fetchProgress);

export const $progress = createStore<Progress | null>(null)
  .on(fetchProgressFx.doneData, (_, progress) => progress)
  .on(progressPatched, (progress, patch) => (progress ? { ...progress, ...patch } : progress))
  .reset(progressCleared);

/** Spec §3: the level counts as fixed once the test was rejected or has a result. */
export const $isLevelFixed = $progress.map((p) => Boolean(p && (p.test.rejected || p.test.result !== null)));
export const $points = $progress.map((p) => p?.points ?? 0);
