import type { Db } from '../../../db/database';
import { OPTIMIZER } from './fit';

/** The learner's fitted FSRS parameters, or null for the defaults (none yet, or fitted by another optimizer version). */
export async function learnerParams(db: Db, userId: number): Promise<number[] | null> {
  const row = await db.selectFrom('memory_params').select(['params', 'optimizer', 'scope']).where('user_id', '=', userId).executeTakeFirst();
  if (!row || row.optimizer !== OPTIMIZER || row.scope === 'none') return null;
  return JSON.parse(row.params) as number[];
}
