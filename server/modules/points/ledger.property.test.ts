import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Visitor } from '../../test/harness';
import { takeTest } from '../../test/level-test-taker';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { issueAccessToken } from '../auth/access-tokens';
import { MIN_MS_PER_PAIR, ROUNDS_FOR_POINTS } from '../game/game.service';
import { POINTS } from './ledger';

/**
 * Issue 29, 5: the ledger's promise, checked against arbitrary sequences of requests, several at once, through the
 * API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set). Whatever a client sends — the same card answered many
 * times under fresh ids, replays, answers before a card is due, match rounds issued together, level tests taken
 * again, sessions finished twice — the ledger must hold exactly what the rules pay:
 * - a "review" per card per due time, only for a card due when answered "I know";
 * - a "training" bonus per session with at least five counted reviews;
 * - a "game" award per run of three correct rounds;
 * - one "level-test" award per account.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  // Dozens of learners and hundreds of requests from one address: the rate limits are not what is tested here.
  t = await startTestApp({ rateLimitAllowList: ['127.0.0.1'] });
  await loadSampleVocabulary(t.app.db, t.clock.now());
});
afterAll(() => t.close());

const DAY = 86_400_000;
const api = (path: string) => `/api/v1/${path}`;

/** A fresh learner (a guest with an API token, so advancing the clock never ends their session) learning `n` cards. */
async function learner(n: number) {
  const v = t.visitor();
  const user = (await v.post(api('auth/guest'), { timezone: 'UTC' })).json().data as { id: number };
  v.headers.authorization = `Bearer ${await issueAccessToken(t.app.db, user.id, 'test', t.clock.now())}`;
  const feed = (await v.get(api('feeds/main?limit=50'))).json().data as Array<{ id: number }>;
  const cards = feed.slice(0, n).map((c) => c.id);
  for (const id of cards) expect((await v.post(api(`cards/${id}/decisions`), { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
  return { v, userId: user.id, cards };
}

type Action =
  | { kind: 'answers'; picks: Array<{ card: number; know: boolean; reuse: number | null }>; session: number | null }
  | { kind: 'advance'; ms: number }
  | { kind: 'game'; rounds: number }
  | { kind: 'finish'; session: number }
  | { kind: 'levelTest' };

const SESSIONS = 3;
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('answers' as const),
      // The same card many times in one batch, and ids reused from earlier answers (replays).
      picks: fc.array(fc.record({ card: fc.nat(5), know: fc.boolean(), reuse: fc.option(fc.nat(20), { freq: 3 }) }), { minLength: 1, maxLength: 12 }),
      session: fc.option(fc.nat(SESSIONS - 1)),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.oneof(fc.integer({ min: 0, max: 20 * 60_000 }), fc.integer({ min: DAY, max: 20 * DAY })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('game' as const), rounds: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('finish' as const), session: fc.nat(SESSIONS - 1) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'levelTest' as const }) },
);
/** Bursts of requests sent at once, one burst after another. */
const plan = fc.array(fc.array(action, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 6 });

async function run(v: Visitor, cards: number[], a: Action, used: string[], sessions: string[]) {
  switch (a.kind) {
    case 'answers': {
      const answers = a.picks.map((p) => {
        const id = p.reuse !== null && used.length > 0 ? used[p.reuse % used.length]! : randomUUID();
        used.push(id);
        return { id, cardId: cards[p.card % cards.length]!, answer: p.know ? 'know' : 'again', reviewedAt: new Date(t.clock.now()).toISOString() };
      });
      const res = await v.post(api('training/answers'), { ...(a.session !== null ? { sessionId: sessions[a.session] } : {}), answers });
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    case 'advance':
      t.clock.advance(a.ms);
      return;
    case 'game': {
      // Rounds issued together, then all played correctly at once.
      const rounds = await Promise.all(Array.from({ length: a.rounds }, async () => (await v.post(api('game/rounds'))).json().data as { id: string; words: Array<{ id: string }> }));
      t.clock.advance(6 * MIN_MS_PER_PAIR + 1000);
      await Promise.all(
        rounds.map(async (round) => {
          const row = await t.app.db.selectFrom('game_rounds').select('pairs').where('id', '=', round.id).executeTakeFirstOrThrow();
          const pairs = JSON.parse(row.pairs) as Array<{ wordId: string; translationId: string }>;
          const res = await v.post(api(`game/rounds/${round.id}/result`), { attempts: pairs.map((p) => ({ wordId: p.wordId, translationId: p.translationId })) });
          expect(res.statusCode, res.body).toBe(200);
        }),
      );
      return;
    }
    case 'finish': {
      const res = await v.post(api(`training/sessions/${sessions[a.session]}/finish`));
      expect([200, 404]).toContain(res.statusCode);
      return;
    }
    case 'levelTest':
      await takeTest(v, 'easy', ['a1']);
  }
}

/** The ledger against the rules, from what the database says happened. */
async function checkLedger(userId: number, v: Visitor) {
  const db = t.app.db;
  const ledger = await db.selectFrom('points_ledger').select(['reason', 'reference', 'amount']).where('user_id', '=', userId).execute();
  const reviews = await db.selectFrom('reviews').select(['card_id', 'rating', 'due_before', 'reviewed_at', 'session_id']).where('user_id', '=', userId).execute();

  // A review counts once per card per due time, and only for a card that was due when answered.
  const dueTimes = reviews.map((r) => `card:${r.card_id}@${r.due_before}`);
  expect(new Set(dueTimes).size).toBe(dueTimes.length);
  for (const r of reviews) expect(r.due_before).toBeLessThanOrEqual(r.reviewed_at);

  const paid = (reason: string) => ledger.filter((l) => l.reason === reason);
  const known = reviews.filter((r) => r.rating === 3).map((r) => `card:${r.card_id}@${r.due_before}`);
  expect(paid('review').map((l) => l.reference).sort()).toEqual(known.sort());
  expect(paid('review').every((l) => l.amount === POINTS.review)).toBe(true);

  for (const bonus of paid('training')) expect(reviews.filter((r) => r.session_id === bonus.reference).length).toBeGreaterThanOrEqual(5);
  expect(paid('level-test').length).toBeLessThanOrEqual(1);

  const correct = await db.selectFrom('game_rounds').select('id').where('user_id', '=', userId).where('outcome', '=', 'correct').execute();
  expect(paid('game').length).toBeLessThanOrEqual(Math.floor(correct.length / ROUNDS_FOR_POINTS));
  for (const g of paid('game')) expect(correct.map((c) => c.id)).toContain(g.reference);

  const total = ledger.reduce((sum, l) => sum + l.amount, 0);
  expect((await v.get(api('user/points'))).json().data.total).toBe(total);
}

describe('the points ledger (issue 29, 5)', () => {
  it('pays what the rules say whatever sequence of requests, several at once, a client sends', async () => {
    await fc.assert(
      fc.asyncProperty(plan, async (bursts) => {
        const { v, userId, cards } = await learner(6);
        const used: string[] = [];
        const sessions = Array.from({ length: SESSIONS }, () => randomUUID());
        for (const burst of bursts) await Promise.all(burst.map((a) => run(v, cards, a, used, sessions)));
        await checkLedger(userId, v);
      }),
      { numRuns: 12 },
    );
  }, 600_000);

  it('pays one review for one due card answered "I know" twenty times in one batch', async () => {
    const { v, cards } = await learner(1);
    const answers = Array.from({ length: 20 }, () => ({ id: randomUUID(), cardId: cards[0]!, answer: 'know' }));
    const res = (await v.post(api('training/answers'), { answers })).json();
    expect(res.data.filter((r: { skipped?: boolean }) => !r.skipped)).toHaveLength(1);
    expect(res.data.filter((r: { code?: string }) => r.code === 'not-due')).toHaveLength(19);
    expect((await v.get(api('user/points'))).json().data.total).toBe(POINTS.review);
  });

  it('reviews the due cards of match rounds issued together once, not once per round', async () => {
    const { v, userId } = await learner(6);
    const rounds = await Promise.all([1, 2, 3].map(async () => (await v.post(api('game/rounds'))).json().data as { id: string }));
    t.clock.advance(6 * MIN_MS_PER_PAIR + 1000);
    const results = [];
    for (const round of rounds) {
      const row = await t.app.db.selectFrom('game_rounds').select('pairs').where('id', '=', round.id).executeTakeFirstOrThrow();
      const pairs = JSON.parse(row.pairs) as Array<{ wordId: string; translationId: string }>;
      const attempts = pairs.map((p) => ({ wordId: p.wordId, translationId: p.translationId }));
      results.push((await v.post(api(`game/rounds/${round.id}/result`), { attempts })).json().data as { reviewed: number; points: number });
    }
    expect(results.map((r) => r.reviewed)).toEqual([6, 0, 0]);
    expect(await t.app.db.selectFrom('reviews').select('id').where('user_id', '=', userId).execute()).toHaveLength(6);
    // Six reviews and the run of three rounds.
    expect((await v.get(api('user/points'))).json().data.total).toBe(6 * POINTS.review + POINTS.gameStreak);
  });

  it('pays the level test once per account, as docs/api.md says', async () => {
    const { v } = await learner(0);
    await takeTest(v, 'easy', ['a1']);
    await takeTest(v, 'medium', ['a1', 'a2']);
    expect((await v.get(api('user/points'))).json().data.total).toBe(POINTS.levelTest);
  });
});
