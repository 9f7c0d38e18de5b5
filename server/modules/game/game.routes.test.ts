import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
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

  it('finishes a round in one transaction: a failure part way leaves it open, and the retry counts and pays it once', async () => {
    const v = t.visitor();
    const { id: userId } = (await v.post('/api/v1/auth/guest')).json().data;
    await play(v);
    await play(v);
    const round = (await v.post('/api/v1/game/rounds')).json().data as Round;
    const row = await t.app.db.selectFrom('game_rounds').select('pairs').where('id', '=', round.id).executeTakeFirstOrThrow();
    const pairs = JSON.parse(row.pairs) as Array<{ wordId: string; translationId: string }>;
    const attempts = pairs.map((p) => ({ wordId: p.wordId, translationId: p.translationId }));
    t.clock.advance(round.words.length * MIN_MS_PER_PAIR + 2000);
    // The ledger is unreachable while the third round pays: the last write of the round fails.
    await sql`alter table points_ledger rename to points_ledger_away`.execute(t.app.db);
    const failed = await v.post(`/api/v1/game/rounds/${round.id}/result`, { attempts });
    await sql`alter table points_ledger_away rename to points_ledger`.execute(t.app.db);
    expect(failed.statusCode).toBe(500);
    const open = await t.app.db.selectFrom('game_rounds').select(['submitted_at', 'outcome']).where('id', '=', round.id).executeTakeFirstOrThrow();
    expect(open).toEqual({ submitted_at: null, outcome: null });
    expect(await t.app.db.selectFrom('game_progress').select('correct_in_row').where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual({ correct_in_row: 2 });

    const retried = await v.post(`/api/v1/game/rounds/${round.id}/result`, { attempts });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ outcome: 'correct', correctInRow: 0, points: 5 });
    // The same request once more (its answer lost on the way): the same result, nothing paid twice.
    const again = await v.post(`/api/v1/game/rounds/${round.id}/result`, { attempts });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(retried.json());
    expect((await v.post(`/api/v1/game/rounds/${round.id}/result`, { attempts: attempts.slice(1) })).statusCode).toBe(409);
    const paid = await t.app.db.selectFrom('points_ledger').select('amount').where('user_id', '=', userId).where('reason', '=', 'game').execute();
    expect(paid).toEqual([{ amount: 5 }]);
    expect(await t.app.db.selectFrom('game_progress').select(['correct_in_row', 'rounds_played']).where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual({
      correct_in_row: 0,
      rounds_played: 3,
    });
  });

  it('lets an anonymous visitor play without points', async () => {
    const res = await play(t.visitor());
    expect(res.json().data).toMatchObject({ outcome: 'correct', points: 0 });
  });
});

/** A round and its right pairs (read from the server's record, as a player who knows every word would match them). */
async function liveRound(v: Visitor) {
  const round = (await v.post('/api/v1/game/rounds')).json().data as Round;
  const row = await t.app.db.selectFrom('game_rounds').select('pairs').where('id', '=', round.id).executeTakeFirstOrThrow();
  const pairs = JSON.parse(row.pairs) as Array<{ wordId: string; translationId: string }>;
  const tap = (wordId: string, translationId: string) => v.post(`/api/v1/game/rounds/${round.id}/attempts`, { wordId, translationId });
  const wrongFor = (wordId: string) => pairs.find((p) => p.wordId !== wordId)!.translationId;
  return { round, pairs, tap, wrongFor };
}

/** Plays a round tap by tap at a human pace; returns the last answer (the one that finishes the round). */
async function playLive(v: Visitor, mistake = false) {
  const { pairs, tap, wrongFor } = await liveRound(v);
  if (mistake) await tap(pairs[0]!.wordId, wrongFor(pairs[0]!.wordId));
  let last;
  for (const p of pairs) {
    t.clock.advance(MIN_MS_PER_PAIR + 300);
    last = await tap(p.wordId, p.translationId);
  }
  return last!;
}

