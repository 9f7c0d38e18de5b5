import type { JobContext, JobRegistry } from './job';
import { NODE_ID } from './lease';
import { runJob } from './run-job';

export interface JobRunner {
  kind: 'in-process' | 'bullmq';
  /** Starts every due job once (the in-process runner's tick; tests call it instead of waiting for the timer). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Without Redis: each node checks every `tickMs` which jobs are due and runs them under the job's database lock.
 * Whichever node takes the lock first runs the period; the others find next_run_at in the future and skip it.
 */
export function inProcessRunner(registry: JobRegistry, ctx: Omit<JobContext, 'now'>, opts: { tickMs: number; owner?: string; timer?: boolean }): JobRunner {
  const owner = opts.owner ?? NODE_ID;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function tickOnce() {
    for (const job of registry.values()) {
      if (stopped) return;
      try {
        await runJob(job, { ...ctx, now: false }, { owner, dueOnly: true });
      } catch {
        // Logged by runJob; the lock is freed and next_run_at moved on, so the next period tries again.
      }
    }
  }

  const tick = () => {
    // One tick at a time per node: a slow job is not started again by the next timer.
    running ??= tickOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = opts.timer === false ? null : setInterval(() => void tick(), opts.tickMs);
  timer?.unref();
  return {
    kind: 'in-process',
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
