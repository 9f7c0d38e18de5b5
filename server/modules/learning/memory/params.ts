import { compiledOnce } from '../../../db/compiled';
import type { Db } from '../../../db/database';
import { OPTIMIZER } from './fit';

// Read by every training answer: compiled once (db/compiled.ts).
const paramsOf = compiledOnce((db: Db, userId: number) => db.selectFrom('memory_params').select(['params', 'optimizer', 'scope']).where('user_id', '=', userId));

/** The learner's fitted FSRS parameters, or null for the defaults (none yet, or fitted by another optimizer version). */
export async function learnerParams(db: Db, userId: number): Promise<number[] | null> {
  const [row] = await paramsOf(db, userId);
  if (!row || row.optimizer !== OPTIMIZER || row.scope === 'none') return null;
  return JSON.parse(row.params) as number[];
}
