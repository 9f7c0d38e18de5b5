import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-errors';
import { cardLevelFor } from '../feed/rules';
import { trainingService } from '../learning/training.service';
import { award, POINTS } from '../points/ledger';

export const PAIRS_PER_ROUND = 6;
/** Nobody reads and matches a pair faster than this: a quicker result was not played by a person. */
export const MIN_MS_PER_PAIR = 700;
export const ROUNDS_FOR_POINTS = 3;

interface Pair {
  wordId: string;
  translationId: string;
  cardId: number;
  due: boolean;
}

const token = () => randomBytes(6).toString('base64url');
function shuffled<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * The match game, verified on the server: a round is issued with opaque ids for words and translations (only the
 * server knows which belong together), its result is checked against that, on the server's clock. Three correct
 * rounds in a row pay 5 points; matched due cards count as reviews.
 */
export function gameService(app: FastifyInstance) {
  const { db, clock } = app;

  async function pickCards(request: FastifyRequest) {
    const user = request.user;
    const now = clock.now();
    const picked: Array<{ id: number; word: string; translation: string; due: boolean }> = [];
    if (user) {
      const mine = await db
        .selectFrom('user_cards')
        .innerJoin('cards', 'cards.id', 'user_cards.card_id')
        .select(['cards.id', 'cards.word', 'cards.translation', 'user_cards.due'])
        .where('user_cards.user_id', '=', user.id)
        .where('user_cards.stage', 'in', ['learning', 'repeating', 'fixing', 'learned'])
        .orderBy('user_cards.due')
        .limit(30)
        .execute();
      // Due cards first, then a random mix of the rest of the learner's cards.
      const due = mine.filter((c) => c.due !== null && c.due <= now);
      const rest = shuffled(mine.filter((c) => !(c.due !== null && c.due <= now)));
      for (const c of [...due, ...rest]) picked.push({ id: c.id, word: c.word, translation: c.translation, due: c.due !== null && c.due <= now });
    }
    if (picked.length < PAIRS_PER_ROUND) {
      const level = cardLevelFor(user?.level ?? 'a1');
      const pool = await db.selectFrom('cards').select(['id', 'word', 'translation']).where('collection', '=', 'system').where('status', '=', 'published').where('level', '=', level).orderBy('id').limit(400).execute();
      for (const c of shuffled(pool)) {
        if (picked.length >= PAIRS_PER_ROUND * 3) break;
        picked.push({ ...c, due: false });
      }
    }
    // One card per word and per translation, or the round would have two right answers.
    const words = new Set<string>();
    const translations = new Set<string>();
    return picked
      .filter((c) => {
        const w = c.word.toLowerCase();
        const t = c.translation.toLowerCase();
        if (words.has(w) || translations.has(t)) return false;
        words.add(w);
        translations.add(t);
        return true;
      })
      .slice(0, PAIRS_PER_ROUND);
  }

  return {
    async issue(request: FastifyRequest) {
      const cards = await pickCards(request);
      if (cards.length < 2) throw new HttpError(412, 'preconditionFailed', { code: 'not-enough-cards' });
      const pairs: Pair[] = cards.map((c) => ({ wordId: token(), translationId: token(), cardId: c.id, due: c.due }));
      const id = randomUUID();
      const now = clock.now();
      await db
        .insertInto('game_rounds')
        .values({
          id,
          user_id: request.user?.id ?? null,
          session_hash: request.user ? null : app.sessions.ensure(request).idHash,
          pairs: JSON.stringify(pairs),
          issued_at: now,
          submitted_at: null,
          outcome: null,
        })
        .execute();
      const byId = new Map(cards.map((c) => [c.id, c]));
      return {
        data: {
          id,
          words: pairs.map((p) => ({ id: p.wordId, word: byId.get(p.cardId)!.word })),
          translations: shuffled(pairs).map((p) => ({ id: p.translationId, translation: byId.get(p.cardId)!.translation })),
          issuedAt: new Date(now).toISOString(),
          minDurationMs: pairs.length * MIN_MS_PER_PAIR,
        },
      };
    },

    /** Every attempt the player made, in order. The round is correct only if no attempt was a mismatch. */
    async submit(request: FastifyRequest, id: string, attempts: Array<{ wordId: string; translationId: string }>) {
      const row = await db.selectFrom('game_rounds').selectAll().where('id', '=', id).executeTakeFirst();
      const owned = row && (request.user ? row.user_id === request.user.id : row.session_hash !== null && row.session_hash === request.session?.idHash);
      if (!row || !owned) throw notFound();
      if (row.submitted_at !== null) throw new HttpError(409, 'invalidData', { code: 'round-already-submitted' });
      const now = clock.now();
      const pairs = JSON.parse(row.pairs) as Pair[];
      const right = new Map(pairs.map((p) => [p.wordId, p.translationId]));
      const matched = new Set<string>();
      let mismatches = 0;
      for (const a of attempts) {
        if (right.get(a.wordId) === a.translationId && !matched.has(a.wordId)) matched.add(a.wordId);
        else mismatches++;
      }
      const tooFast = now - row.issued_at < pairs.length * MIN_MS_PER_PAIR;
      const complete = matched.size === pairs.length;
      const outcome = tooFast ? 'too-fast' : complete && mismatches === 0 ? 'correct' : 'mismatch';
      await db.updateTable('game_rounds').set({ submitted_at: now, outcome }).where('id', '=', id).where('submitted_at', 'is', null).execute();
      if (tooFast) throw new HttpError(422, 'invalidData', { code: 'too-fast', errors: { attempts: [{ key: 'field.invalid' }] } });
      let correctInRow = 0;
      let points = 0;
      let reviewed = 0;
      const user = request.user;
      if (user) {
        const progress = await db.selectFrom('game_progress').selectAll().where('user_id', '=', user.id).executeTakeFirst();
        correctInRow = outcome === 'correct' ? (progress?.correct_in_row ?? 0) + 1 : 0;
        if (correctInRow >= ROUNDS_FOR_POINTS) {
          if (await award(db, user.id, POINTS.gameStreak, 'game', id, now)) points = POINTS.gameStreak;
          correctInRow = 0;
        }
        const values = { correct_in_row: correctInRow, rounds_played: (progress?.rounds_played ?? 0) + 1, updated_at: now };
        if (progress) await db.updateTable('game_progress').set(values).where('user_id', '=', user.id).execute();
        else await db.insertInto('game_progress').values({ user_id: user.id, ...values }).execute();
        // Due cards matched at the first try were recalled: they count as "I know" reviews.
        const firstTry = pairs.filter((p) => p.due && attempts.find((a) => a.wordId === p.wordId)?.translationId === p.translationId);
        if (firstTry.length) {
          const res = await trainingService(app).answer(
            user,
            firstTry.map((p) => ({ id: randomUUID(), cardId: p.cardId, answer: 'know' as const, reviewedAt: new Date(now).toISOString(), prompt: 'match' as const })),
          );
          reviewed = res.data.filter((r) => !('skipped' in r)).length;
        }
      }
      return { data: { outcome, mismatches, correctInRow, roundsForPoints: ROUNDS_FOR_POINTS, points, reviewed } };
    },
  };
}
