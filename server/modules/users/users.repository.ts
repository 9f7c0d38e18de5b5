import type { Selectable, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';
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

export const deleteUser = (db: Db, id: number) => db.deleteFrom('users').where('id', '=', id).execute();
