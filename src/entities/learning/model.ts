import { createEvent, createStore, sample } from 'effector';
import { progressCleared } from '../progress/@x/learning';
import { createApiEffect } from '../../shared/api';
import { fetchLearningStats, patchLearningSettings } from './api';
import type { LearningSettings, LearningStats } from './types';

/** Someone wants fresh stats (a page opened, a session finished, the settings changed). */
export const statsRequested = createEvent();
export const settingsChanged = createEvent<LearningSettings>();

export const fetchStatsFx = createApiEffect(fetchLearningStats);
export const saveSettingsFx = createApiEffect(patchLearningSettings);

export const $learningStats = createStore<LearningStats | null>(null)
  .on(fetchStatsFx.doneData, (_, stats) => stats)
  // Optimistic: the switch and the slider answer at once; a failure refetches the truth.
  .on(settingsChanged, (stats, change) =>
    stats
      ? {
          ...stats,
          vacation: change.vacation ?? stats.vacation,
          retention: { ...stats.retention, requested: change.retention ?? stats.retention.requested },
        }
      : stats,
  )
  .reset(progressCleared);

export const $statsFailed = createStore(false)
  .on(fetchStatsFx.fail, () => true)
  .on(fetchStatsFx.done, () => false)
  .reset(progressCleared);

sample({ clock: statsRequested, filter: fetchStatsFx.pending.map((p) => !p), target: fetchStatsFx });
sample({ clock: settingsChanged, target: saveSettingsFx });
// Vacation moves due dates and the streak: re-read the stats after every saved or failed change.
sample({ clock: saveSettingsFx.finally, target: statsRequested });
