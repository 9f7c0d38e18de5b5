import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** Identifies this process in job_locks, so a lease is only released by the node that took it. */
export const NODE_ID = `${process.pid}-${randomBytes(4).toString('hex')}`;

export interface LeaseOptions {
  /** Name of the lock: a job name, or "fsrs-fit:user:42" for one learner. */
  name: string;
  owner?: string;
  now: number;
  ttlMs: number;
  /** Only take it if the period is due (next_run_at ≤ now): what keeps two schedulers from running one period twice. */
  dueOnly?: boolean;
}

/**
 * Takes the named lock if nobody holds it (or the holder's lease ran out), in one statement that is atomic on
 * SQLite and PostgreSQL alike: insert, or update only where the row is free. Returns whether we hold it now.
 */
export async function acquireLease(db: Db, o: LeaseOptions): Promise<boolean> {
  const owner = o.owner ?? NODE_ID;
  const row = await db
    .insertInto('job_locks')
    .values({ name: o.name, owner, locked_until: o.now + o.ttlMs, next_run_at: 0, last_started_at: o.now })
    .onConflict((oc) => {
      let u = oc
        .column('name')
        .doUpdateSet({ owner, locked_until: o.now + o.ttlMs, last_started_at: o.now })
        .where('job_locks.locked_until', '<=', o.now);
      if (o.dueOnly) u = u.where('job_locks.next_run_at', '<=', o.now);
      return u;
    })
    .returning('owner')
    .executeTakeFirst();
  return row?.owner === owner;
}

export interface ReleaseOptions {
  name: string;
  owner?: string;
  now: number;
  /** When the next scheduled period starts; unchanged when omitted. */
  nextRunAt?: number;
  error?: string | null;
}

export async function releaseLease(db: Db, o: ReleaseOptions): Promise<void> {
  await db
    .updateTable('job_locks')
    .set({
      locked_until: 0,
      last_finished_at: o.now,
      last_error: o.error ?? null,
      ...(o.nextRunAt !== undefined ? { next_run_at: o.nextRunAt } : {}),
    })
    .where('name', '=', o.name)
    .where('owner', '=', o.owner ?? NODE_ID)
    .execute();
}

/** Runs fn while holding the lease; null when someone else holds it. The lease is freed even when fn throws. */
export async function withLease<T>(db: Db, o: LeaseOptions & { nextRunAt?: (finishedAt: number) => number; clock: () => number }, fn: () => Promise<T>): Promise<{ value: T } | null> {
  if (!(await acquireLease(db, o))) return null;
  try {
    const value = await fn();
    const at = o.clock();
    await releaseLease(db, { name: o.name, owner: o.owner, now: at, nextRunAt: o.nextRunAt?.(at), error: null });
    return { value };
  } catch (e) {
    const at = o.clock();
    await releaseLease(db, { name: o.name, owner: o.owner, now: at, nextRunAt: o.nextRunAt?.(at), error: String((e as Error)?.message ?? e).slice(0, 500) });
    throw e;
  }
}
