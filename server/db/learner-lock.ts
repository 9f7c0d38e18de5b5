import { compiledOnce } from './compiled';
import type { Db } from './database';
import { isPostgres } from './migrations/portable';

// NO KEY UPDATE: it excludes another learner-lock, but not the key-share locks that inserts referencing the user take.
const learnerRow = compiledOnce((db: Db, userId: number) => db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate());

/**
 * Serialises a learner's read-modify-write work (deciding a card, answering one, the streak) across nodes: called
 * first inside the transaction, it holds the learner's row until commit, so two requests of one learner on two nodes
 * never both compute from the same cards, moves and streak. SQLite needs no lock: its one connection runs a whole
 * transaction before the next one starts.
 */
export async function lockLearner(trx: Db, userId: number): Promise<void> {
  if (isPostgres(trx)) await learnerRow(trx, userId);
}
