/**
 * Friends in the bench: the signed-in learners (sessions 1…1000) with friends among the other users, and the two
 * screens' requests. Odd sessions have 5 friends (the friends list of a typical learner, every one keeping a friend
 * streak), even sessions 49 (a league of 50). Everyone involved trained on most of the last 60 days, so friend
 * streaks are long and the streak lookback reads real rows.
 */
import type SQLite from 'better-sqlite3';
import { localDay } from '../server/domain/local-day';
import type { Case } from './cases';
import { BENCH_SESSION_COUNT, BENCH_TIMEZONE } from './seed';

const DAY_MS = 86_400_000;
const friendCount = (session: number) => (session % 2 ? 5 : 49);
const ACTIVE_DAYS = 60;

export function seedFriends(sqlite: SQLite.Database, users: number, now: number): void {
  const learners = Math.min(users, BENCH_SESSION_COUNT);
  if (users <= learners + 49) return;
  const befriend = sqlite.prepare(`insert or ignore into friendships (user_id, friend_id, invited_by, streak, created_at) values (?, ?, null, ?, ?)`);
  const day = sqlite.prepare(`insert or ignore into streak_days (user_id, day, kind) values (?, ?, 'active')`);
  const involved = new Set<number>();
  const others = users - learners;
  for (let u = 1; u <= learners; u++) {
    involved.add(u);
    for (let k = 0; k < friendCount(u); k++) {
      const friend = learners + 1 + ((u * 97 + k * 31) % others);
      befriend.run(u, friend, k < 5 ? 1 : 0, now - k * 60_000);
      befriend.run(friend, u, 0, now - k * 60_000);
      involved.add(friend);
    }
  }
  for (const u of involved) {
    for (let d = 1; d <= ACTIVE_DAYS; d++) if ((u + d) % 9) day.run(u, localDay(now - d * DAY_MS, BENCH_TIMEZONE));
  }
}

const randomSession = (parity: 0 | 1) => 2 * Math.floor(Math.random() * (BENCH_SESSION_COUNT / 2)) + (parity ? 1 : 2);

/** GET friends for a learner with 5 friends, GET friends/league for a league of 50. */
export function friendsCases(): Case[] {
  return [
    { name: 'GET friends (5 friends)', method: 'GET', path: '/api/v1/friends', auth: true, next: () => ({ user: randomSession(1), path: '/api/v1/friends', body: '' }) },
    { name: 'GET friends/league (50)', method: 'GET', path: '/api/v1/friends/league', auth: true, next: () => ({ user: randomSession(0), path: '/api/v1/friends/league', body: '' }) },
  ];
}
