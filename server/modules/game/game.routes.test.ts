import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type Visitor } from '../../test/harness';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { MIN_MS_PER_PAIR } from './game.service';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
  await loadSampleVocabulary(t.app.db, t.clock.now());
});
afterEach(() => t.close());

interface Round {
  id: string;
  words: Array<{ id: string; word: string }>;
  translations: Array<{ id: string; translation: string }>;
}

/** Plays a round the way a person who knows every word would (the right pairs are read from the server's record). */
async function play(v: Visitor, mistake = false) {
  const round = (await v.post('/api/v1/game/rounds')).json().data as Round;
  const row = await t.app.db.selectFrom('game_rounds').select('pairs').where('id', '=', round.id).executeTakeFirstOrThrow();
  const pairs = JSON.parse(row.pairs) as Array<{ wordId: string; translationId: string; due: boolean }>;
  const attempts = round.words.map((w) => ({ wordId: w.id, translationId: pairs.find((p) => p.wordId === w.id)!.translationId }));
  if (mistake) attempts.unshift({ wordId: round.words[0]!.id, translationId: round.translations.find((x) => x.id !== attempts[0]!.translationId)!.id });
  t.clock.advance(round.words.length * MIN_MS_PER_PAIR + 2000);
  const res = await v.post(`/api/v1/game/rounds/${round.id}/result`, { attempts });
  return Object.assign(res, { duePairs: pairs.filter((p) => p.due).length });
}

describe('the match game', () => {
  it('pays 5 points for three correct rounds in a row, and a mismatch resets the run', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    expect((await play(v)).json().data).toMatchObject({ outcome: 'correct', correctInRow: 1, points: 0 });
    expect((await play(v, true)).json().data).toMatchObject({ outcome: 'mismatch', correctInRow: 0 });
    await play(v);
    await play(v);
    expect((await play(v)).json().data).toMatchObject({ outcome: 'correct', points: 5, correctInRow: 0 });
    expect((await v.get('/api/v1/user/progress')).json().data.points).toBe(5);
  });

  it('never shows which translation belongs to which word', async () => {
    const v = t.visitor();
    const round = (await v.post('/api/v1/game/rounds')).json().data as Round;
    expect(round.words).toHaveLength(6);
    expect(round.words.map((w) => w.id)).not.toEqual(round.translations.map((x) => x.id));
    expect(new Set([...round.words.map((w) => w.id), ...round.translations.map((x) => x.id)]).size).toBe(12);
  });

  it('rejects a result faster than a person can play, a second submission and someone else’s round', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const round = (await v.post('/api/v1/game/rounds')).json().data as Round;
    t.clock.advance(500);
    const fast = await v.post(`/api/v1/game/rounds/${round.id}/result`, { attempts: [] });
    expect(fast.statusCode).toBe(422);
    expect(fast.json().code).toBe('too-fast');
    expect((await v.post(`/api/v1/game/rounds/${round.id}/result`, { attempts: [] })).statusCode).toBe(409);
    const other = t.visitor();
    await other.post('/api/v1/auth/guest');
    const theirs = (await other.post('/api/v1/game/rounds')).json().data as Round;
    expect((await v.post(`/api/v1/game/rounds/${theirs.id}/result`, { attempts: [] })).statusCode).toBe(404);
  });

  it('counts matched due cards as reviews', async () => {
    const v = t.visitor();
    const { id: userId } = (await v.post('/api/v1/auth/guest')).json().data;
    const feed = (await v.get('/api/v1/feeds/main')).json().data as Array<{ id: number }>;
    for (const c of feed.slice(0, 6)) await v.post(`/api/v1/cards/${c.id}/decisions`, { id: randomUUID(), decision: 'learn' });
    const played = await play(v);
    expect(played.duePairs).toBeGreaterThanOrEqual(5);
    expect(played.json().data.reviewed).toBe(played.duePairs);
    const reviews = await t.app.db.selectFrom('reviews').select('prompt').where('user_id', '=', userId).execute();
    expect(reviews.map((r) => r.prompt)).toEqual(Array(played.duePairs).fill('match'));
  });

  it('lets an anonymous visitor play without points', async () => {
    const res = await play(t.visitor());
    expect(res.json().data).toMatchObject({ outcome: 'correct', points: 0 });
  });
});
