import { State } from 'ts-fsrs';
import { compiledOnce } from '../../db/compiled';
import { type Db, inTransaction } from '../../db/database';
import type { Stage } from '../../db/schema';
import { lockLearner } from '../../db/learner-lock';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { cardsFor } from '../cards/card.query';
import { cardResource } from '../cards/card.resource';
import type { PhotoService } from '../photos/photo.service';
import { localDay } from '../../domain/local-day';
import { award, AWARDS, POINTS } from '../points/ledger';
import { currentStreak, recordActiveDay } from '../streaks/streak.service';
import { streakCounted, wordLearned } from '../stories/milestones';
import type { UserRow } from '../users/users.repository';
import { balanceDue } from './balance';
import { learnerParams } from './memory/params';
import { fromFsrsCard, RATINGS, schedulerFor, stageOf, toFsrsCard } from './scheduler';

export const PROMPTS = ['recognition', 'recall', 'listening', 'typed', 'typed-reverse'] as const;
/** `match` marks reviews that came from the match game. */
export type Prompt = (typeof PROMPTS)[number] | 'match';
const TRAINABLE: Stage[] = ['learning', 'repeating', 'fixing', 'learned'];

// The reads of every training answer, compiled once (db/compiled.ts); they run inside the answer's transaction too.
const reviewById = compiledOnce((db: Db, id: string) =>
  db.selectFrom('reviews').select(['user_id', 'stage_before', 'stage_after', 'due_after', 'card_id']).where('id', '=', id),
);
const userCard = compiledOnce((db: Db, userId: number, cardId: number) =>
  db.selectFrom('user_cards').selectAll().where('user_id', '=', userId).where('card_id', '=', cardId),
);
const dueCount = compiledOnce((db: Db, userId: number, now: number) =>
  db.selectFrom('user_cards').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('stage', 'in', TRAINABLE).where('due', '<=', now),
);
// A session's reads, compiled once (every training session runs them; building them cost more than SQLite did).
/** The learner's due cards in some stages, most overdue first. */
const dueCards = (stages: Stage[]) =>
  compiledOnce((db: Db, userId: number, now: number, limit: number) =>
    cardsFor(db, userId)
      .innerJoin('user_cards as due_uc', (j) => j.onRef('due_uc.card_id', '=', 'cards.id').on('due_uc.user_id', '=', userId))
      .select(['due_uc.due', 'due_uc.reps', 'due_uc.stage'])
      .where('due_uc.due', '<=', now)
      .where('due_uc.stage', 'in', stages)
      .orderBy('due_uc.due')
      .limit(limit),
  );
const dueReviews = dueCards(['repeating', 'fixing', 'learned']);
const dueLearning = dueCards(['learning']);
/** Words of a level (of one part of speech, or any), the pool a recall question's options come from. */
const levelWords = (db: Db, level: string) =>
  db.selectFrom('cards').leftJoin('words', 'words.id', 'cards.word_id').select('cards.word').where('cards.level', '=', level).where('cards.collection', '=', 'system');
const wordsOfLevel = compiledOnce((db: Db, level: string) => levelWords(db, level).orderBy('cards.id').limit(201));
const wordsOfLevelAndPos = compiledOnce((db: Db, level: string, pos: string) => levelWords(db, level).where('words.pos', '=', pos).orderBy('cards.id').limit(201));
const MAX_CLOCK_SKEW_MS = 7 * 86_400_000;

export interface AnswerInput {
  id: string;
  cardId: number;
  answer: 'know' | 'again';
  reviewedAt?: string | undefined;
  durationMs?: number | undefined;
  prompt?: Prompt | undefined;
  sessionId?: string | undefined;
}

/**
 * The prompt mix by stage (issue 32): a word being learned is recognised, picked or heard; once it is being repeated
 * the learner also spells it from the Russian (`typed`); a word being fixed or learned is also translated back into
 * Russian by typing (`typed-reverse`), and no longer merely recognised. Within a stage the prompt varies by card and
 * repetition, so the same card comes back in another form.
 */
const PROMPTS_BY_STAGE: Record<Stage, readonly Prompt[]> = {
  known: ['recognition'],
  learning: ['recognition', 'recall', 'listening'],
  repeating: ['recognition', 'recall', 'listening', 'typed'],
  fixing: ['recall', 'listening', 'typed', 'typed-reverse'],
  learned: ['recall', 'listening', 'typed', 'typed-reverse'],
};
export const promptFor = (cardId: number, reps: number, stage: Stage): Prompt => {
  const mix = PROMPTS_BY_STAGE[stage] ?? PROMPTS_BY_STAGE.learning;
  return mix[(cardId + reps) % mix.length]!;
};

