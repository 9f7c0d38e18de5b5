import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { GameRoundsTable } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { trainingService } from '../learning/training.service';
import { award, POINTS } from '../points/ledger';
import type { UserRow } from '../users/users.repository';
import { type Attempt, evaluateAttempts, matchedAtFirstTry, type Pair } from './round-pairs';

/** Nobody reads and matches a pair faster than this: a quicker result was not played by a person. */
export const MIN_MS_PER_PAIR = 700;
export const ROUNDS_FOR_POINTS = 3;

export type RoundRow = Selectable<GameRoundsTable>;
export type RoundOutcome = 'correct' | 'mismatch' | 'too-fast';

export interface RoundResult {
  outcome: Exclude<RoundOutcome, 'too-fast'>;
  mismatches: number;
  correctInRow: number;
  roundsForPoints: number;
  points: number;
  reviewed: number;
}

export const alreadySubmitted = () => new HttpError(409, 'invalidData', { code: 'round-already-submitted' });
const tooFast = () => new HttpError(422, 'invalidData', { code: 'too-fast', errors: { attempts: [{ key: 'field.invalid' }] } });

/**
 * Ends a round, for both ways of playing (all attempts at the end, or live taps). The round is claimed with one
 * conditional update (`submitted_at is null`, plus the attempts as read when `storeAttempts` is given), so two
 * concurrent requests can never both finish it. Returns null when another request changed the round first: the
 * caller decides between 409 and re-reading.
 */
export async function finishRound(
  app: FastifyInstance,
  user: UserRow | null,
  round: RoundRow,
  attempts: Attempt[],
  now: number,
  storeAttempts?: string,
): Promise<RoundResult | null> {
  const { db } = app;
  const pairs = JSON.parse(round.pairs) as Pair[];
  const { remaining, mismatches } = evaluateAttempts(pairs, attempts);
  const outcome: RoundOutcome =
    now - round.issued_at < pairs.length * MIN_MS_PER_PAIR ? 'too-fast' : remaining === 0 && mismatches === 0 ? 'correct' : 'mismatch';
  const claimed = await db
    .updateTable('game_rounds')
    .set({ submitted_at: now, outcome, ...(storeAttempts !== undefined ? { attempts: storeAttempts } : {}) })
    .where('id', '=', round.id)
    .where('submitted_at', 'is', null)
    .$if(storeAttempts !== undefined, (qb) => qb.where('attempts', '=', round.attempts))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  if (outcome === 'too-fast') throw tooFast();

  let correctInRow = 0;
  let points = 0;
  let reviewed = 0;
  if (user) {
    correctInRow = await countRound(db, user.id, outcome === 'correct', now);
    if (correctInRow >= ROUNDS_FOR_POINTS) {
      if (await award(db, user.id, POINTS.gameStreak, 'game', round.id, now)) points = POINTS.gameStreak;
      correctInRow = 0;
    }
    // Due cards matched at the first try were recalled: they count as "I know" reviews.
    const firstTry = matchedAtFirstTry(pairs, attempts);
    if (firstTry.length) {
      const res = await trainingService(app).answer(
        user,
        firstTry.map((p) => ({ id: randomUUID(), cardId: p.cardId, answer: 'know' as const, reviewedAt: new Date(now).toISOString(), prompt: 'match' as const })),
      );
      reviewed = res.data.filter((r) => !('skipped' in r)).length;
    }
  }
  return { outcome, mismatches, correctInRow, roundsForPoints: ROUNDS_FOR_POINTS, points, reviewed };
}

/**
 * Adds the round to the player's run and returns the run including it (3 pays; the stored run then restarts).
 * A conditional update on the values read keeps two rounds finished at once from losing one another.
 */
async function countRound(db: Db, userId: number, correct: boolean, now: number): Promise<number> {
  for (let tries = 0; tries < 10; tries++) {
    const progress = await db.selectFrom('game_progress').selectAll().where('user_id', '=', userId).executeTakeFirst();
    const inRow = correct ? (progress?.correct_in_row ?? 0) + 1 : 0;
    const values = { correct_in_row: inRow >= ROUNDS_FOR_POINTS ? 0 : inRow, rounds_played: (progress?.rounds_played ?? 0) + 1, updated_at: now };
    if (progress) {
      const res = await db
        .updateTable('game_progress')
        .set(values)
        .where('user_id', '=', userId)
        .where('correct_in_row', '=', progress.correct_in_row)
        .where('rounds_played', '=', progress.rounds_played)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) > 0) return inRow;
    } else {
      const res = await db
        .insertInto('game_progress')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) return inRow;
    }
  }
  throw new Error('game progress kept changing under concurrent rounds');
}
