import { api } from '../../shared/api';

type Share = number | null;
/** GET admin/stats (docs/api.md "Statistics"). */
export interface StatsReport {
  users: {
    total: number;
    guests: number;
    full: number;
    verifiedEmail: number;
    byPlatform: { web: number; vk: number };
    bySignIn: { email: number; vk: number; yandex: number; guest: number };
    new: number;
    perDay: Array<{ day: string; new: number; guests: number; full: number; verified: number; vk: number }>;
  };
  activity: {
    perDay: Array<{ day: string; dau: number; wau: number; mau: number }>;
    cohorts: Array<{ day: string; size: number; d1: Share; d7: Share; d30: Share }>;
  };
  learning: {
    answers: number;
    shareRight: Share;
    perDay: Array<{ day: string; answers: number; right: number }>;
    stages: Record<'learning' | 'repeating' | 'fixing' | 'learned' | 'known', number>;
    retention: { reviews: number; actual: Share; target: Share };
  };
  levelTest: {
    started: number;
    finished: number;
    shareFinished: Share;
    levels: Record<string, number>;
    skipped: number;
    shareSkipped: Share;
    perDay: Array<{ day: string; started: number; finished: number }>;
  };
  moderation: {
    queue: number;
    oldestWaitingMs: number | null;
    decided: number;
    medianMs: number | null;
    worstMs: number | null;
    promiseMs: number;
    overPromise: number;
    comments: number;
    perDay: Array<{ day: string; decided: number; comments: number; medianMs: number | null }>;
  };
  push: {
    sent: number;
    delivered: number;
    opened: number;
    stopped: number;
    reachable: number;
    perDay: Array<{ day: string; reminders: number; bot: number; opened: number }>;
  };
}
export interface StatsAnswer {
  data: StatsReport;
  meta: { from: string; to: string; updatedAt: string | null };
}
export interface StatsRange {
  from: string;
  to: string;
}

export async function fetchStats(range: StatsRange): Promise<StatsAnswer> {
  return api.get('admin/stats', { searchParams: { ...range } }).json<StatsAnswer>();
}

export async function refreshStats(range: StatsRange): Promise<StatsAnswer> {
  return api.post('admin/stats/refresh', { searchParams: { ...range }, json: {} }).json<StatsAnswer>();
}
