import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { POINTS } from '../points/ledger';

const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
  // Saturday 2026-11-28 12:00 UTC: the league week began on Monday the 23rd.
  t.clock.set(Date.parse('2026-11-28T12:00:00Z'));
  await loadSampleVocabulary(t.app.db, t.clock.now());
});
afterEach(() => t.close());

async function learner(name: string) {
  const v = t.visitor();
  const { user } = await register(v, { name });
  return { v, id: user.id, name };
}

async function befriend(a: { v: Visitor }, b: { v: Visitor }) {
  const { code } = (await a.v.post('/api/v1/friends/invites')).json().data;
  const res = await b.v.post(`/api/v1/friends/invites/${code}/accept`);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

/** A finished training of five new cards: +5 for the "I know"s, +5 for the session, and the day counts. */
async function train(v: Visitor) {
  const feed = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Array<{ id: number }>;
  const known = new Set(((await v.get('/api/v1/learning/cards?stage=learning&limit=100')).json().data as Array<{ id: number }>).map((c) => c.id));
  const ids = feed.map((c) => c.id).filter((id) => !known.has(id)).slice(0, 5);
  for (const id of ids) expect((await v.post(`/api/v1/cards/${id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
  const sessionId = randomUUID();
  const answers = ids.map((cardId) => ({ id: randomUUID(), cardId, answer: 'know', reviewedAt: new Date(t.clock.now()).toISOString() }));
  expect((await v.post('/api/v1/training/answers', { sessionId, answers })).statusCode).toBe(200);
  expect((await v.post(`/api/v1/training/sessions/${sessionId}/finish`)).statusCode).toBe(200);
}

const friendsOf = async (v: Visitor) => (await v.get('/api/v1/friends')).json().data as Array<Record<string, unknown>>;

describe('invites', () => {
  it('gives the same invite until it is revoked, and a revoked code finds no one', async () => {
    const anna = await learner('Anna');
    const first = (await anna.v.post('/api/v1/friends/invites')).json().data;
    expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(first.url).toBe(`${t.config.appUrl}/invite/${first.code}`);
    expect((await anna.v.post('/api/v1/friends/invites')).json().data).toEqual(first);
    expect((await t.visitor().get(`/api/v1/friends/invites/${first.code.toLowerCase()}`)).json().data).toEqual({ name: 'Anna', avatar: null });

    expect((await anna.v.request({ method: 'DELETE', url: '/api/v1/friends/invites' })).statusCode).toBe(204);
    const boris = await learner('Boris');
    const res = await boris.v.post(`/api/v1/friends/invites/${first.code}/accept`);
    expect(res.statusCode).toBe(404);
    expect((await anna.v.post('/api/v1/friends/invites')).json().data.code).not.toBe(first.code);
  });

  it('makes two learners friends on both sides, once', async () => {
    const anna = await learner('Anna');
    const boris = await learner('Boris');
    const friend = await befriend(anna, boris);
    expect(friend).toMatchObject({ id: anna.id, name: 'Anna', streak: 0, weekPoints: 0, friendStreak: 0, trainedToday: false, keepsStreak: true });
    expect((await friendsOf(anna.v)).map((f) => f.id)).toEqual([boris.id]);

    const { code } = (await anna.v.post('/api/v1/friends/invites')).json().data;
    const again = await boris.v.post(`/api/v1/friends/invites/${code}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already', message: 'You are already friends.' });
    const self = await anna.v.post(`/api/v1/friends/invites/${code}/accept`, undefined, { 'accept-language': 'ru' });
    expect(self.statusCode).toBe(409);
    expect((await boris.v.post('/api/v1/friends/invites/NOPE!/accept')).statusCode).toBe(404);
  });

  it('lets a guest accept, and either side end the friendship', async () => {
    const anna = await learner('Anna');
    const guest = t.visitor();
    const g = (await guest.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
    const { code } = (await anna.v.post('/api/v1/friends/invites')).json().data;
    expect((await guest.post(`/api/v1/friends/invites/${code}/accept`)).statusCode).toBe(201);
    expect((await friendsOf(anna.v)).map((f) => f.id)).toEqual([g.id]);
    expect((await guest.request({ method: 'DELETE', url: `/api/v1/friends/${anna.id}` })).statusCode).toBe(204);
    expect(await friendsOf(anna.v)).toEqual([]);
    expect((await guest.request({ method: 'DELETE', url: `/api/v1/friends/${anna.id}` })).statusCode).toBe(404);
  });

  it('pays the inviter once when the invited friend finishes a first training', async () => {
    const anna = await learner('Anna');
    const boris = await learner('Boris');
    await befriend(anna, boris);
    await train(boris.v);
    t.clock.advance(DAY);
    await train(boris.v);
    const ledger = await t.app.db.selectFrom('points_ledger').selectAll().where('user_id', '=', anna.id).execute();
    expect(ledger.map((r) => [r.reason, r.amount, r.reference])).toEqual([['friend-joined', POINTS.friendJoined, String(boris.id)]]);
  });
});

describe('together', () => {
  it('counts a friend streak over the days both trained, and the league of the week', async () => {
    const anna = await learner('Anna');
    const boris = await learner('Boris');
    const vera = await learner('Vera');
    await befriend(anna, boris);
    await befriend(anna, vera);
    // Thursday and Friday both train; Saturday only Anna.
    t.clock.set(Date.parse('2026-11-26T12:00:00Z'));
    await train(anna.v);
    await train(boris.v);
    t.clock.advance(DAY);
    await train(anna.v);
    await train(boris.v);
    await train(vera.v);
    t.clock.advance(DAY);
    await train(anna.v);

    const list = await friendsOf(anna.v);
    const b = list.find((f) => f.id === boris.id)!;
    expect(b).toMatchObject({ friendStreak: 2, streak: 2, trainedToday: false });
    expect(list.find((f) => f.id === vera.id)).toMatchObject({ friendStreak: 1, streak: 1 });

    const league = (await anna.v.get('/api/v1/friends/league')).json();
    expect(league.meta).toEqual({ weekStart: '2026-11-23', lastWinner: null });
    const points = await t.app.db.selectFrom('points_ledger').select(['user_id']).select((eb) => eb.fn.sum<number>('amount').as('p')).groupBy('user_id').execute();
    const of = (id: number) => Number(points.find((p) => p.user_id === id)?.p ?? 0) - (id === anna.id ? 2 * POINTS.friendJoined : 0);
    expect(league.data.map((r: { id: number; weekPoints: number; rank: number; me: boolean }) => [r.id, r.weekPoints, r.rank, r.me])).toEqual([
      [anna.id, of(anna.id) + 2 * POINTS.friendJoined, 1, true],
      [boris.id, of(boris.id), 2, false],
      [vera.id, of(vera.id), 3, false],
    ]);

    // Monday: a new week; last week's winner is kept.
    t.clock.set(Date.parse('2026-11-30T08:00:00Z'));
    const next = (await boris.v.get('/api/v1/friends/league')).json();
    expect(next.meta).toMatchObject({ weekStart: '2026-11-30', lastWinner: { id: anna.id, name: 'Anna' } });
    expect(next.data.every((r: { weekPoints: number }) => r.weekPoints === 0)).toBe(true);
  });

  it('hides the activity of a learner who chose so', async () => {
    const anna = await learner('Anna');
    const boris = await learner('Boris');
    await befriend(anna, boris);
    expect((await boris.v.request({ method: 'PUT', url: '/api/v1/friends/settings', payload: { shareActivity: false } })).json().data).toEqual({ shareActivity: false });
    await train(boris.v);
    const [b] = await friendsOf(anna.v);
    expect(b).toMatchObject({ id: boris.id, name: 'Boris', sharesActivity: false, streak: null, weekPoints: null, trainedToday: null, friendStreak: null });
    const league = (await anna.v.get('/api/v1/friends/league')).json().data as Array<{ id: number }>;
    expect(league.map((r) => r.id)).toEqual([anna.id]);
    const bad = await boris.v.request({ method: 'PUT', url: '/api/v1/friends/settings', payload: { shareActivity: 'no' } });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps friend streaks with at most five friends', async () => {
    const anna = await learner('Anna');
    const others = [];
    for (let i = 0; i < 6; i++) others.push(await learner(`Friend ${i}`));
    for (const o of others) await befriend(anna, o);
    const list = await friendsOf(anna.v);
    expect(list.filter((f) => f.keepsStreak).length).toBe(5);
    const sixth = list.find((f) => !f.keepsStreak)!;
    const full = await anna.v.request({ method: 'PUT', url: `/api/v1/friends/${sixth.id}/streak` });
    expect(full.statusCode).toBe(409);
    expect((await anna.v.request({ method: 'DELETE', url: `/api/v1/friends/${list[0]!.id}/streak` })).json().data).toMatchObject({ keepsStreak: false, friendStreak: null });
    expect((await anna.v.request({ method: 'PUT', url: `/api/v1/friends/${sixth.id}/streak` })).json().data).toMatchObject({ keepsStreak: true, friendStreak: 0 });
  });

  it('nudges a friend once a day, only one who has not trained, only a friend', async () => {
    const anna = await learner('Anna');
    const boris = await learner('Boris');
    const stranger = await learner('Gleb');
    await befriend(anna, boris);
    const first = await anna.v.post(`/api/v1/friends/${boris.id}/nudge`);
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toEqual({ push: 'none' });
    const second = await anna.v.post(`/api/v1/friends/${boris.id}/nudge`, undefined, { 'accept-language': 'ru' });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe('Сегодня вы уже напоминали этому другу.');
    expect((await anna.v.post(`/api/v1/friends/${stranger.id}/nudge`)).statusCode).toBe(404);
    expect((await friendsOf(anna.v))[0]).toMatchObject({ nudgedToday: true });

    t.clock.advance(DAY);
    await train(boris.v);
    const trained = await anna.v.post(`/api/v1/friends/${boris.id}/nudge`);
    expect(trained.statusCode).toBe(409);
    expect(trained.json().code).toBe('trainedToday');
  });
});