export interface TrainingDeps {
  /** The database, or a transaction the answers become part of (the match game finishes a round in one). */
  db: Db;
  clock: Clock;
  photos: PhotoService;
}

export function trainingService({ db, clock, photos }: TrainingDeps) {

  /** ru→en recall: the card's word and three other words of its level and part of speech, in a stable order. */
  async function recallOptions(card: { id: number; word: string; level: string; pos: string | null }, pools: Map<string, Promise<string[]>>) {
    // One query per level and part of speech per session, not one per card.
    const key = `${card.level}|${card.pos ?? ''}`;
    let words = pools.get(key);
    if (!words) {
      const rows = card.pos ? wordsOfLevelAndPos(db, card.level, card.pos) : wordsOfLevel(db, card.level);
      words = rows.then((r) => r.map((w) => w.word));
      pools.set(key, words);
    }
    const pool = (await words).filter((w) => w.toLowerCase() !== card.word.toLowerCase());
    const picked: string[] = [];
    for (let i = 0; picked.length < 3 && i < pool.length; i++) {
      const w = pool[(card.id * 7 + i * 31) % pool.length]!;
      if (!picked.includes(w)) picked.push(w);
    }
    const all = [card.word, ...picked];
    const shift = card.id % all.length;
    return [...all.slice(shift), ...all.slice(0, shift)];
  }

  /** Counts today for the streak; the day a streak reaches 7, 30 or 100 days is a milestone to share. */
  async function countDay(user: UserRow, now: number) {
    const streak = await recordActiveDay(db, user, now);
    await streakCounted(db, user.id, streak.current, now);
  }

  return {
    /** The cards of a session: due reviews first, most overdue first, then learning cards. */
    async session(user: UserRow, limit: number) {
      const now = clock.now();
      const reviews = await dueReviews(db, user.id, now, limit);
      const learning = reviews.length < limit ? await dueLearning(db, user.id, now, limit - reviews.length) : [];
      const cards = [...reviews, ...learning];
      const items = [];
      const pools = new Map<string, Promise<string[]>>();
      for (const c of cards) {
        const prompt = promptFor(c.id, c.reps, c.stage);
        items.push({
          card: cardResource(c, photos),
          prompt,
          due: new Date(c.due!).toISOString(),
          options: prompt === 'recall' ? await recallOptions(c, pools) : null,
        });
      }
      return { data: items, meta: { dueNow: cards.length } };
    },

    /**
     * Applies answers in the order they were given (an offline outbox may deliver late or twice). Each answer is
     * one transaction keyed by its UUID: a replay finds its review and changes nothing.
     */
    async answer(user: UserRow, answers: AnswerInput[]) {
      const now = clock.now();
      const f = schedulerFor(user.retention, await learnerParams(db, user.id));
      const sorted = [...answers].sort((a, b) => Date.parse(a.reviewedAt ?? '') - Date.parse(b.reviewedAt ?? '') || 0);
      const results = [];
      for (const a of sorted) {
        const at = Math.min(now, Math.max(now - MAX_CLOCK_SKEW_MS, Date.parse(a.reviewedAt ?? '') || now));
        const apply = () => inTransaction(db, async (trx) => {
          // One answer at a time per learner across nodes: two answers to one card both computed from the same state
          // would record two reviews (and pay twice) for one step of memory.
          await lockLearner(trx, user.id);
          const [seen] = await reviewById(trx, a.id);
          if (seen && seen.user_id !== user.id) return 'taken' as const;
          if (seen) return { id: a.id, cardId: seen.card_id, stageBefore: seen.stage_before, stageAfter: seen.stage_after, due: new Date(seen.due_after).toISOString(), replay: true };
          const [uc] = await userCard(trx, user.id, a.cardId);
          if (!uc || !TRAINABLE.includes(uc.stage)) return null;
          // A review counts once per card per due time (issue 29): an answer to a card that was not due when given
          // (answered already, by this batch, another request or the game) changes nothing and pays nothing.
          if (uc.due === null || uc.due > at) return 'not-due' as const;
          const before = toFsrsCard(uc, at);
          const next = f.next(before, new Date(at), RATINGS[a.answer]);
          let due = next.card.due.getTime();
          if (next.card.state === State.Review) due = await balanceDue(trx, user, a.cardId, due, next.card.scheduled_days, now);
          const after = { ...fromFsrsCard(next.card), due };
          const stageAfter = stageOf(next.card);
          // Conditional on the due time read: of two requests reviewing the same due card at once, one applies.
          const updated = await trx
            .updateTable('user_cards')
            .set({ ...after, stage: stageAfter, updated_at: now })
            .where('user_id', '=', user.id)
            .where('card_id', '=', a.cardId)
            .where('due', '=', uc.due)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) return 'not-due' as const;
          await trx
            .insertInto('reviews')
            .values({
              id: a.id,
              user_id: user.id,
              card_id: a.cardId,
              session_id: a.sessionId ?? null,
              rating: RATINGS[a.answer],
              prompt: a.prompt ?? 'recognition',
              reviewed_at: at,
              duration_ms: a.durationMs ?? null,
              elapsed_days: next.log.elapsed_days,
              scheduled_days: next.card.scheduled_days,
              state_before: uc.state,
              state_after: next.card.state,
              stability_before: uc.stability,
              stability_after: next.card.stability,
              difficulty_after: next.card.difficulty,
              stage_before: uc.stage,
              stage_after: stageAfter,
              due_before: uc.due,
              due_after: due,
              day: localDay(at, user.timezone),
              created_at: now,
            })
            .execute();
          if (a.answer === 'know') await award(trx, user.id, AWARDS.review(a.cardId, uc.due), now);
          return { id: a.id, cardId: a.cardId, stageBefore: uc.stage, stageAfter, due: new Date(due).toISOString(), replay: false };
        });
        // An id someone else already used is refused for that answer only; the rest of the batch goes on. A parallel
        // insert of the same id (a race the first read did not see) is settled by reading again.
        const result = await apply().catch((err: unknown) => {
          if (isUniqueViolation(err)) return apply();
          throw err;
        });
        if (result === 'taken' || result === 'not-due') {
          results.push({ id: a.id, cardId: a.cardId, stageBefore: null, stageAfter: null, due: null, replay: false, skipped: true, code: result === 'taken' ? 'answer-id-taken' : 'not-due' });
          continue;
        }
        if (result) results.push(result);
        else results.push({ id: a.id, cardId: a.cardId, stageBefore: null, stageAfter: null, due: null, replay: false, skipped: true });
      }
      const [dueLeft] = await dueCount(db, user.id, now);
      // Clearing the due list counts for the streak, as a finished session does.
      if (results.some((r) => !r.replay && !('skipped' in r)) && Number(dueLeft?.n ?? 0) === 0) await countDay(user, now);
      // A card that has just become learned may make the hundredth learned word (a milestone to share).
      if (results.some((r) => !r.replay && r.stageAfter === 'learned' && r.stageBefore !== 'learned')) await wordLearned(db, user.id, now);
      return { data: results, meta: { dueLeft: Number(dueLeft?.n ?? 0) } };
    },

    /** Ends a session: counts it for the streak, pays the session bonus once, and sums up what changed. */
    async finish(user: UserRow, sessionId: string) {
      const now = clock.now();
      const done = await db.selectFrom('training_sessions').select('summary').where('id', '=', sessionId).where('user_id', '=', user.id).executeTakeFirst();
      if (done) return { data: JSON.parse(done.summary) as unknown };
      const reviews = await db.selectFrom('reviews').select(['id', 'card_id', 'rating', 'stage_before', 'stage_after']).where('session_id', '=', sessionId).where('user_id', '=', user.id).execute();
      if (reviews.length === 0) throw notFound();
      const known = reviews.filter((r) => r.rating === RATINGS.know).length;
      let points = known * POINTS.review;
      if (reviews.length >= 5 && (await award(db, user.id, AWARDS.trainingFinished(sessionId), now))) points += POINTS.trainingFinished;
      await countDay(user, now);
      const streak = await currentStreak(db, user, now);
      const changed = reviews.filter((r) => r.stage_before !== r.stage_after).map((r) => ({ cardId: r.card_id, from: r.stage_before, to: r.stage_after }));
      const summary = { sessionId, answered: reviews.length, known, again: reviews.length - known, stageChanges: changed, points, streak };
      await db
        .insertInto('training_sessions')
        .values({ id: sessionId, user_id: user.id, day: localDay(now, user.timezone), finished_at: now, summary: JSON.stringify(summary) })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return { data: summary };
    },
  };
}
