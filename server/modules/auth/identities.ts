import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { findUserByEmail, updateUser, type UserRow } from '../users/users.repository';
import { mergeUserInto } from './user-merge';

export type Provider = 'vk' | 'yandex';

export interface ProviderProfile {
  provider: Provider;
  id: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
}

/**
 * Signs in through a provider identity, in one transaction:
 * - a known identity signs in its user (a guest caller is merged into it);
 * - `link` attaches the identity to the signed-in caller (409 if it belongs to someone else);
 * - a guest caller becomes a full account with this identity (keeping progress);
 * - otherwise a new account is created. A provider e-mail is taken only when no account has it yet
 *   (linking by e-mail alone would let whoever controls a provider account take over ours).
 */
export async function signInWithIdentity(
  db: Db,
  profile: ProviderProfile,
  caller: UserRow | null,
  mode: 'login' | 'link',
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('identities')
      .select(['user_id'])
      .where('provider', '=', profile.provider)
      .where('provider_user_id', '=', profile.id)
      .executeTakeFirst();
    if (mode === 'link') {
      if (!caller || caller.is_guest === 1) throw new HttpError(403, 'auth.guestForbidden');
      if (known && known.user_id !== caller.id) throw new HttpError(409, 'auth.identityTaken', { code: 'identity-taken' });
      if (!known) await attach(trx, caller.id, profile, now);
      return caller.id;
    }
    if (known) {
      if (caller?.is_guest === 1 && caller.id !== known.user_id) await mergeUserInto(trx, caller.id, known.user_id, now);
      return known.user_id;
    }
    const emailFree = profile.email && !(await findUserByEmail(trx, profile.email)) ? profile.email.toLowerCase() : null;
    if (caller?.is_guest === 1) {
      await updateUser(
        trx,
        caller.id,
        {
          is_guest: 0,
          name: profile.name ?? caller.name,
          avatar_url: profile.avatar ?? caller.avatar_url,
          ...(emailFree ? { email: emailFree, email_verified_at: now } : {}),
        },
        now,
      );
      await attach(trx, caller.id, profile, now);
      return caller.id;
    }
    const user = await trx
      .insertInto('users')
      .values({
        name: profile.name ?? (profile.provider === 'vk' ? 'VK' : 'Yandex'),
        email: emailFree,
        email_verified_at: emailFree ? now : null,
        avatar_url: profile.avatar,
        is_guest: 0,
        is_admin: 0,
        locale: 'ru',
        timezone: 'UTC',
        level: 'a1',
        test_rejected: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attach(trx, user.id, profile, now);
    return user.id;
  });
}

async function attach(trx: Transaction<Database>, userId: number, p: ProviderProfile, now: number) {
  await trx
    .insertInto('identities')
    .values({ user_id: userId, provider: p.provider, provider_user_id: p.id, display_name: p.name, email: p.email, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ provider_user_id: p.id, display_name: p.name, email: p.email }))
    .execute();
}
