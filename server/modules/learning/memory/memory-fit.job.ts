import { sql } from 'kysely';
import type { JobDefinition } from '../../../jobs/job';
import { withLease } from '../../../jobs/lease';
import { FIT_THRESHOLDS, fitParameters, needsFit, OPTIMIZER } from './fit';

/** Learners looked at per run; the rest wait for the next run. */
const BATCH = 200;
const USER_LEASE_MS = 10 * 60_000;

/**
 * Fits each learner's own FSRS parameters from their reviews (fsrs-rs through @open-spaced-repetition/binding),
 * outside any request. A learner is fitted once they have enough reviews and again each time their count doubles.
 * Each fit holds a per-learner lease, so two nodes (or a node and an operator) never fit one learner at once.
 * Scheduling reads the stored parameters from the learner's next review on (see training.service).
 */
export const memoryFitJob: JobDefinition = {
  name: 'memory-fit',
  everyMs: 15 * 60_000,
  leaseMs: 60 * 60_000,
  async run({ db, clock, log }) {
    const candidates = await db
      .selectFrom('reviews')
      .leftJoin('memory_params', 'memory_params.user_id', 'reviews.user_id')
      .select(['reviews.user_id as userId', 'memory_params.review_count as fittedCount', 'memory_params.optimizer as optimizer'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy(['reviews.user_id', 'memory_params.review_count', 'memory_params.optimizer'])
      .having((eb) => eb.fn.countAll(), '>=', FIT_THRESHOLDS.initial)
      .having((eb) =>
        eb.or([
          eb('memory_params.review_count', 'is', null),
          eb('memory_params.optimizer', '!=', OPTIMIZER),
          eb(eb.fn.countAll(), '>=', sql<number>`2 * memory_params.review_count`),
        ]),
      )
      .orderBy('reviews.user_id')
      .limit(BATCH)
      .execute();
    let fitted = 0;
    let busy = 0;
    let failed = 0;
    const fitFailed = (userId: number, e: unknown) => {
      failed++;
      log.warn({ userId, err: String((e as Error)?.message ?? e) }, 'memory fit failed');
    };
    for (const c of candidates) {
      const got = await withLease(db, { name: `memory-fit:user:${c.userId}`, now: clock.now(), ttlMs: USER_LEASE_MS, clock: () => clock.now() }, async () => {
        // Read again under the lease: another node may have fitted this learner between our candidate query and
        // now (its lease released), and fitting them again on the same reviews would be a second fit for nothing.
        const last = await db.selectFrom('memory_params').select(['review_count', 'optimizer']).where('user_id', '=', c.userId).executeTakeFirst();
        const rows = await db.selectFrom('reviews').select(['card_id as cardId', 'rating', 'day', 'reviewed_at as at']).where('user_id', '=', c.userId).execute();
        if (!needsFit(rows.length, last)) return false;
        const fit = await fitParameters(rows).catch((e: unknown) => {
          // The optimizer crashed or timed out in its own process: this learner waits for twice the reviews, like
          // one with nothing to learn from, instead of failing again every run and holding a place in the batch.
          fitFailed(c.userId, e);
          return { params: null, scope: 'none' as const, count: rows.length };
        });
        if (!fit) return false;
        // A learner with nothing to learn from yet is recorded too (scope 'none'), so they wait for twice the
        // reviews instead of filling every batch.
        const values = fit.params
          ? { params: JSON.stringify(fit.params), scope: fit.scope, optimizer: OPTIMIZER, review_count: fit.count, fitted_at: clock.now() }
          : { params: '[]', scope: 'none' as const, optimizer: OPTIMIZER, review_count: fit.count, fitted_at: clock.now() };
        await db
          .insertInto('memory_params')
          .values({ user_id: c.userId, ...values })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
          .execute();
        return fit.params !== null;
      }).catch((e: unknown) => {
        fitFailed(c.userId, e);
        return { value: false };
      });
      if (!got) busy++;
      else if (got.value) fitted++;
    }
    return { candidates: candidates.length, fitted, busy, failed };
  },
};
