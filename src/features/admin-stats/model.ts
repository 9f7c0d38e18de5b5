import { createEvent, createStore, sample } from 'effector';
import { createApiEffect } from '../../shared/api';
import { fetchStats, refreshStats, type StatsAnswer, type StatsRange } from './api';

export type Preset = 7 | 30 | 90 | 'custom';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last `days` days up to today (UTC, as the server counts sign-ups). */
export const lastDays = (days: number, now = Date.now()): StatsRange => ({ from: iso(now - (days - 1) * DAY_MS), to: iso(now) });

export const statsOpened = createEvent();
export const presetChosen = createEvent<7 | 30 | 90>();
export const customRangeSet = createEvent<StatsRange>();
export const refreshClicked = createEvent();

export const $preset = createStore<Preset>(30)
  .on(presetChosen, (_, p) => p)
  .on(customRangeSet, () => 'custom');
export const $range = createStore<StatsRange>(lastDays(30))
  .on(presetChosen, (_, days) => lastDays(days))
  .on(customRangeSet, (_, r) => r);

const fetchFx = createApiEffect((range: StatsRange) => fetchStats(range));
const refreshFx = createApiEffect((range: StatsRange) => refreshStats(range));
export const $stats = createStore<StatsAnswer | null>(null).on([fetchFx.doneData, refreshFx.doneData], (_, s) => s);
export const $loading = fetchFx.pending;
export const $refreshing = refreshFx.pending;
/** The custom range the server refused (a 422 under from/to), shown beside the date fields. */
export const $rangeError = createStore<string | null>(null)
  .on(fetchFx.failData, (_, e) => (e.kind === 'http' && e.status === 422 ? (Object.values(e.serverValidationErrors ?? {})[0]?.[0] ?? e.message ?? null) : null))
  .reset(fetchFx.done);

sample({ clock: statsOpened, source: $preset, filter: (p) => p !== 'custom', fn: (p) => lastDays(p as number), target: $range });
sample({ clock: [statsOpened, $range.updates], source: $range, target: fetchFx });
sample({ clock: refreshClicked, source: $range, target: refreshFx });
