import type { Db } from '../../db/database';
import { lockLearner } from '../../db/learner-lock';
import type { Clock } from '../../lib/clock';
import type { PhotoService } from '../photos/photo.service';
import { HttpError, notFound, precondition } from '../../lib/http-errors';
import { markKnown, startLearning } from '../learning/user-cards';
import type { UserRow } from '../users/users.repository';
import { type CardRow, visibleCard as findVisibleCard } from '../cards/card.query';
import { cardResource } from '../cards/card.resource';
import { checkOptions, shouldCheck } from './check-question';
import { localDay } from '../../domain/local-day';
import { loadOf, type Moves, movesOf } from './moves';
import { levelUpOffer } from './level-up';
import { FEED_RULES } from './rules';

export interface DecisionsDeps {
  db: Db;
  clock: Clock;
  photos: PhotoService;
  /** Moves a day on the free plan (config FREE_MOVES_PER_DAY). */
  movesPerDay: number;
}

export function decisionsService({ db, clock, photos, movesPerDay: perDay }: DecisionsDeps) {

  const visibleCard = async (user: UserRow, cardId: number) => {
    const card = await findVisibleCard(db, user.id, cardId);
    if (!card) throw notFound();
    return card;
  };

  async function answer(user: UserRow, decisionId: string, extra: { check?: { options: string[] } | null } = {}) {
    const d = await db.selectFrom('decisions').selectAll().where('id', '=', decisionId).where('user_id', '=', user.id).executeTakeFirst();
    if (!d) throw notFound();
    const card = await visibleCard(user, d.card_id);
    const check = d.result === 'check' ? (extra.check ?? { options: (await checkOptions(db, { ...card, pos: card.pos }, d.id)) ?? [] }) : null;
    const now = clock.now();
    const [moves, load, levelUp] = await Promise.all([movesOf(db, user, now, perDay), loadOf(db, user, now), levelUpOffer(db, user)]);
    return respond(d, card, moves, load, levelUp, check?.options ?? null);
  }

  function respond(
    d: { id: string; decision: string; result: string; undone_at: number | null },
    card: CardRow,
    moves: Moves,
    load: { active: number; dueToday: number },
    levelUp: Awaited<ReturnType<typeof levelUpOffer>>,
    options: string[] | null,
  ) {
    return {
      data: {
        decision: { id: d.id, decision: d.decision, result: d.result, undone: d.undone_at !== null },
        card: cardResource(card, photos),
        moves,
        check: options ? { word: card.word, options } : null,
        // The same meta the feed gives, so a level-up offer can appear right after the decision that earned it.
        limits: { repeatToday: { used: load.dueToday, max: FEED_RULES.repeatLimit }, total: { used: load.active, max: FEED_RULES.totalLimit } },
        levelUp,
      },
    };
  }

  return {
    /**
     * "I know" / "Learn" on a card: spends a move, applies the limits, and sometimes asks a check question first.
     * `created` is false when nothing new was decided (a replay of the same id, or a card decided before).
     */
    async decide(user: UserRow, cardId: number, input: { id: string; decision: 'know' | 'learn' }) {
      const now = clock.now();
      const replay = async () => {
        const owner = await db.selectFrom('decisions').select(['user_id']).where('id', '=', input.id).executeTakeFirst();
        if (owner && owner.user_id !== user.id) throw new HttpError(409, 'invalidData', { code: 'decision-id-taken' });
        return { created: false, result: await answer(user, input.id) };
      };
      if (await db.selectFrom('decisions').select('id').where('id', '=', input.id).executeTakeFirst()) return replay();
      const card = await visibleCard(user, cardId);
      // Read-only, so worked out before the transaction; used only if this request turns out to decide the card.
      const options = !card.decision && input.decision === 'know' && shouldCheck(user.id, cardId) ? await checkOptions(db, card, input.id) : null;
      // Moves, limits and whether the card is still undecided are read and spent in one transaction under the
      // learner's lock: the same card decided on two nodes at once is decided once, and no move is spent twice.
      const outcome = await db.transaction().execute(async (trx) => {
        await lockLearner(trx, user.id);
        if (await trx.selectFrom('decisions').select('id').where('id', '=', input.id).executeTakeFirst()) return { kind: 'replay' as const };
        const [moves, load, decided] = await Promise.all([
          movesOf(trx, user, now, perDay),
          loadOf(trx, user, now),
          trx.selectFrom('user_cards').select('card_id').where('user_id', '=', user.id).where('card_id', '=', cardId).executeTakeFirst(),
        ]);
        // Already decided (another tab or node, a double tap with a new id): nothing changes and no move is spent.
        if (decided) return { kind: 'decided' as const, moves };
        if (moves.left <= 0) throw precondition('no-steps');
        if (input.decision === 'learn') {
          if (load.dueToday > FEED_RULES.repeatLimit) throw precondition('too-more-today');
          if (load.active >= FEED_RULES.totalLimit) throw precondition('too-more-total');
        }
        const res = await trx
          .insertInto('decisions')
          .values({
            id: input.id,
            user_id: user.id,
            card_id: cardId,
            decision: input.decision,
            result: options ? 'check' : input.decision,
            level: user.level,
            day: localDay(now, user.timezone),
            check_answer: options ? card.translation : null,
            created_at: now,
            undone_at: null,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        // Lost a race for this id to another learner's request (never shown to us).
        if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return { kind: 'replay' as const };
        if (input.decision === 'learn') await startLearning(trx, user.id, cardId, now);
        else await markKnown(trx, user.id, cardId, now);
        return { kind: 'created' as const, moves, load };
      });
      if (outcome.kind === 'replay') return replay();
      if (outcome.kind === 'decided') {
        const current = await visibleCard(user, cardId);
        return { created: false, result: { data: { decision: null, card: cardResource(current, photos), moves: outcome.moves, check: null } } };
      }
      // The response is built from what this request already read and wrote, without reading it all back.
      const { moves, load } = outcome;
      const decided = { ...card, decision: input.decision, stage: input.decision === 'learn' ? 'learning' : 'known' };
      const after = { ...moves, used: moves.used + 1, left: Math.max(0, moves.left - 1) };
      const loadAfter = { ...load, active: load.active + (input.decision === 'learn' ? 1 : 0) };
      const row = { id: input.id, decision: input.decision, result: options ? 'check' : input.decision, undone_at: null };
      return { created: true, result: respond(row, decided, after, loadAfter, await levelUpOffer(db, user), options) };
    },

    /** The answer to a check question: a miss moves the card into learning (past the limits: honesty first). */
    async answerCheck(user: UserRow, decisionId: string, option: string) {
      const d = await db.selectFrom('decisions').selectAll().where('id', '=', decisionId).where('user_id', '=', user.id).executeTakeFirst();
      if (!d || !d.check_answer) throw notFound();
      const now = clock.now();
      if (d.result === 'check' && d.undone_at === null) {
        const correct = option.trim() === d.check_answer;
        await db.transaction().execute(async (trx) => {
          await lockLearner(trx, user.id);
          const res = await trx.updateTable('decisions').set({ result: correct ? 'know' : 'learn' }).where('id', '=', d.id).where('result', '=', 'check').executeTakeFirst();
          // Only the answer that settled the question moves the card: a second one (another node, a retry) changes nothing.
          if (!correct && Number(res.numUpdatedRows) > 0) await startLearning(trx, user.id, d.card_id, now);
        });
      }
      const after = await db.selectFrom('decisions').select('result').where('id', '=', d.id).executeTakeFirstOrThrow();
      const card = await visibleCard(user, d.card_id);
      return {
        data: { correct: after.result === 'know', answer: d.check_answer, card: cardResource(card, photos), moves: await movesOf(db, user, now, perDay) },
      };
    },

    /** Takes back the user's last decision of today, refunding its move; not once the card has been trained. */
    async undo(user: UserRow, decisionId: string) {
      const now = clock.now();
      // Read and written under the learner's lock: an answer or a decision on another node cannot slip in between.
      await db.transaction().execute(async (trx) => {
        await lockLearner(trx, user.id);
        const last = await trx
          .selectFrom('decisions')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('undone_at', 'is', null)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        const target = await trx.selectFrom('decisions').selectAll().where('id', '=', decisionId).where('user_id', '=', user.id).executeTakeFirst();
        if (!target) throw notFound();
        if (target.undone_at !== null) return;
        const uc = await trx.selectFrom('user_cards').select('reps').where('user_id', '=', user.id).where('card_id', '=', target.card_id).executeTakeFirst();
        if (!last || last.id !== target.id || target.day !== localDay(now, user.timezone) || (uc && uc.reps > 0)) {
          throw precondition('undo-unavailable');
        }
        await trx.updateTable('decisions').set({ undone_at: now }).where('id', '=', target.id).execute();
        await trx.deleteFrom('user_cards').where('user_id', '=', user.id).where('card_id', '=', target.card_id).execute();
      });
      return answer(user, decisionId);
    },
  };
}
