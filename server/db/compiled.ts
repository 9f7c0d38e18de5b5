import type { Compilable, CompiledQuery, DialectAdapter } from 'kysely';
import type { Db } from './database';

/** Stands for the n-th argument while the query is built; the compiled parameters say where each one went. */
class Slot {
  constructor(readonly index: number) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL: the argument it takes (its index), or -1 for a constant of the query shape. */
  slots: number[];
}

/**
 * A hot query built and compiled by Kysely once per database, then run with each call's arguments. Building and
 * compiling a query costs more than running it on SQLite (bench profile: a session-authenticated read spent more
 * time in Kysely than in the database); the SQL text of a fixed shape never changes, so only its parameters are new.
 *
 * `build` receives stand-ins for the arguments and must pass each straight to Kysely as a value (`where(col, '=', a)`,
 * `limit(a)`): the stand-in's place among the compiled parameters is where the real argument goes. Anything that
 * inspects an argument (a null check, `in` lists, arithmetic) would shape the query, so it cannot be a slot; keep
 * such queries as they are. The same SQL and parameters as building the query per call, on SQLite and PostgreSQL.
 */
export function compiledOnce<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>) {
  // Per dialect adapter: a database and its transactions share one (the same SQL), another database has its own
  // (SQLite and PostgreSQL differ). The app's Kysely has no plugins and no withSchema, which would change the SQL.
  const cache = new WeakMap<DialectAdapter, Compiled<R>>();
  function compiledFor(db: Db, arity: number): Compiled<R> {
    const adapter = db.getExecutor().adapter;
    let compiled = cache.get(adapter);
    if (!compiled) {
      const stand = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as A;
      const query = build(db, ...stand).compile();
      const slots = query.parameters.map((p) => (p instanceof Slot ? p.index : -1));
      const used = new Set(slots);
      for (let i = 0; i < arity; i++) if (!used.has(i)) throw new Error(`compiledOnce: argument ${i} does not reach the SQL as a value`);
      compiled = { query, slots };
      cache.set(adapter, compiled);
    }
    return compiled;
  }
  /** The rows the query answers for these arguments. */
  return async (db: Db, ...args: A): Promise<R[]> => {
    const { query, slots } = compiledFor(db, args.length);
    const parameters = slots.map((slot, i) => (slot < 0 ? query.parameters[i] : args[slot]));
    const result = await db.executeQuery<R>({ sql: query.sql, query: query.query, queryId: query.queryId, parameters });
    return result.rows;
  };
}
