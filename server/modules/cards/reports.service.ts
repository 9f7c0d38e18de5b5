import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-errors';
import { type Caller, assertFullAccount } from './callers';
import { visibleCard } from './card.query';

/** Independent reports (different learners) after which an item is hidden from others until an admin decides. */
export const REPORTS_TO_HIDE = 3;
export const REPORT_REASONS = ['abuse', 'wrong-translation', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportTarget = 'card' | 'comment';

export interface ReportsDeps {
  db: Db;
  clock: Clock;
}

const alreadyReported = () => new HttpError(409, 'report.already', { code: 'already-reported' });
const ownItem = () => new HttpError(422, 'invalidData', { code: 'own-item', errors: { reason: [{ key: 'report.own' }] } });

/**
 * Learners' reports of cards and comments (issue 29): one per learner per item, keeping the version the reporter saw;
 * an item reported by REPORTS_TO_HIDE learners is hidden from everyone but its author until an admin removes it or
 * keeps it; each reporter then sees the outcome in `GET user/reports`.
 */
export function reportsService({ db, clock }: ReportsDeps) {
  /** What is reported, as the reporter sees it; 404 when they may not see it. */
  async function subject(caller: Caller, target: ReportTarget, id: number) {
    if (target === 'card') {
      const card = await visibleCard(db, caller.id, id);
      if (!card) throw notFound();
      if (card.author_id === caller.id) throw ownItem();
      const snapshot = { word: card.word, translation: card.translation, example: card.example, exampleTranslation: card.example_translation, tags: JSON.parse(card.tags) as string[] };
      return { cardId: card.id, snapshot };
    }
    const comment = await db.selectFrom('card_comments').select(['id', 'card_id', 'user_id', 'body', 'hidden_at']).where('id', '=', id).executeTakeFirst();
    if (!comment || !(await visibleCard(db, caller.id, comment.card_id))) throw notFound();
    if (comment.user_id === caller.id) throw ownItem();
    return { cardId: comment.card_id, snapshot: { body: comment.body } };
  }

  const openReports = (target: ReportTarget, id: number) => db.selectFrom('reports').where('target', '=', target).where('target_id', '=', id).where('status', '=', 'open');
  const hide = (target: ReportTarget, id: number, at: number | null) =>
    target === 'card'
      ? db.updateTable('cards').set({ hidden_at: at }).where('id', '=', id).execute()
      : db.updateTable('card_comments').set({ hidden_at: at }).where('id', '=', id).execute();

  return {
    async report(caller: Caller, target: ReportTarget, id: number, input: { reason: ReportReason; note?: string | undefined }) {
      assertFullAccount(caller);
      const { cardId, snapshot } = await subject(caller, target, id);
      const now = clock.now();
      const row = await db
        .insertInto('reports')
        .values({ reporter_id: caller.id, target, target_id: id, card_id: cardId, reason: input.reason, note: input.note ?? null, snapshot: JSON.stringify(snapshot), created_at: now, decided_at: null })
        .onConflict((oc) => oc.columns(['reporter_id', 'target', 'target_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw alreadyReported();
      // Counted after the insert: whichever report is the N-th (however many arrive at once) sees N and hides it.
      const open = await openReports(target, id).select((eb) => eb.fn.count<number>('reporter_id').distinct().as('n')).executeTakeFirstOrThrow();
      if (Number(open.n) >= REPORTS_TO_HIDE) await hide(target, id, now);
      return { id: row.id, status: 'open' as const };
    },

    /** The reporter's own reports and what became of them, newest first. */
    async mine(caller: Caller) {
      const rows = await db.selectFrom('reports').select(['id', 'target', 'target_id', 'reason', 'status', 'created_at', 'decided_at']).where('reporter_id', '=', caller.id).orderBy('id', 'desc').limit(100).execute();
      return rows.map((r) => ({
        id: r.id,
        target: r.target,
        targetId: r.target_id,
        reason: r.reason,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
      }));
    },

    /** Items with open reports, the longest waiting first, each with its reports and the version last reported. */
    async queue() {
      const rows = await db
        .selectFrom('reports')
        .select(['target', 'target_id', 'card_id', sql<number>`min(created_at)`.as('first_at'), sql<number>`max(id)`.as('last_id'), sql<number>`count(*)`.as('n')])
        .where('status', '=', 'open')
        .groupBy(['target', 'target_id', 'card_id'])
        .orderBy('first_at')
        .limit(50)
        .execute();
      const items = [];
      for (const r of rows) {
        const reports = await openReports(r.target, r.target_id).select(['id', 'reason', 'note', 'snapshot', 'created_at']).orderBy('id').execute();
        const hidden =
          r.target === 'card'
            ? await db.selectFrom('cards').select('hidden_at').where('id', '=', r.target_id).executeTakeFirst()
            : await db.selectFrom('card_comments').select('hidden_at').where('id', '=', r.target_id).executeTakeFirst();
        items.push({
          target: r.target,
          targetId: r.target_id,
          cardId: r.card_id,
          reported: JSON.parse(reports.at(-1)!.snapshot) as Record<string, unknown>,
          hidden: hidden?.hidden_at != null,
          reports: reports.map((x) => ({ id: x.id, reason: x.reason, note: x.note, at: new Date(x.created_at).toISOString() })),
          firstAt: new Date(Number(r.first_at)).toISOString(),
        });
      }
      return items;
    },

    /**
     * The admin's decision on an item's open reports: `remove` deletes it (a card softly, as its author would) and
     * upholds them; `keep` shows it again and dismisses them. 404 when nothing about it is open.
     */
    async decide(target: ReportTarget, id: number, action: 'remove' | 'keep') {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('reports')
          .set({ status: action === 'remove' ? 'upheld' : 'dismissed', decided_at: now })
          .where('target', '=', target)
          .where('target_id', '=', id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) throw notFound();
        if (target === 'card') {
          await trx.updateTable('cards').set(action === 'remove' ? { deleted_at: now, updated_at: now } : { hidden_at: null }).where('id', '=', id).execute();
        } else if (action === 'remove') await trx.deleteFrom('card_comments').where('id', '=', id).execute();
        else await trx.updateTable('card_comments').set({ hidden_at: null }).where('id', '=', id).execute();
      });
    },
  };
}
