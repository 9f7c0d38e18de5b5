import { randomUUID } from 'node:crypto';
import { fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type Visitor } from '../../test/harness';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { issueAccessToken } from '../auth/access-tokens';
import { toFsrsCard } from './scheduler';

const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
  await loadSampleVocabulary(t.app.db, t.clock.now());
});
afterEach(() => t.close());

async function learner(cardsToLearn = 3) {
  const v = t.visitor();
  const user = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
  const feed = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Array<{ id: number }>;
  const ids = feed.slice(0, cardsToLearn).map((c) => c.id);
  for (const id of ids) expect((await v.post(`/api/v1/cards/${id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
  return { v, user, ids };
}

const answer = (v: Visitor, cardId: number, ans: 'know' | 'again', extra: Record<string, unknown> = {}) =>
  v.post('/api/v1/training/answers', { answers: [{ id: randomUUID(), cardId, answer: ans, reviewedAt: new Date(t.clock.now()).toISOString(), ...extra }] });

const userCard = (userId: number, cardId: number) =>
  t.app.db.selectFrom('user_cards').selectAll().where('user_id', '=', userId).where('card_id', '=', cardId).executeTakeFirstOrThrow();

describe('training sessions', () => {
  it('serve due reviews first (most overdue first), then learning cards, each with a prompt', async () => {
    const { v, user, ids } = await learner(3);
    const now = t.clock.now();
    await t.app.db.updateTable('user_cards').set({ stage: 'repeating', state: 2, stability: 3, due: now - 2 * DAY, last_review: now - 5 * DAY }).where('user_id', '=', user.id).where('card_id', '=', ids[2]!).execute();
    await t.app.db.updateTable('user_cards').set({ stage: 'fixing', state: 2, stability: 9, due: now - 5 * DAY, last_review: now - 14 * DAY }).where('user_id', '=', user.id).where('card_id', '=', ids[1]!).execute();
    const session = (await v.get('/api/v1/training/session')).json();
    expect(session.data.map((i: { card: { id: number } }) => i.card.id)).toEqual([ids[1], ids[2], ids[0]]);
    for (const item of session.data) {
      expect(['recognition', 'recall', 'listening', 'typed', 'typed-reverse']).toContain(item.prompt);
      if (item.prompt === 'recall') {
        expect(item.options).toHaveLength(4);
        expect(item.options).toContain(item.card.word);
      }
    }
  });

  it('choose the prompt by stage: typing the word once it is repeated, typing the translation once it is fixed', async () => {
    const { v, user, ids } = await learner(12);
    const now = t.clock.now();
    const byStage = async (stage: 'learning' | 'repeating' | 'fixing') => {
      await t.app.db.updateTable('user_cards').set({ stage, state: stage === 'learning' ? 1 : 2, stability: 5, difficulty: 5, due: now - DAY, last_review: now - 3 * DAY }).where('user_id', '=', user.id).execute();
      const seen = new Set<string>();
      // Every card and repetition count: the mix of a stage shows over a few of each.
      for (const reps of [0, 1, 2, 3]) {
        await t.app.db.updateTable('user_cards').set({ reps }).where('user_id', '=', user.id).execute();
        const session = (await v.get('/api/v1/training/session')).json();
        expect(session.data).toHaveLength(ids.length);
        for (const item of session.data as Array<{ prompt: string; options: string[] | null }>) {
          seen.add(item.prompt);
          expect(item.options === null).toBe(item.prompt !== 'recall');
        }
      }
      return [...seen].sort();
    };
    expect(await byStage('learning')).toEqual(['listening', 'recall', 'recognition']);
    expect(await byStage('repeating')).toEqual(['listening', 'recall', 'recognition', 'typed']);
    expect(await byStage('fixing')).toEqual(['listening', 'recall', 'typed', 'typed-reverse']);
    // A typed answer is graded like the others: its prompt is recorded with the review.
    const res = await answer(v, ids[0]!, 'know', { prompt: 'typed-reverse' });
    expect(res.statusCode, res.body).toBe(200);
    const review = await t.app.db.selectFrom('reviews').select('prompt').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(review.prompt).toBe('typed-reverse');
  });

  it('schedules exactly as ts-fsrs does for a fixed history (Good = I know, Again = keep learning)', async () => {
    const { v, user, ids } = await learner(1);
    const cardId = ids[0]!;
    const f = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: true }));
    let expected = toFsrsCard(await userCard(user.id, cardId), t.clock.now());
    const history: Array<['know' | 'again', number]> = [['know', 0], ['know', 10 * 60_000], ['again', 2 * DAY], ['know', 10 * 60_000], ['know', 3 * DAY], ['know', 9 * DAY]];
    for (const [ans, wait] of history) {
      t.clock.advance(wait);
      const res = await answer(v, cardId, ans);
      expect(res.statusCode).toBe(200);
      expected = f.next(expected, new Date(t.clock.now()), ans === 'know' ? Rating.Good : Rating.Again).card;
      const row = await userCard(user.id, cardId);
      expect(row.due).toBe(expected.due.getTime());
      expect(row.stability).toBeCloseTo(expected.stability, 6);
      expect(row.difficulty).toBeCloseTo(expected.difficulty, 6);
      expect([row.state, row.reps, row.lapses]).toEqual([expected.state, expected.reps, expected.lapses]);
    }
    const reviews = await t.app.db.selectFrom('reviews').selectAll().where('user_id', '=', user.id).orderBy('reviewed_at').execute();
    expect(reviews.map((r) => r.rating)).toEqual([3, 3, 1, 3, 3, 3]);
    expect(reviews[2]).toMatchObject({ state_before: 2, stage_before: 'repeating' });
  });

  it('moves a card through learning → repeating → fixing → learned as its stability grows', async () => {
    const { v, user, ids } = await learner(1);
    // Months pass between these reviews, longer than a cookie session lives: sign in as the VK app does.
    v.headers.authorization = `Bearer ${await issueAccessToken(t.app.db, user.id, 'test', t.clock.now())}`;
    const stages: string[] = [];
    for (let i = 0; i < 8; i++) {
      const row = await userCard(user.id, ids[0]!);
      t.clock.set(Math.max(t.clock.now(), row.due!));
      const res = await answer(v, ids[0]!, 'know');
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json().data[0];
      if (stages.at(-1) !== r.stageAfter) stages.push(r.stageAfter);
    }
    expect(stages).toEqual(['learning', 'repeating', 'fixing', 'learned']);
  });

  it('treats a replayed answer as success without reviewing twice', async () => {
    const { v, user, ids } = await learner(1);
    const payload = { answers: [{ id: randomUUID(), cardId: ids[0], answer: 'know', reviewedAt: new Date(t.clock.now()).toISOString() }] };
    const first = await v.post('/api/v1/training/answers', payload);
    const replay = await v.post('/api/v1/training/answers', payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data[0]).toMatchObject({ replay: true, stageAfter: first.json().data[0].stageAfter, due: first.json().data[0].due });
    expect(await t.app.db.selectFrom('reviews').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    expect((await v.get('/api/v1/user/progress')).json().data.points).toBe(1);
  });

  it('applies offline answers in the order they were given, whatever order they arrive in', async () => {
    const { v, user, ids } = await learner(1);
    const t0 = t.clock.now();
    t.clock.advance(30 * 60_000);
    const answers = [
      { id: randomUUID(), cardId: ids[0], answer: 'know', reviewedAt: new Date(t0 + 20 * 60_000).toISOString() },
      { id: randomUUID(), cardId: ids[0], answer: 'again', reviewedAt: new Date(t0 + 5 * 60_000).toISOString() },
    ];
    await v.post('/api/v1/training/answers', { answers });
    const reviews = await t.app.db.selectFrom('reviews').select(['rating', 'reviewed_at']).where('user_id', '=', user.id).orderBy('created_at').execute();
    expect(reviews.map((r) => r.rating).sort()).toEqual([1, 3]);
    const rows = await t.app.db.selectFrom('reviews').select(['rating']).where('user_id', '=', user.id).orderBy('reviewed_at').execute();
    expect(rows.map((r) => r.rating)).toEqual([1, 3]);
  });

  it('rejects bad answers with 422 and writes nothing', async () => {
    const { v, user, ids } = await learner(1);
    const bad = await v.post('/api/v1/training/answers', { answers: [{ id: 'x', cardId: ids[0], answer: 'maybe' }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['answers.0.id', 'answers.0.answer']));
    expect((await v.post('/api/v1/training/answers', { answers: [] })).statusCode).toBe(422);
    expect(await t.app.db.selectFrom('reviews').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('finishes a session with a summary: stage changes, points and the streak; finishing again changes nothing', async () => {
    const { v, user, ids } = await learner(5);
    const sessionId = randomUUID();
    for (const id of ids) await answer(v, id, 'know', { sessionId: undefined });
    // Due again: a review counts once per card per due time.
    await t.app.db.updateTable('user_cards').set({ due: t.clock.now() - 1 }).where('user_id', '=', user.id).execute();
    const res = await v.post('/api/v1/training/answers', {
      sessionId,
      answers: ids.map((id) => ({ id: randomUUID(), cardId: id, answer: 'know', reviewedAt: new Date(t.clock.now()).toISOString() })),
    });
    expect(res.statusCode).toBe(200);
    const summary = (await v.post(`/api/v1/training/sessions/${sessionId}/finish`)).json().data;
    expect(summary).toMatchObject({ answered: 5, known: 5, again: 0, points: 10, streak: { current: 1 } });
    const again = (await v.post(`/api/v1/training/sessions/${sessionId}/finish`)).json().data;
    expect(again).toEqual(summary);
    expect((await v.get('/api/v1/user/progress')).json().data).toMatchObject({ points: 15, streak: 1 });
  });
});

describe('load balancing and vacation', () => {
  it('never schedules more than 25 reviews onto one day', async () => {
    const { v, user, ids } = await learner(1);
    const cardId = ids[0]!;
    // Take the card to review state, then see where its next review lands.
    await answer(v, cardId, 'know');
    t.clock.advance(10 * 60_000);
    await answer(v, cardId, 'know');
    const row = await userCard(user.id, cardId);
    t.clock.set(row.due!);
    // Fill every day of the coming month with 25 reviews except one, far from the natural due.
    const others = await t.app.db.selectFrom('cards').select('id').where('id', 'not in', ids).limit(25 * 40).execute();
    const now = t.clock.now();
    const free = 17;
    const values = others.map((c, i) => {
      const day = Math.floor(i / 25);
      return { user_id: user.id, card_id: c.id, decision: 'learn' as const, stage: 'repeating' as const, due: now + (day === free ? 60 : day) * DAY + 3600_000, stability: 5, difficulty: 5, elapsed_days: 1, scheduled_days: 1, learning_steps: 0, reps: 2, lapses: 0, state: 2, last_review: now - DAY, decided_at: now, updated_at: now };
    });
    for (let i = 0; i < values.length; i += 200) await t.app.db.insertInto('user_cards').values(values.slice(i, i + 200)).execute();
    await answer(v, cardId, 'know');
    const after = await userCard(user.id, cardId);
    const dayOf = (ms: number) => Math.floor(ms / DAY);
    const load = await t.app.db.selectFrom('user_cards').select('due').where('user_id', '=', user.id).where('stage', 'in', ['repeating', 'fixing', 'learned']).execute();
    const sameDay = load.filter((r) => r.due !== null && dayOf(r.due) === dayOf(after.due!)).length;
    expect(sameDay).toBeLessThanOrEqual(25);
  });

  it('freezes due dates during a vacation and moves them on by the time away', async () => {
    const { v, user, ids } = await learner(2);
    const before = await userCard(user.id, ids[0]!);
    expect((await v.request({ method: 'PATCH', url: '/api/v1/user/learning-settings', payload: { vacation: true } })).json().data.vacation).toBe(true);
    t.clock.advance(10 * DAY);
    await v.request({ method: 'PATCH', url: '/api/v1/user/learning-settings', payload: { vacation: false } });
    const after = await userCard(user.id, ids[0]!);
    expect(after.due! - before.due!).toBe(10 * DAY);
  });

  it('accepts a requested retention from 0.80 to 0.95 only', async () => {
    const { v } = await learner(0);
    const ok = await v.request({ method: 'PATCH', url: '/api/v1/user/learning-settings', payload: { retention: 0.85 } });
    expect(ok.json().data.retention).toBeCloseTo(0.85);
    expect((await v.request({ method: 'PATCH', url: '/api/v1/user/learning-settings', payload: { retention: 0.99 } })).statusCode).toBe(422);
  });

  it('keeps the daily goal picked in onboarding and counts today\'s answers against it', async () => {
    const { v, ids } = await learner(2);
    expect((await v.get('/api/v1/user')).json().data.dailyGoal).toBeNull();
    expect((await v.get('/api/v1/user/learning/stats')).json().data.goal.daily).toBe(10);
    const set = await v.request({ method: 'PATCH', url: '/api/v1/user/learning-settings', payload: { dailyGoal: 20 } });
    expect(set.json().data.dailyGoal).toBe(20);
    expect((await v.request({ method: 'PATCH', url: '/api/v1/user/learning-settings', payload: { dailyGoal: 7 } })).statusCode).toBe(422);
    await answer(v, ids[0]!, 'know');
    expect((await v.get('/api/v1/user/learning/stats')).json().data.goal).toEqual({ daily: 20, today: 1 });
  });
});

describe('learning stats', () => {
  it('count stages, due cards, reviews per day, retention and the limits', async () => {
    const { v, ids } = await learner(4);
    await answer(v, ids[0]!, 'know');
    await answer(v, ids[1]!, 'again');
    const res = await v.get('/api/v1/user/learning/stats');
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s.stages).toMatchObject({ learning: 4, repeating: 0, known: 0 });
    expect(s.reviewsPerDay).toHaveLength(30);
    expect(s.reviewsPerDay.at(-1)).toMatchObject({ count: 2, passed: 1 });
    expect(s.retention).toMatchObject({ requested: 0.9, measured: null, predicted: null });
    expect(s.limits).toMatchObject({ repeatToday: { max: 25 }, total: { used: 4, max: 50 }, moves: { used: 4, left: 16, max: 20 } });
    expect(s.due.today).toBeGreaterThanOrEqual(2);
    expect((await t.visitor().get('/api/v1/user/learning/stats')).statusCode).toBe(401);
  });

  it('count "to review" (past the learning stage, due before midnight) the same in the stats and the feed limit', async () => {
    const { v, user, ids } = await learner(4);
    const now = t.clock.now();
    const set = (id: number, stage: 'repeating' | 'fixing' | 'learned', due: number) =>
      t.app.db.updateTable('user_cards').set({ stage, state: 2, stability: 5, due, last_review: now - 3 * DAY }).where('user_id', '=', user.id).where('card_id', '=', id).execute();
    // Learning cards due now are to train, not to review; a learned card due in an hour is to review today.
    await set(ids[1]!, 'repeating', now - DAY);
    await set(ids[2]!, 'learned', now + 3600_000);
    await set(ids[3]!, 'fixing', now + DAY + 3600_000);
    const s = (await v.get('/api/v1/user/learning/stats')).json().data;
    expect(s.due).toMatchObject({ overdue: 2, reviewToday: 2, reviewTomorrow: 1 });
    expect(s.limits.repeatToday.used).toBe(2);
    const feed = (await v.get('/api/v1/feeds/main')).json();
    expect(feed.meta.limits.repeatToday.used).toBe(2);
  });

  it('lists the cards of a stage for the learning page', async () => {
    const { v, ids } = await learner(3);
    const res = (await v.get('/api/v1/learning/cards?stage=learning')).json();
    expect(res.data.map((c: { id: number }) => c.id).sort()).toEqual([...ids].sort());
    expect(res.data[0]).toMatchObject({ stage: 'learning', decision: 'learn' });
  });
});
