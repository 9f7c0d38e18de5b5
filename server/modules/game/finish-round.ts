import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { GameRoundsTable } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { type TrainingDeps, trainingService } from '../learning/training.service';
import { award, AWARDS, POINTS } from '../points/ledger';
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

/** What finishing a round needs: the answers it records go through training, in the round's transaction. */
export type FinishDeps = TrainingDeps;

/**
 * Ends a round, for both ways of playing (all attempts at the end, or live taps), in one transaction: the claim
 * (a conditional update on `submitted_at is null`, plus the attempts as read when `expectAttempts` is given, so two
 * concurrent requests can never both finish it), the count toward three in a row, the points and the reviews of
 * due cards, and the result kept on the round so the same request retried gets the same answer. A failure part way
 * leaves the round open, so a retry finishes it rather than finding it spent. Returns null when another request
 * changed the round first: the caller decides between 409 and re-reading.
 */
export async function finishRound(
  deps: FinishDeps,
  user: UserRow | null,
  round: RoundRow,
  attempts: Attempt[],
  now: number,
  stored: { attempts: string; expectAttempts?: string },
): Promise<RoundResult | null> {
  const pairs = JSON.parse(round.pairs) as Pair[];
  const { remaining, mismatches } = evaluateAttempts(pairs, attempts);
  const outcome: RoundOutcome =
    now - round.issued_at < pairs.length * MIN_MS_PER_PAIR ? 'too-fast' : remaining === 0 && mismatches === 0 ? 'correct' : 'mismatch';
  const finished = await deps.db.transaction().execute(async (trx): Promise<RoundResult | 'too-fast' | null> => {
    const claimed = await trx
      .updateTable('game_rounds')
      .set({ submitted_at: now, outcome, attempts: stored.attempts })
      .where('id', '=', round.id)
      .where('submitted_at', 'is', null)
      .$if(stored.expectAttempts !== undefined, (qb) => qb.where('attempts', '=', stored.expectAttempts!))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    // A round played faster than a person can is spent (committed as such), and answered 422 below.
    if (outcome === 'too-fast') return 'too-fast';

    let correctInRow = 0;
    let points = 0;
    let reviewed = 0;
    if (user) {
      correctInRow = await countRound(trx, user.id, outcome === 'correct', now);
      if (correctInRow >= ROUNDS_FOR_POINTS) {
        if (await award(trx, user.id, AWARDS.gameRun(round.id), now)) points = POINTS.gameStreak;
        correctInRow = 0;
      }
      // Due cards matched at the first try were recalled: they count as "I know" reviews.
      const firstTry = matchedAtFirstTry(pairs, attempts);
      if (firstTry.length) {
        const res = await trainingService({ db: trx, clock: deps.clock, photos: deps.photos }).answer(
          user,
          firstTry.map((p) => ({ id: randomUUID(), cardId: p.cardId, answer: 'know' as const, reviewedAt: new Date(now).toISOString(), prompt: 'match' as const })),
        );
        reviewed = res.data.filter((r) => !('skipped' in r)).length;
      }
    }
    const result: RoundResult = { outcome, mismatches, correctInRow, roundsForPoints: ROUNDS_FOR_POINTS, points, reviewed };
    await trx.updateTable('game_rounds').set({ result: JSON.stringify(result) }).where('id', '=', round.id).execute();
    return result;
  });
  if (finished === 'too-fast') throw tooFast();
  return finished;
}

/**
 * Adds the round to the player's run and returns the run including it (3 pays; the stored run then restarts).
 * One upsert that reads and writes the row at once, so two rounds finished together never lose one another.
 */
async function countRound(db: Db, userId: number, correct: boolean, now: number): Promise<number> {
  const row = await db
    .insertInto('game_progress')
    .values({ user_id: userId, correct_in_row: correct ? 1 : 0, rounds_played: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        correct_in_row: correct
          ? sql<number>`case when game_progress.correct_in_row + 1 < ${sql.lit(ROUNDS_FOR_POINTS)} then game_progress.correct_in_row + 1 else 0 end`
          : 0,
        rounds_played: sql<number>`game_progress.rounds_played + 1`,
        updated_at: now,
      }),
    )
    .returning('correct_in_row')
    .executeTakeFirstOrThrow();
  // Stored 0 after a correct round means this one completed the run.
  return correct ? (row.correct_in_row === 0 ? ROUNDS_FOR_POINTS : row.correct_in_row) : 0;
}

/** The stored result of a finished round when `attempts` repeats what finished it (a retried request), else null. */
export function replayedResult(round: RoundRow, sameRequest: (stored: Attempt[]) => boolean): RoundResult | null {
  if (round.submitted_at === null || !round.result) return null;
  const stored = JSON.parse(round.attempts) as Attempt[];
  return sameRequest(stored) ? (JSON.parse(round.result) as RoundResult) : null;
}
