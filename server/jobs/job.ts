import type { Config } from '../config/env';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';

/** What a job's handler may use. Jobs never receive a request: they read and write the database themselves. */
export interface JobContext {
  db: Db;
  clock: Clock;
  config: Config;
  log: JobLog;
  /**
   * An operator's `--now`: act for every eligible learner regardless of the local time each one chose
   * (a reminder job would otherwise wait for each learner's hour).
   */
  now: boolean;
}

export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A summary a handler returns for logs and for `npm run job` (counts, not secrets). */
export type JobResult = Record<string, number | string | boolean>;

export interface JobDefinition {
  name: string;
  /** How often the runner starts it. */
  everyMs: number;
  /**
   * How long one run may hold the job's lock. A node that dies mid-run frees the job after this long,
   * so it must comfortably exceed a normal run.
   */
  leaseMs: number;
  run(ctx: JobContext): Promise<JobResult>;
}

export type JobRegistry = ReadonlyMap<string, JobDefinition>;

export function createRegistry(jobs: JobDefinition[]): JobRegistry {
  const map = new Map<string, JobDefinition>();
  for (const job of jobs) {
    if (!/^[a-z][a-z0-9-]*$/.test(job.name)) throw new Error(`job name "${job.name}": lower-case words joined by -`);
    if (map.has(job.name)) throw new Error(`job "${job.name}" is registered twice`);
    map.set(job.name, job);
  }
  return map;
}

export const consoleLog: JobLog = {
  info: (obj, msg) => console.log(msg ?? '', JSON.stringify(obj)),
  warn: (obj, msg) => console.warn(msg ?? '', JSON.stringify(obj)),
  error: (obj, msg) => console.error(msg ?? '', JSON.stringify(obj)),
};
