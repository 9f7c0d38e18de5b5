import { Queue, Worker } from 'bullmq';
import type { JobRunner } from './in-process';
import type { JobContext, JobRegistry } from './job';
import { NODE_ID } from './lease';
import { runJob } from './run-job';

export const QUEUE = 'jobs';
/** A failed run is tried again this many times in all, waiting 10 s, 20 s, 40 s… in between. */
export const ATTEMPTS = 3;
const BACKOFF_MS = 10_000;

/**
 * With Redis: one BullMQ queue. Every registered job is a job scheduler (a repeatable job) whose id is the job's
 * name, so every node upserting it on start leaves exactly one schedule, and each run is taken by exactly one
 * worker. Runs still take the job's database lock, so an operator's `npm run job` never overlaps a scheduled run.
 */
export async function bullmqRunner(registry: JobRegistry, ctx: Omit<JobContext, 'now'>, opts: { redisUrl: string; prefix: string; owner?: string; backoffMs?: number }): Promise<JobRunner> {
  const connection = { url: opts.redisUrl, maxRetriesPerRequest: null };
  const prefix = `${opts.prefix}bull`;
  const template = {
    attempts: ATTEMPTS,
    backoff: { type: 'exponential' as const, delay: opts.backoffMs ?? BACKOFF_MS },
    removeOnComplete: { count: 100 },
    removeOnFail: { count: 500 },
  };
  const queue = new Queue(QUEUE, { connection, prefix });
  // A lost Redis connection is an `error` event: unheard, it would end the process. BullMQ reconnects by itself.
  queue.on('error', (err) => ctx.log.warn({ err: String(err?.message ?? err) }, 'job queue error'));
  for (const job of registry.values()) {
    await queue.upsertJobScheduler(job.name, { every: job.everyMs }, { name: job.name, data: { now: false }, opts: template });
  }
  // Schedules of jobs that no longer exist would otherwise fire forever.
  for (const s of await queue.getJobSchedulers()) if (s.key && !registry.has(s.key)) await queue.removeJobScheduler(s.key);

  const worker = new Worker(
    QUEUE,
    async (bj) => {
      const job = registry.get(bj.name);
      if (!job) throw new Error(`no job named ${bj.name}`);
      const out = await runJob(job, { ...ctx, now: Boolean((bj.data as { now?: boolean } | undefined)?.now) }, { owner: opts.owner ?? NODE_ID });
      return out;
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on('error', (err) => ctx.log.error({ err: String(err?.message ?? err) }, 'job worker error'));

  return {
    kind: 'bullmq',
    async tick() {
      // Start each job once now; a run already waiting for the same job is not added twice.
      for (const job of registry.values()) {
        await queue.add(job.name, { now: false }, { ...template, deduplication: { id: `now:${job.name}` } });
      }
    },
    async stop() {
      await worker.close();
      await queue.close();
    },
  };
}
