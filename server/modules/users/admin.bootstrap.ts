import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../../lib/tokens';
import { createUser, findUserByEmail, updateUser } from './users.repository';

/**
 * The first start creates an admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password printed once.
 * Later starts leave an existing admin alone (its password may have been changed since).
 *
 * An existing account with ADMIN_EMAIL is promoted only when its e-mail is confirmed: anyone can register any address,
 * so an unconfirmed holder is not proof of owning it (registering the operator's address before the first start
 * must not make a stranger the admin). Such an account stays as it is until the address is confirmed.
 */
/**
 * The default address: one the login form and the server accept (a name under the reserved `.localhost` domain).
 * Earlier versions created `admin@localhost`, which no e-mail check accepts, so the printed password could not sign in.
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@slovo.localhost';
const UNUSABLE_DEFAULT = 'admin@localhost';

export async function ensureAdmin(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app;
  const email = config.admin.email ?? DEFAULT_ADMIN_EMAIL;
  if (!config.admin.email) await renameUnusableDefault(app);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.is_admin === 1) return;
    if (existing.email_verified_at === null) {
      app.log.warn({ email }, 'ADMIN_EMAIL belongs to an account whose e-mail is not confirmed: not made admin until it is');
      return;
    }
    await updateUser(db, existing.id, { is_admin: 1 }, clock.now());
    return;
  }
  const anyAdmin = await db.selectFrom('users').select('id').where('is_admin', '=', 1).executeTakeFirst();
  if (anyAdmin && !config.admin.email) return;
  const password = config.admin.password ?? randomToken(12);
  await createUser(
    db,
    { name: 'Admin', email, passwordHash: await hash(password), isAdmin: true, emailVerifiedAt: clock.now() },
    clock.now(),
  );
  if (!config.admin.password) {
    console.log(`\n  Admin account created: ${email} / ${password}\n  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n`);
  }
}

/** An admin created as `admin@localhost` gets the default address, so that the password printed back then works. */
async function renameUnusableDefault(app: FastifyInstance): Promise<void> {
  const old = await findUserByEmail(app.db, UNUSABLE_DEFAULT);
  if (!old || old.is_admin !== 1 || (await findUserByEmail(app.db, DEFAULT_ADMIN_EMAIL))) return;
  await updateUser(app.db, old.id, { email: DEFAULT_ADMIN_EMAIL }, app.clock.now());
  console.log(`\n  The admin ${UNUSABLE_DEFAULT} now signs in as ${DEFAULT_ADMIN_EMAIL} (same password)\n`);
}
