import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import { takeTest } from '../../test/level-test-taker';
import { loadSampleVocabulary } from '../../test/vocabulary';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
  await loadSampleVocabulary(t.app.db, t.clock.now());
});
afterEach(() => t.close());

describe('the level test', () => {
  it('lets an anonymous visitor take it, then attaches the result when they start as a guest', async () => {
    const v = t.visitor();
    const { result } = await takeTest(v, 'medium', ['a1', 'a2', 'b1']);
    expect(['b1', 'b2']).toContain(result.level);
    expect(result.vocabulary.value).toBeGreaterThan(0);
    expect(result.perLevel).toHaveLength(6);
    expect(result.answered).toBeLessThanOrEqual(30);
    await v.post('/api/v1/auth/guest');
    const progress = (await v.get('/api/v1/user/progress')).json().data;
    expect(progress).toMatchObject({ level: result.level, test: { rejected: false, result: expect.objectContaining({ level: result.level }) }, points: 10 });
  });

  it('fixes a signed-in user’s level at once and pre-marks the levels they surely know', async () => {
    const v = t.visitor();
    const { id: userId } = (await v.post('/api/v1/auth/guest')).json().data;
    const { result } = await takeTest(v, 'hard', ['a1', 'a2', 'b1', 'b2', 'c1']);
    expect(['c1', 'c2']).toContain(result.level);
    expect((await v.get('/api/v1/user')).json().data.level).toBe(result.level);
    const known = await t.app.db.selectFrom('user_cards').innerJoin('cards', 'cards.id', 'user_cards.card_id').select('cards.level').where('user_cards.user_id', '=', userId).where('stage', '=', 'known').execute();
    expect(new Set(known.map((k) => k.level))).toContain('a1');
    // The feed then starts at the new level.
    const feed = (await v.get('/api/v1/feeds/main')).json().data as Array<{ level: string }>;
    expect(feed.every((c) => c.level === result.level || c.level === 'c2')).toBe(true);
  });

  it('treats a replayed answer as nothing new and refuses another visitor’s test', async () => {
    const v = t.visitor();
    const start = (await v.post('/api/v1/level-test', { entry: 'easy' })).json().data;
    const first = (await v.post(`/api/v1/level-test/${start.id}/answers`, { itemId: start.item.id, choice: null })).json().data;
    const replay = (await v.post(`/api/v1/level-test/${start.id}/answers`, { itemId: start.item.id, choice: null })).json().data;
    expect(replay.progress.answered).toBe(first.progress.answered);
    expect((await t.visitor().get(`/api/v1/level-test/${start.id}`)).statusCode).toBe(404);
    expect((await v.post(`/api/v1/level-test/${start.id}/answers`, { itemId: 'x', choice: 42 })).statusCode).toBe(422);
  });

  it('records when each answer reached the server, for the real time per test (npm run bench:level-test -- --db)', async () => {
    const v = t.visitor();
    const start = (await v.post('/api/v1/level-test', { entry: 'easy' })).json().data;
    t.clock.advance(4_000);
    const next = (await v.post(`/api/v1/level-test/${start.id}/answers`, { itemId: start.item.id, choice: null })).json().data;
    t.clock.advance(7_000);
    await v.post(`/api/v1/level-test/${start.id}/answers`, { itemId: next.item.id, choice: next.item.options[0] });
    // A replay of the first answer keeps its time.
    await v.post(`/api/v1/level-test/${start.id}/answers`, { itemId: start.item.id, choice: null });
    const row = await t.app.db.selectFrom('level_tests').select(['state', 'started_at']).where('id', '=', start.id).executeTakeFirstOrThrow();
    const asked = (JSON.parse(row.state) as { asked: Array<{ answeredAt?: number }> }).asked;
    expect(asked.slice(0, 2).map((a) => a.answeredAt! - row.started_at)).toEqual([4_000, 11_000]);
  });

  it('records a rejected test and keeps A1 or the chosen level', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const res = (await v.post('/api/v1/level-test/reject', { level: 'b1' })).json().data;
    expect(res).toMatchObject({ level: 'b1', rejected: true, user: { level: 'b1' } });
    expect((await v.get('/api/v1/user/progress')).json().data.test).toEqual({ rejected: true, result: null });
  });
});
