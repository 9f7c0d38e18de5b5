import type { Selectable, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import { type Db, inTransaction } from '../../db/database';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

// Every signed-in request reads its user: compiled once (db/compiled.ts).
const userById = compiledOnce((db: Db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));
export const findUserById = async (db: Db, id: number): Promise<UserRow | undefined> => (await userById(db, id))[0];

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export interface NewUser {
  name: string;
  email?: string | null;
  passwordHash?: string | null;
  isGuest?: boolean;
  isAdmin?: boolean;
  locale?: string;
  timezone?: string;
  emailVerifiedAt?: number | null;
}

export async function createUser(db: Db, u: NewUser, now: number): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      name: u.name,
      email: u.email ? u.email.trim().toLowerCase() : null,
      password_hash: u.passwordHash ?? null,
      is_guest: u.isGuest ? 1 : 0,
      is_admin: u.isAdmin ? 1 : 0,
      locale: u.locale ?? 'en',
      timezone: u.timezone ?? 'UTC',
      email_verified_at: u.emailVerifiedAt ?? null,
      level: 'a1',
      test_rejected: 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The one way a user row changes: the given columns plus `updated_at`, answering the row as it now is (so a route
 * can answer the new user without reading it again). Works inside a transaction too.
 */
export const updateUser = (db: Db, id: number, patch: Omit<Updateable<UsersTable>, 'id' | 'updated_at'>, now: number): Promise<UserRow> =>
  db.updateTable('users').set({ ...patch, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * Deletes the account and everything that is only theirs. Cards an admin approved stay, without an author (shown as
 * a deleted account), so other learners keep them and their progress (docs/decisions/0031); an edit still waiting is
 * dropped with its author. Cards never approved reached no one else and go with the account.
 */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('cards').set({ author_id: null, pending: null, submitted_at: null }).where('author_id', '=', id).where('approved_at', 'is not', null).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}
