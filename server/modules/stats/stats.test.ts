import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs } from '../../jobs/registry';
import { consoleLog } from '../../jobs/job';
import { guestVisitor } from '../../test/accounts';
import { startTestApp } from '../../test/harness';
import { loadSampleVocabulary } from '../../test/vocabulary';

const DAY = 86_400_000;
const MONDAY = Date.parse('2026-11-16T10:00:00Z');
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

async function setUp() {
  const t = await startTestApp();
  closers.push(t.close);
  t.clock.set(MONDAY);
  await loadSampleVocabulary(t.app.db, MONDAY);
  const guest = (timezone = 'UTC') => guestVisitor(t, { timezone });
  const admin = await guestVisitor(t, { admin: true });
  /** A learner's feed decisions ("learn") and a right and a wrong training answer on those cards. */
  const study = async (v: Awaited<ReturnType<typeof guest>>['v'], cards: number) => {
    const feed = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Array<{ id: number }>;
    const ids = feed.slice(0, cards).map((c) => c.id);
    for (const id of ids) expect((await v.post(`/api/v1/cards/${id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
    const answers = ids.slice(0, 2).map((cardId, i) => ({ id: randomUUID(), cardId, answer: i === 0 ? 'know' : 'again', reviewedAt: new Date(t.clock.now()).toISOString() }));
    expect((await v.post('/api/v1/training/answers', { answers })).statusCode).toBe(200);
  };
  return { t, guest, admin, study };
}

describe('the admin statistics (GET admin/stats)', () => {
  it('counts a seeded day of activity and the next day’s returns, once the figures are computed', async () => {
    const { t, guest, admin, study } = await setUp();
    const anna = await guest();
    const boris = await guest();
    await guest(); // signs up and does nothing
    await study(anna.v, 3);
    await study(boris.v, 2);
    expect((await boris.v.post('/api/v1/level-test', { entry: 'easy' })).statusCode).toBe(201);
    t.clock.set(MONDAY + DAY);
    await study(anna.v, 1);

    const range = '?from=2026-11-16&to=2026-11-17';
    const before = await admin.v.get(`/api/v1/admin/stats${range}`);
    expect(before.statusCode).toBe(200);
    expect(before.json().meta).toEqual({ from: '2026-11-16', to: '2026-11-17', updatedAt: null });

    const job = jobs.get('stats-daily')!;
    expect(job.everyMs).toBe(15 * 60_000);
    await job.run({ db: t.app.db, clock: t.clock, config: t.config, log: consoleLog, now: false });
    const res = await admin.v.get(`/api/v1/admin/stats${range}`);
    const { data, meta } = res.json();
    expect(meta.updatedAt).toBe(new Date(MONDAY + DAY).toISOString());
    expect(data.users).toMatchObject({ total: 4, guests: 4, full: 0, verifiedEmail: 0, new: 4, byPlatform: { web: 4, vk: 0 }, bySignIn: { email: 0, vk: 0, yandex: 0, guest: 4 } });
    expect(data.users.perDay.map((d: { day: string; new: number }) => [d.day, d.new])).toEqual([['2026-11-16', 4], ['2026-11-17', 0]]);
    expect(data.activity.perDay).toEqual([
      { day: '2026-11-16', dau: 2, wau: 2, mau: 2 },
      { day: '2026-11-17', dau: 1, wau: 2, mau: 2 },
    ]);
    // Of Monday's 4 sign-ups one came back on Tuesday; D7 and D30 have not come yet.
    expect(data.activity.cohorts[0]).toEqual({ day: '2026-11-16', size: 4, d1: 0.25, d7: null, d30: null });
    expect(data.learning).toMatchObject({ answers: 5, shareRight: 0.6 });
    expect(Object.values(data.learning.stages).reduce((a: number, b) => a + (b as number), 0)).toBe(6);
    expect(data.learning.perDay).toEqual([{ day: '2026-11-16', answers: 4, right: 2 }, { day: '2026-11-17', answers: 1, right: 1 }]);
    expect(data.levelTest).toMatchObject({ started: 1, finished: 0, skipped: 0, levels: {} });
    expect(data.moderation).toMatchObject({ queue: 0, decided: 0, medianMs: null, worstMs: null, promiseMs: 24 * 3600_000, comments: 0 });
    expect(data.push).toMatchObject({ sent: 0, delivered: 0, opened: 0, stopped: 0, reachable: 0 });
  });

  it('recounts on request (POST admin/stats/refresh), and a range defaults to the last 30 days', async () => {
    const { t, admin } = await setUp();
    const res = await admin.v.post('/api/v1/admin/stats/refresh', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ from: '2026-10-18', to: '2026-11-16', updatedAt: new Date(MONDAY).toISOString() });
    expect(res.json().data.users.perDay).toHaveLength(30);
    expect(res.json().data.users.total).toBe(1);
    void t;
  });

  it('refuses a bad range in the admin’s language; only admins see it; a recount needs the CSRF token', async () => {
    const { t, guest, admin } = await setUp();
    const reversed = await admin.v.get('/api/v1/admin/stats?from=2026-11-20&to=2026-11-01', { 'accept-language': 'ru' });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ from: ['Начало не может быть позже конца, а диапазон — длиннее 366 дней'] });
    const long = await admin.v.get('/api/v1/admin/stats?from=2024-01-01&to=2026-11-01');
    expect(long.statusCode).toBe(422);
    const bad = await admin.v.get('/api/v1/admin/stats?from=2026-02-30&to=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ from: ['A date written as YYYY-MM-DD'], to: ['A date written as YYYY-MM-DD'] });
    const learner = await guest();
    expect((await learner.v.get('/api/v1/admin/stats')).statusCode).toBe(403);
    expect((await learner.v.post('/api/v1/admin/stats/refresh', {})).statusCode).toBe(403);
    expect((await t.visitor().get('/api/v1/admin/stats')).statusCode).toBe(401);
    expect((await admin.v.request({ method: 'POST', url: '/api/v1/admin/stats/refresh', payload: {}, xsrf: false })).statusCode).toBe(419);
    expect(await t.app.db.selectFrom('stats_aggregates').selectAll().execute()).toEqual([]);
  });
});
