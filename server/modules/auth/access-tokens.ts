import type { Db } from '../../db/database';
import { randomToken, sha256 } from '../../lib/tokens';

/** Sanctum-style personal access token "<id>|<secret>"; only its SHA-256 is stored, so a leaked table grants nothing. */
export async function issueAccessToken(db: Db, userId: number, name: string, now: number): Promise<string> {
  const secret = randomToken(30);
  const row = await db
    .insertInto('personal_access_tokens')
    // A placeholder of its own until the id is known: two tokens issued at once must not collide on the unique hash.
    .values({ user_id: userId, name, token_hash: `pending:${randomToken(16)}`, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = `${row.id}|${secret}`;
  await db.updateTable('personal_access_tokens').set({ token_hash: sha256(token) }).where('id', '=', row.id).execute();
  return token;
}

export async function revokeTokensOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).execute();
}
