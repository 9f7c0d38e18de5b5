import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { award, AWARDS } from '../points/ledger';
import { levelReached } from '../stories/milestones';
import { updateUser, type UserRow } from '../users/users.repository';
import { answerItem, type Entry, isFinished, MAX_ITEMS, nextItem, resultOf, type TestState } from './engine';
import { LEVEL_DIFFICULTY, pKnow, TEST_LEVELS, type TestLevel } from './irt';
import { loadTestItems } from '../vocabulary/test-items';

type Owner = { userId: number } | { sessionHash: string };
type Result = ReturnType<typeof resultOf>;

/** Levels below the result that the learner very likely knows: their base cards are pre-marked known. */
const PREMARK_KNOWN = 0.9;

export interface LevelTestDeps {
  db: Db;
  clock: Clock;
}

export function levelTestService({ db, clock }: LevelTestDeps) {
  const ownerOf = (caller: Caller): Owner => (caller.user ? { userId: caller.user.id } : { sessionHash: caller.ensureSession() });

  /** The shipped ids of retired words: their items leave the test (an item's id is its word's). */
  const retiredItems = async () =>
    new Set((await db.selectFrom('words').select('base_id').where('retired_at', 'is not', null).where('base_id', 'is not', null).execute()).map((w) => w.base_id!));

  const itemView = (state: TestState, retired: ReadonlySet<string>) => {
    const item = nextItem(state, retired);
    // The word and the options only: the right answer never leaves the server before the learner answers.
    return { id: item.itemId, word: loadTestItems().get(item.itemId)!.word, options: item.options };
  };
  const progress = (state: TestState) => ({ answered: state.asked.filter((a) => a.choice !== undefined).length, max: MAX_ITEMS });

  async function wordsPerLevel(): Promise<Record<TestLevel, number>> {
    const rows = await db.selectFrom('words').select(['level', (eb) => eb.fn.countAll<number>().as('n')]).where('retired_at', 'is', null).groupBy('level').execute();
    return Object.fromEntries(TEST_LEVELS.map((l) => [l, Number(rows.find((r) => r.level === l)?.n ?? 0)])) as Record<TestLevel, number>;
  }

  async function load(caller: Caller, id: string) {
    const row = await db.selectFrom('level_tests').selectAll().where('id', '=', id).executeTakeFirst();
    const owner = ownerOf(caller);
    if (!row || ('userId' in owner ? row.user_id !== owner.userId : row.session_hash !== owner.sessionHash)) throw notFound();
    return row;
  }

  /** A finished test fixes the level, pays its points once and pre-marks the levels the learner surely knows. */
  async function applyResult(userId: number, testId: string, result: Result) {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, { level: result.level, test_result: JSON.stringify({ ...result, testId, finishedAt: new Date(now).toISOString() }), test_rejected: 0 }, now);
      await trx.updateTable('level_tests').set({ user_id: userId, session_hash: null }).where('id', '=', testId).execute();
      // Once per account, as docs/api.md promises: a second finished test fixes the level again but pays nothing.
      await award(trx, userId, AWARDS.levelTest(), now);
      await levelReached(trx, userId, result.level, now);
      const known = TEST_LEVELS.filter((l) => pKnow(result.theta, LEVEL_DIFFICULTY[l]) >= PREMARK_KNOWN && TEST_LEVELS.indexOf(l) < TEST_LEVELS.indexOf(result.level as TestLevel));
      if (known.length > 0) {
        await sql`insert into user_cards (user_id, card_id, decision, stage, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, decided_at, updated_at)
          select ${userId}, c.id, 'know', 'known', null, 0, 0, 0, 0, 0, 0, 0, 0, null, ${now}, ${now} from cards c
          where c.collection = 'system' and c.status = 'published' and c.level in (${sql.join(known)})
          and not exists (select 1 from user_cards uc where uc.user_id = ${userId} and uc.card_id = c.id)`.execute(trx);
      }
    });
  }

  return {
    async start(caller: Caller, entry: Entry) {
      const owner = ownerOf(caller);
      const state: TestState = { entry, seed: randomInt(1, 2 ** 31), asked: [] };
      const id = randomUUID();
      const item = itemView(state, await retiredItems());
      await db
        .insertInto('level_tests')
        .values({ id, user_id: 'userId' in owner ? owner.userId : null, session_hash: 'sessionHash' in owner ? owner.sessionHash : null, entry, state: JSON.stringify(state), result: null, started_at: clock.now(), finished_at: null })
        .execute();
      return { data: { id, entry, item, progress: progress(state), result: null } };
    },

    async show(caller: Caller, id: string) {
      const row = await load(caller, id);
      const state = JSON.parse(row.state) as TestState;
      return { data: { id, entry: row.entry, item: row.result ? null : itemView(state, await retiredItems()), progress: progress(state), result: row.result ? (JSON.parse(row.result) as Result) : null } };
    },

    async answer(caller: Caller, id: string, itemId: string, choice: string | null) {
      const row = await load(caller, id);
      const state = JSON.parse(row.state) as TestState;
      if (row.result) return { data: { id, correct: null, item: null, progress: progress(state), result: JSON.parse(row.result) as Result } };
      const outcome = answerItem(state, itemId, choice, clock.now());
      if (!outcome) {
        // A replayed answer (the item was already answered) or a stale item: show where the test stands.
        return { data: { id, correct: null, item: itemView(state, await retiredItems()), progress: progress(state), result: null } };
      }
      let result: Result | null = null;
      if (isFinished(state)) result = resultOf(state, await wordsPerLevel());
      const item = result ? null : itemView(state, await retiredItems());
      await db
        .updateTable('level_tests')
        .set({ state: JSON.stringify(state), result: result ? JSON.stringify(result) : null, finished_at: result ? clock.now() : null })
        .where('id', '=', id)
        .execute();
      if (result) {
        if (caller.user) await applyResult(caller.user.id, id, result);
        else caller.setSessionData({ ...caller.sessionData(), pendingLevelTest: id });
      }
      return { data: { id, correct: outcome.correct, item, progress: progress(state), result } };
    },

    /** "Skip the test": keeps A1 or the level the learner picks, and marks the level as fixed. */
    async reject(caller: Caller, level: string | undefined) {
      const chosen = level ?? 'a1';
      if (caller.user) {
        await updateUser(db, caller.user.id, { level: chosen, test_rejected: 1 }, clock.now());
        return { level: chosen, rejected: true };
      }
      caller.setSessionData({ ...caller.sessionData(), pendingLevelReject: chosen });
      return { level: chosen, rejected: true };
    },

    /** After a visitor becomes a guest or signs in: their anonymous test result (or rejection) goes to the account. */
    async attachPending(caller: Caller, user: UserRow) {
      const data = caller.sessionData();
      if (!data.pendingLevelTest && !data.pendingLevelReject) return;
      const fixed = user.test_result !== null || user.test_rejected === 1;
      if (!fixed && typeof data.pendingLevelTest === 'string') {
        const row = await db.selectFrom('level_tests').select(['id', 'result']).where('id', '=', data.pendingLevelTest).executeTakeFirst();
        if (row?.result) await applyResult(user.id, row.id, JSON.parse(row.result) as Result);
      } else if (!fixed && typeof data.pendingLevelReject === 'string') {
        await updateUser(db, user.id, { level: data.pendingLevelReject, test_rejected: 1 }, clock.now());
      }
      const { pendingLevelTest: _t, pendingLevelReject: _r, ...rest } = data;
      caller.setSessionData(rest);
    },
  };
}

export type LevelTestService = ReturnType<typeof levelTestService>;

/** Called wherever a visitor becomes a user (guest start, register, login, OAuth). */
export const attachPendingLevelTest = (deps: LevelTestDeps, caller: Caller, user: UserRow) => levelTestService(deps).attachPending(caller, user);
