import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Caller } from '../../lib/caller';
import { fieldError, HttpError, notFound } from '../../lib/http-errors';
import { cardLevelFor } from '../../domain/levels';
import { POINTS } from '../points/ledger';
import { alreadySubmitted, type FinishDeps, finishRound, MIN_MS_PER_PAIR, replayedResult, ROUNDS_FOR_POINTS, type RoundResult, type RoundRow } from './finish-round';
import { type Attempt, belongsToRound, evaluateAttempts, isRightPair, type Pair, sameAttempts } from './round-pairs';
import { wordSpeech } from '../speech/card-speech';

export { MIN_MS_PER_PAIR, ROUNDS_FOR_POINTS } from './finish-round';

export const PAIRS_PER_ROUND = 6;
/** A round has 6 pairs; far more taps than this is not a person playing. */
const MAX_ATTEMPTS = 100;
/** Concurrent taps on one round are a handful at most; retrying longer would hide a bug. */
const MAX_APPEND_TRIES = 10;

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
 * server knows which belong together); each tap is checked live (or all attempts at the end), on the server's
 * clock. Three correct rounds in a row pay 5 points; matched due cards count as reviews.
 */
export function gameService(deps: FinishDeps) {
  const { db, clock } = deps;

  async function pickCards(caller: Caller) {
    const user = caller.user;
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

  async function ownedRound(caller: Caller, id: string) {
    const row = await db.selectFrom('game_rounds').selectAll().where('id', '=', id).executeTakeFirst();
    const owned = row && (caller.user ? row.user_id === caller.user.id : row.session_hash !== null && row.session_hash === caller.currentSession());
    if (!row || !owned) throw notFound();
    return row;
  }

  return {
    async issue(caller: Caller) {
      const cards = await pickCards(caller);
      if (cards.length < 2) throw new HttpError(412, 'preconditionFailed', { code: 'not-enough-cards' });
      const pairs: Pair[] = cards.map((c) => ({ wordId: token(), translationId: token(), cardId: c.id, due: c.due }));
      const id = randomUUID();
      const now = clock.now();
      await db
        .insertInto('game_rounds')
        .values({
          id,
          user_id: caller.user?.id ?? null,
          session_hash: caller.user ? null : caller.ensureSession(),
          pairs: JSON.stringify(pairs),
          issued_at: now,
          submitted_at: null,
          outcome: null,
        })
        .execute();
      const byId = new Map(cards.map((c) => [c.id, c]));
      // The run so far, so the screen can show the progress toward points before the first result.
      const progress = caller.user ? await db.selectFrom('game_progress').select('correct_in_row').where('user_id', '=', caller.user.id).executeTakeFirst() : undefined;
      return {
        data: {
          id,
          words: pairs.map((p) => ({ id: p.wordId, word: byId.get(p.cardId)!.word, ...wordSpeech(byId.get(p.cardId)!.word) })),
          translations: shuffled(pairs).map((p) => ({ id: p.translationId, translation: byId.get(p.cardId)!.translation })),
          issuedAt: new Date(now).toISOString(),
          minDurationMs: pairs.length * MIN_MS_PER_PAIR,
          correctInRow: progress?.correct_in_row ?? 0,
          roundsForPoints: ROUNDS_FOR_POINTS,
          // The client shows the reward from here instead of keeping its own copy of the rule.
          pointsForRun: POINTS.gameStreak,
        },
      };
    },

    /** Every attempt the player made, in order, sent at the end. The round is correct only if no attempt was a mismatch. */
    async submit(caller: Caller, id: string, attempts: Attempt[]) {
      const sent = attempts.map((a) => ({ wordId: a.wordId, translationId: a.translationId }));
      // The same submission again (a retry after a lost answer) gets the result it produced; any other one 409.
      const retried = (round: RoundRow) => replayedResult(round, (stored) => stored.every((a) => !('at' in a)) && sameAttempts(stored, sent));
      const row = await ownedRound(caller, id);
      if (row.submitted_at !== null) {
        const replay = retried(row);
        if (replay) return { data: replay };
        throw alreadySubmitted();
      }
      const result = await finishRound(deps, caller.user, row, sent, clock.now(), { attempts: JSON.stringify(sent) });
      if (result) return { data: result };
      const replay = retried(await ownedRound(caller, id));
      if (replay) return { data: replay };
      throw alreadySubmitted();
    },

    /**
     * One tap checked live: appended to the round's attempts with the server time; the last right pair finishes
     * the round. The append is a conditional update on the attempts as read, retried when another tap got in
     * first, so simultaneous taps never overwrite one another.
     */
    async attempt(caller: Caller, id: string, attempt: Attempt) {
      for (let tries = 0; tries < MAX_APPEND_TRIES; tries++) {
        const row = await ownedRound(caller, id);
        const pairs = JSON.parse(row.pairs) as Pair[];
        if (row.submitted_at !== null) {
          // The tap that finished the round, retried (its answer was lost): the same answer again.
          const replay = replayedResult(row, (stored) => stored.length > 0 && 'at' in stored.at(-1)! && sameAttempts(stored.slice(-1), [attempt]));
          if (replay) return { data: { match: isRightPair(pairs, attempt), ...evaluateAttempts(pairs, JSON.parse(row.attempts) as Attempt[]), result: replay } };
          throw alreadySubmitted();
        }
        if (!belongsToRound(pairs, attempt)) throw fieldError(pairs.some((p) => p.wordId === attempt.wordId) ? 'translationId' : 'wordId', 'field.invalid');
        const stored = JSON.parse(row.attempts) as Array<Attempt & { at: number }>;
        if (stored.length >= MAX_ATTEMPTS) throw fieldError('wordId', 'field.invalid');
        const now = clock.now();
        const attempts = [...stored, { wordId: attempt.wordId, translationId: attempt.translationId, at: now }];
        const next = JSON.stringify(attempts);
        const progress = evaluateAttempts(pairs, attempts);
        let result: RoundResult | null = null;
        if (progress.remaining === 0) {
          result = await finishRound(deps, caller.user, row, attempts, now, { attempts: next, expectAttempts: row.attempts });
          if (!result) continue;
        } else {
          const res = await db
            .updateTable('game_rounds')
            .set({ attempts: next })
            .where('id', '=', id)
            .where('submitted_at', 'is', null)
            .where('attempts', '=', row.attempts)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) === 0) continue;
        }
        return { data: { match: isRightPair(pairs, attempt), ...progress, result } };
      }
      throw new Error('the round kept changing under concurrent taps');
    },
  };
}
