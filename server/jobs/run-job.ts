import type { JobContext, JobDefinition, JobResult } from './job';
import { withLease } from './lease';

/** 'skipped': another node holds the job, or (scheduled runs) this period was already run. */
export type RunOutcome = { status: 'done'; result: JobResult; ms: number } | { status: 'skipped' };

/**
 * Runs one job under its lock in job_locks, whatever started it (the in-process scheduler, a BullMQ worker or
 * `npm run job`): two nodes, or a node and an operator, never run the same job at the same time.
 * `dueOnly` is the in-process scheduler's check that this period has not already been run by another node.
 */
export async function runJob(job: JobDefinition, ctx: JobContext, opts: { owner?: string; dueOnly?: boolean } = {}): Promise<RunOutcome> {
  const started = ctx.clock.now();
  const t0 = performance.now();
  let got;
  try {
    got = await withLease(
      ctx.db,
      {
        name: job.name,
        owner: opts.owner,
        now: started,
        ttlMs: job.leaseMs,
        dueOnly: opts.dueOnly ?? false,
        clock: () => ctx.clock.now(),
        // Periods are counted from the start, so a slow run does not push every later run back.
        nextRunAt: () => started + job.everyMs,
      },
      () => job.run(ctx),
    );
  } catch (e) {
    ctx.log.error({ job: job.name, err: String((e as Error)?.message ?? e) }, 'job failed');
    throw e;
  }
  if (!got) return { status: 'skipped' };
  const ms = Math.round(performance.now() - t0);
  ctx.log.info({ job: job.name, ms, ...got.value }, 'job done');
  return { status: 'done', result: got.value, ms };
}
