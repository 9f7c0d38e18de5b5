import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness';
import { createUser } from '../modules/users/users.repository';
import { compiledOnce } from './compiled';
import type { Db } from './database';

/** Run on SQLite and on PostgreSQL (the server suite runs both): compiled SQL differs per dialect. */
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const built = (db: Db, level: string, take: number) => db.selectFrom('users').select(['id', 'name']).where('level', '=', level).orderBy('id').limit(take);
const compiled = compiledOnce(built);

describe('a query compiled once', () => {
  it('answers what the same query built for each call answers, whatever the arguments', async () => {
    const db = t.app.db;
    for (const [i, level] of ['a1', 'b2', 'b2', 'a1', 'c1', 'b2'].entries()) {
      const u = await createUser(db, { name: `compiled ${i}` }, 1_000 + i);
      if (level !== 'a1') await db.updateTable('users').set({ level }).where('id', '=', u.id).execute();
    }
    for (const [level, take] of [['b2', 2], ['b2', 10], ['a1', 1], ['c1', 5], ['c2', 3]] as const) {
      expect(await compiled(db, level, take)).toEqual(await built(db, level, take).execute());
    }
    expect((await compiled(db, 'b2', 10)).length).toBe(3);
  });

  it('runs inside the caller’s transaction: it sees the rows the transaction wrote and has not committed', async () => {
    const seen = await t.app.db.transaction().execute(async (trx) => {
      const u = await createUser(trx, { name: 'in the transaction' }, 2_000);
      await trx.updateTable('users').set({ level: 'c2' }).where('id', '=', u.id).execute();
      return compiled(trx, 'c2', 10);
    });
    expect(seen.map((r) => r.name)).toEqual(['in the transaction']);
  });

  it('refuses a query that an argument shapes instead of reaching the SQL as a value', async () => {
    const shaped = compiledOnce((db: Db, level: string) => db.selectFrom('users').select('id').where('level', '=', level === 'a1' ? 'a1' : 'b1'));
    await expect(shaped(t.app.db, 'a1')).rejects.toThrow(/argument 0 does not reach the SQL/);
  });
});
