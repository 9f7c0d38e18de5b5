import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import { currentStreak, recordActiveDay, streakDays } from './streak.service';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

async function user(timezone: string) {
  const now = t.clock.now();
  const row = await t.app.db
    .insertInto('users')
    .values({ name: 'S', is_guest: 1, is_admin: 0, locale: 'en', timezone, level: 'a1', test_rejected: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, timezone };
}

describe('streaks', () => {
  it('count consecutive local days, once per day', async () => {
    const u = await user('UTC');
    t.clock.set(Date.parse('2026-11-20T10:00:00Z'));
    await recordActiveDay(t.app.db, u, t.clock.now());
    await recordActiveDay(t.app.db, u, t.clock.now() + 3600_000);
    t.clock.set(Date.parse('2026-11-21T23:30:00Z'));
    await recordActiveDay(t.app.db, u, t.clock.now());
    expect(await currentStreak(t.app.db, u, t.clock.now())).toMatchObject({ current: 2, best: 2, today: true });
  });

  it('follow the user’s time zone across midnight', async () => {
    const u = await user('Asia/Vladivostok'); // UTC+10
    // 2026-11-20 20:00 UTC is 06:00 on the 21st in Vladivostok; 2026-11-21 13:00 UTC is 23:00 on the 21st.
    t.clock.set(Date.parse('2026-11-20T20:00:00Z'));
    await recordActiveDay(t.app.db, u, t.clock.now());
    t.clock.set(Date.parse('2026-11-21T13:00:00Z'));
    await recordActiveDay(t.app.db, u, t.clock.now());
    expect((await currentStreak(t.app.db, u, t.clock.now())).current).toBe(1);
    t.clock.set(Date.parse('2026-11-21T15:00:00Z')); // 01:00 on the 22nd there
    await recordActiveDay(t.app.db, u, t.clock.now());
    expect((await currentStreak(t.app.db, u, t.clock.now())).current).toBe(2);
  });

  it('break after a missed day without a freeze, and show 0 until the next active day', async () => {
    const u = await user('UTC');
    t.clock.set(Date.parse('2026-11-01T12:00:00Z'));
    await recordActiveDay(t.app.db, u, t.clock.now());
    t.clock.set(Date.parse('2026-11-03T12:00:00Z'));
    expect((await currentStreak(t.app.db, u, t.clock.now())).current).toBe(0);
    await recordActiveDay(t.app.db, u, t.clock.now());
    expect(await currentStreak(t.app.db, u, t.clock.now())).toMatchObject({ current: 1, best: 1 });
  });

  it('earn a freeze every 7 days (at most 2) that covers a missed day', async () => {
    const u = await user('UTC');
    for (let d = 1; d <= 14; d++) await recordActiveDay(t.app.db, u, Date.parse(`2026-10-${String(d).padStart(2, '0')}T12:00:00Z`));
    expect((await currentStreak(t.app.db, u, Date.parse('2026-10-14T13:00:00Z'))).freezes).toBe(2);
    for (let d = 15; d <= 21; d++) await recordActiveDay(t.app.db, u, Date.parse(`2026-10-${d}T12:00:00Z`));
    expect((await currentStreak(t.app.db, u, Date.parse('2026-10-21T13:00:00Z'))).freezes).toBe(2);
    // Miss the 22nd; the 23rd continues the streak with one freeze spent.
    await recordActiveDay(t.app.db, u, Date.parse('2026-10-23T12:00:00Z'));
    expect(await currentStreak(t.app.db, u, Date.parse('2026-10-23T13:00:00Z'))).toMatchObject({ current: 22, freezes: 1 });
    // Each day is kept: the calendar shows the 22nd as frozen, the others as counted.
    const days = await streakDays(t.app.db, u, Date.parse('2026-10-23T13:00:00Z'), 3);
    expect(days).toEqual([
      { day: '2026-10-21', kind: 'active' },
      { day: '2026-10-22', kind: 'frozen' },
      { day: '2026-10-23', kind: 'active' },
    ]);
  });

  it('keep the days of a broken streak, in the user\'s time zone', async () => {
    const u = await user('Asia/Vladivostok');
    await recordActiveDay(t.app.db, u, Date.parse('2026-11-10T20:00:00Z')); // the 11th there
    await recordActiveDay(t.app.db, u, Date.parse('2026-11-11T20:00:00Z')); // the 12th
    await recordActiveDay(t.app.db, u, Date.parse('2026-11-15T20:00:00Z')); // the 16th: broken, no freeze
    const days = await streakDays(t.app.db, u, Date.parse('2026-11-15T21:00:00Z'));
    expect(days.map((d) => `${d.day}:${d.kind}`)).toEqual(['2026-11-11:active', '2026-11-12:active', '2026-11-16:active']);
  });
});
