import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness';
import { until } from '../test/until';
import { QUEUE } from './bullmq';
import { createRegistry, type JobDefinition, type JobLog } from './job';
import { acquireLease, releaseLease } from './lease';
import { runJob } from './run-job';
import { startJobRunner } from './runner';
import { inProcessRunner } from './in-process';

const quiet: JobLog = { info() {}, warn() {}, error() {} };
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A job that counts its runs and how many ran at once. */
function countingJob(name: string, everyMs: number, body: (n: number) => Promise<void> = async () => {}) {
  const stats = { runs: 0, active: 0, maxActive: 0 };
  const job: JobDefinition = {
    name,
    everyMs,
    leaseMs: 60_000,
    async run() {
      stats.runs++;
      stats.active++;
      stats.maxActive = Math.max(stats.maxActive, stats.active);
      try {
        await body(stats.runs);
      } finally {
        stats.active--;
      }
      return { run: stats.runs };
    },
  };
  return { job, stats };
}

describe('database leases', () => {
  it('one holder at a time; a lease that ran out can be taken over; only the holder releases it', async () => {
    const now = t.clock.now();
    expect(await acquireLease(t.app.db, { name: 'lease-a', owner: 'node-1', now, ttlMs: 1000 })).toBe(true);
    expect(await acquireLease(t.app.db, { name: 'lease-a', owner: 'node-2', now, ttlMs: 1000 })).toBe(false);
    await releaseLease(t.app.db, { name: 'lease-a', owner: 'node-2', now });
    expect(await acquireLease(t.app.db, { name: 'lease-a', owner: 'node-2', now: now + 10, ttlMs: 1000 })).toBe(false);
    // node-1 died: after its lease ends another node may take the job.
    expect(await acquireLease(t.app.db, { name: 'lease-a', owner: 'node-2', now: now + 1000, ttlMs: 1000 })).toBe(true);
    await releaseLease(t.app.db, { name: 'lease-a', owner: 'node-2', now: now + 1001 });
    expect(await acquireLease(t.app.db, { name: 'lease-a', owner: 'node-1', now: now + 1002, ttlMs: 1000 })).toBe(true);
  });

  it('many nodes racing for one lease: exactly one gets it', async () => {
    const now = t.clock.now();
    const got = await Promise.all(Array.from({ length: 8 }, (_, i) => acquireLease(t.app.db, { name: 'lease-race', owner: `node-${i}`, now, ttlMs: 5000 })));
    expect(got.filter(Boolean)).toHaveLength(1);
  });
});

describe('in-process scheduler (one database, several nodes)', () => {
  it('runs each period once across nodes, and again when the next period is due', async () => {
    const { job, stats } = countingJob('count-periods', 60_000, () => new Promise((r) => setTimeout(r, 20)));
    const registry = createRegistry([job]);
    const ctx = { db: t.app.db, clock: t.clock, config: t.config, log: quiet };
    const nodes = ['a', 'b', 'c'].map((owner) => inProcessRunner(registry, ctx, { tickMs: 1000, owner, timer: false }));
    await Promise.all(nodes.map((n) => n.tick()));
    expect(stats.runs).toBe(1);
    await Promise.all(nodes.map((n) => n.tick()));
    expect(stats.runs).toBe(1);
    t.clock.advance(60_000);
    await Promise.all(nodes.map((n) => n.tick()));
    expect(stats.runs).toBe(2);
    expect(stats.maxActive).toBe(1);
    await Promise.all(nodes.map((n) => n.stop()));
  });

  it('a failing run records its error, frees the job and is tried again next period', async () => {
    const { job, stats } = countingJob('fails-once', 60_000, async (n) => {
      if (n === 1) throw new Error('database went away');
    });
    const node = inProcessRunner(createRegistry([job]), { db: t.app.db, clock: t.clock, config: t.config, log: quiet }, { tickMs: 1000, timer: false });
    await node.tick();
    const row = await t.app.db.selectFrom('job_locks').selectAll().where('name', '=', 'fails-once').executeTakeFirstOrThrow();
    expect(row.last_error).toBe('database went away');
    expect(row.locked_until).toBe(0);
    t.clock.advance(60_000);
    await node.tick();
    expect(stats.runs).toBe(2);
    const after = await t.app.db.selectFrom('job_locks').select('last_error').where('name', '=', 'fails-once').executeTakeFirstOrThrow();
    expect(after.last_error).toBeNull();
    await node.stop();
  });

  it('an operator run (npm run job) while a node runs the job is refused, not run twice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { job, stats } = countingJob('long-job', 60_000, () => gate);
    const ctx = { db: t.app.db, clock: t.clock, config: t.config, log: quiet, now: true };
    const first = runJob(job, ctx, { owner: 'node-a' });
    await until(() => stats.active === 1, 'the first run to start');
    expect(await runJob(job, ctx, { owner: 'operator' })).toEqual({ status: 'skipped' });
    release();
    expect((await first).status).toBe('done');
    expect(stats.runs).toBe(1);
  });
});

// The BullMQ runner needs Redis: the server suite runs it on PostgreSQL + Redis (npm test -- postgres).
if (process.env.TEST_REDIS_URL) {
  describe('BullMQ runner (Redis)', () => {
    it('several nodes keep one schedule per job and never run it twice at once', async () => {
      const prefix = `${t.config.redisPrefix}repeat:`;
      const config = { ...t.config, redisPrefix: prefix };
      const { job, stats } = countingJob('repeat-fast', 300, () => new Promise((r) => setTimeout(r, 50)));
      const registry = createRegistry([job]);
      const deps = { db: t.app.db, clock: { now: () => Date.now() }, config, log: quiet };
      const nodes = await Promise.all(['a', 'b', 'c'].map((owner) => startJobRunner(registry, deps, { owner })));
      expect(nodes.every((n) => n.kind === 'bullmq')).toBe(true);
      await until(() => stats.runs >= 4, 'four scheduled runs');
      const queue = new Queue(QUEUE, { connection: { url: process.env.TEST_REDIS_URL!, maxRetriesPerRequest: null }, prefix: `${prefix}bull` });
      expect(await queue.getJobSchedulersCount()).toBe(1);
      await Promise.all(nodes.map((n) => n.stop()));
      await queue.obliterate({ force: true });
      await queue.close();
      expect(stats.maxActive).toBe(1);
    });

    it('a failed run is retried', async () => {
      const prefix = `${t.config.redisPrefix}retry:`;
      const { job, stats } = countingJob('flaky', 3_600_000, async (n) => {
        if (n === 1) throw new Error('flaky network');
      });
      const node = await startJobRunner(createRegistry([job]), { db: t.app.db, clock: { now: () => Date.now() }, config: { ...t.config, redisPrefix: prefix }, log: quiet }, { backoffMs: 50 });
      await node.tick();
      await until(() => stats.runs >= 2 && stats.active === 0, 'the retry');
      const queue = new Queue(QUEUE, { connection: { url: process.env.TEST_REDIS_URL!, maxRetriesPerRequest: null }, prefix: `${prefix}bull` });
      await until(async () => ((await queue.getJobCounts('completed')).completed ?? 0) >= 1, 'the retried job to complete');
      await node.stop();
      await queue.obliterate({ force: true });
      await queue.close();
    });
  });
}