describe('the match game, checked tap by tap', () => {
  it('answers each tap, keeps every attempt with the server time and does not count a repeated right pair', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const { round, pairs, tap, wrongFor } = await liveRound(v);
    const [first, second] = pairs;

    const miss = await tap(first!.wordId, wrongFor(first!.wordId));
    expect(miss.statusCode).toBe(200);
    expect(miss.json().data).toEqual({ match: false, matched: 0, remaining: 6, mismatches: 1, result: null });

    t.clock.advance(1000);
    expect((await tap(first!.wordId, first!.translationId)).json().data).toEqual({ match: true, matched: 1, remaining: 5, mismatches: 1, result: null });
    expect((await tap(first!.wordId, first!.translationId)).json().data).toEqual({ match: true, matched: 1, remaining: 5, mismatches: 1, result: null });
    expect((await tap(second!.wordId, second!.translationId)).json().data).toMatchObject({ match: true, matched: 2, remaining: 4 });

    const row = await t.app.db.selectFrom('game_rounds').select('attempts').where('id', '=', round.id).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.attempts) as Array<{ wordId: string; at: number }>;
    expect(stored.map((a) => a.wordId)).toEqual([first!.wordId, first!.wordId, first!.wordId, second!.wordId]);
    expect(stored[0]!.at).toBe(t.clock.now() - 1000);
    expect(stored[3]!.at).toBe(t.clock.now());
  });

  it('refuses ids that are not in the round', async () => {
    const v = t.visitor();
    const { pairs, tap } = await liveRound(v);
    expect((await tap('nope', pairs[0]!.translationId)).statusCode).toBe(422);
    const res = await tap(pairs[0]!.wordId, 'nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('translationId');
  });

  it('finishes the round with the last right pair; one mismatch makes it not correct', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const clean = await playLive(v);
    expect(clean.json().data).toMatchObject({ match: true, matched: 6, remaining: 0, mismatches: 0, result: { outcome: 'correct', mismatches: 0, correctInRow: 1, points: 0 } });
    const missed = await playLive(v, true);
    expect(missed.json().data).toMatchObject({ remaining: 0, mismatches: 1, result: { outcome: 'mismatch', mismatches: 1, correctInRow: 0 } });
  });

  it('pays 5 points after three correct rounds in a row, exactly once', async () => {
    const v = t.visitor();
    const { id: userId } = (await v.post('/api/v1/auth/guest')).json().data;
    expect((await playLive(v)).json().data.result).toMatchObject({ correctInRow: 1, points: 0 });
    expect((await playLive(v)).json().data.result).toMatchObject({ correctInRow: 2, points: 0 });
    expect((await v.post('/api/v1/game/rounds')).json().data).toMatchObject({ correctInRow: 2, roundsForPoints: 3, pointsForRun: 5 });
    expect((await playLive(v)).json().data.result).toMatchObject({ outcome: 'correct', correctInRow: 0, points: 5, roundsForPoints: 3 });
    expect((await playLive(v)).json().data.result).toMatchObject({ correctInRow: 1, points: 0 });
    expect((await v.get('/api/v1/user/progress')).json().data.points).toBe(5);
    const paid = await t.app.db.selectFrom('points_ledger').select('amount').where('user_id', '=', userId).where('reason', '=', 'game').execute();
    expect(paid).toEqual([{ amount: 5 }]);
  });

  it('answers the tap that finished the round, retried, with the same result', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const { pairs, tap } = await liveRound(v);
    let last;
    for (const p of pairs) {
      t.clock.advance(MIN_MS_PER_PAIR + 300);
      last = await tap(p.wordId, p.translationId);
    }
    const retried = await tap(pairs.at(-1)!.wordId, pairs.at(-1)!.translationId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(last!.json());
    expect((await tap(pairs[0]!.wordId, pairs[0]!.translationId)).statusCode).toBe(409);
  });

  it('spends a round matched faster than a person can play', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const { round, pairs, tap } = await liveRound(v);
    for (const p of pairs.slice(0, -1)) expect((await tap(p.wordId, p.translationId)).statusCode).toBe(200);
    const last = pairs.at(-1)!;
    const fast = await tap(last.wordId, last.translationId);
    expect(fast.statusCode).toBe(422);
    expect(fast.json().code).toBe('too-fast');
    const row = await t.app.db.selectFrom('game_rounds').select(['outcome', 'attempts']).where('id', '=', round.id).executeTakeFirstOrThrow();
    expect(row.outcome).toBe('too-fast');
    expect(JSON.parse(row.attempts)).toHaveLength(6);
    expect((await tap(last.wordId, last.translationId)).statusCode).toBe(409);
    expect((await v.get('/api/v1/user/progress')).json().data.points).toBe(0);
  });

  it('refuses taps once the round is submitted, and someone else’s round', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const { round, pairs, tap } = await liveRound(v);
    t.clock.advance(10_000);
    expect((await v.post(`/api/v1/game/rounds/${round.id}/result`, { attempts: [] })).statusCode).toBe(200);
    const late = await tap(pairs[0]!.wordId, pairs[0]!.translationId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('round-already-submitted');
    const other = t.visitor();
    await other.post('/api/v1/auth/guest');
    const theirs = await liveRound(other);
    const res = await v.post(`/api/v1/game/rounds/${theirs.round.id}/attempts`, { wordId: theirs.pairs[0]!.wordId, translationId: theirs.pairs[0]!.translationId });
    expect(res.statusCode).toBe(404);
  });

  it('keeps every one of simultaneous taps and finishes the round once', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const { round, pairs, tap } = await liveRound(v);
    t.clock.advance(10_000);
    const answers = await Promise.all(pairs.map((p) => tap(p.wordId, p.translationId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((a) => a.json().data.result !== null)).toHaveLength(1);
    expect(answers.map((a) => a.json().data.matched).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const row = await t.app.db.selectFrom('game_rounds').select(['outcome', 'attempts']).where('id', '=', round.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.attempts)).toHaveLength(6);
    expect(row.outcome).toBe('correct');
  });

  it('lets an anonymous visitor play live, without points', async () => {
    const v = t.visitor();
    for (let i = 0; i < 3; i++) expect((await playLive(v)).json().data.result).toMatchObject({ outcome: 'correct', correctInRow: 0, points: 0 });
  });
});
