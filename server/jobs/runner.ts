import type { Config } from '../config/env';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { bullmqRunner } from './bullmq';
import { inProcessRunner, type JobRunner } from './in-process';
import type { JobLog, JobRegistry } from './job';

/** BullMQ when REDIS_URL is set (several nodes share one queue), otherwise the in-process scheduler. */
export async function startJobRunner(
  registry: JobRegistry,
  deps: { db: Db; clock: Clock; config: Config; log: JobLog },
  opts: { owner?: string; timer?: boolean; backoffMs?: number } = {},
): Promise<JobRunner> {
  const ctx = { db: deps.db, clock: deps.clock, config: deps.config, log: deps.log };
  if (deps.config.redisUrl) return bullmqRunner(registry, ctx, { redisUrl: deps.config.redisUrl, prefix: deps.config.redisPrefix, ...opts });
  return inProcessRunner(registry, ctx, { tickMs: deps.config.jobs.tickMs, ...opts });
}
