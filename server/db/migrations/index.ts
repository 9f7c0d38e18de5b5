import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';

/** Every migration in order. Later issues append here; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
