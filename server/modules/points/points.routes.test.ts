import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import { award, AWARDS } from './ledger';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
  t.clock.set(Date.parse('2026-11-22T10:00:00Z'));
});
afterEach(() => t.close());

const HOUR = 3_600_000;

describe('GET user/points', () => {
  it('gives the total and the last 30 days by local day and reason, newest first', async () => {
    const v = t.visitor();
    const user = (await v.post('/api/v1/auth/guest', { timezone: 'Asia/Vladivostok' })).json().data as { id: number };
    const now = t.clock.now();
    await award(t.app.db, user.id, AWARDS.emailVerified(), now - 40 * 24 * HOUR);
    await award(t.app.db, user.id, AWARDS.levelTest(), now - 30 * HOUR);
    for (const cardId of [1, 2, 3]) await award(t.app.db, user.id, AWARDS.review(cardId, now - 2 * HOUR), now - HOUR);
    await award(t.app.db, user.id, AWARDS.gameRun('r1'), now);
    // 09:00 UTC is 19:00 in Vladivostok: one local day; 30 h earlier is the day before there.
    const res = await v.get('/api/v1/user/points');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total: 50 + 10 + 3 + 5,
      days: [
        { day: '2026-11-22', total: 8, items: [{ reason: 'game', amount: 5, count: 1 }, { reason: 'review', amount: 3, count: 3 }] },
        { day: '2026-11-21', total: 10, items: [{ reason: 'level-test', amount: 10, count: 1 }] },
      ],
    });
    expect((await t.visitor().get('/api/v1/user/points')).statusCode).toBe(401);
  });
});
