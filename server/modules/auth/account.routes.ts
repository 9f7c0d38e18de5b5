import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/http-errors';
import { ignoredBody, messageBody } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { callerOf } from '../../plugins/caller';
import { attachPendingLevelTest } from '../level-test/level-test.service';
import { userData, userResource } from '../users/user.resource';
import { createUser, findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import { registerBody, loginBody, forgotBody, resetBody, resetLinkBody, verifyCodeBody, verifyLinkBody } from './auth.schemas';
import { sendVerification, verifyByCode, verifyByLink } from './email-verification.service';
import { assertNotLocked, clearFailures, recordFailure } from './login-throttle';
import { requestPasswordReset, resetPassword, userOfResetLink } from './password-reset.service';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { mergeUserInto } from './user-merge';
import { validTimezone } from './timezone';
import { needs } from '../../plugins/infrastructure';

const authLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** E-mail and password accounts: register, login, e-mail confirmation and password reset. */
export const accountRoutes = needs('account-routes', ['db', 'mailer'], async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  /** A guest who registers keeps everything: the guest row becomes the account. */
  app.post('/register', { config: authLimit, schema: { body: registerBody, response: { 201: userData } } }, async (request, reply) => {
    const input = request.body;
    if (await findUserByEmail(db, input.email)) throw fieldError('email', 'auth.emailTaken');
    const now = clock.now();
    const passwordHash = await hashPassword(input.password);
    const current = request.user;
    let user;
    if (current?.is_guest === 1) {
      user = await updateUser(db, current.id, { name: input.name, email: input.email.toLowerCase(), password_hash: passwordHash, is_guest: 0, locale: request.locale }, now);
    } else {
      user = await createUser(
        db,
        { name: input.name, email: input.email, passwordHash, locale: request.locale, timezone: validTimezone(input.timezone ?? (request.headers['x-timezone'] as string | undefined)) },
        now,
      );
    }
    app.sessions.login(request, user.id, { remember: input.remember ?? true });
    await attachPendingLevelTest(app, callerOf(app.sessions, request), user);
    user = (await findUserById(db, user.id))!;
    try {
      await sendVerification(app, user, { force: true });
    } catch (err) {
      // The account exists either way; the user can ask for the letter again from settings.
      request.log.error({ err }, 'verification mail failed');
    }
    return reply.status(201).send({ data: userResource(user) });
  });

  /** A guest who logs into an existing account brings their progress along (merged, then the guest row goes). */
  app.post('/login', { config: authLimit, schema: { body: loginBody, response: { 200: userData } } }, async (request, reply) => {
    const input = request.body;
    const now = clock.now();
    await assertNotLocked(db, input.email, request.ip, now);
    const user = await findUserByEmail(db, input.email);
    const ok = user ? await verifyPassword(user.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
    if (!user || !ok) {
      await recordFailure(db, input.email, request.ip, now);
      throw fieldError('email', 'auth.failed');
    }
    await clearFailures(db, input.email, request.ip);
    const guest = request.user?.is_guest === 1 ? request.user : null;
    if (guest) await db.transaction().execute((trx) => mergeUserInto(trx, guest.id, user.id, now));
    app.sessions.login(request, user.id, { remember: input.remember ?? false });
    await attachPendingLevelTest(app, callerOf(app.sessions, request), (await findUserById(db, user.id))!);
    return reply.status(200).send({ data: userResource((await findUserById(db, user.id))!) });
  });

  const notificationSchema = { body: ignoredBody, response: { 202: messageBody } };
  app.post('/email/verification-notification', { config: { ...authLimit, ...userOnly }, schema: notificationSchema }, async (request, reply) => {
    await sendVerification(app, requireUser(request));
    return reply.status(202).send({ message: request.t('auth.verificationSent') });
  });

  // A link opened again must not read as a new confirmation with its points (issue 18): say it was done before.
  const verifiedData = userData.extend({ meta: z.object({ alreadyVerified: z.boolean() }) });
  app.post('/email/verify', { config: { ...authLimit, ...userOnly }, schema: { body: verifyLinkBody, response: { 200: verifiedData } } }, async (request) => {
    const before = requireUser(request);
    const alreadyVerified = before.email_verified_at !== null;
    const user = await verifyByLink(app, before, request.body);
    return { data: userResource(user), meta: { alreadyVerified } };
  });

  app.post('/email/verify-code', { config: { ...authLimit, ...userOnly }, schema: { body: verifyCodeBody, response: { 200: userData } } }, async (request) => {
    return { data: userResource(await verifyByCode(app, requireUser(request), request.body.code)) };
  });

  const forgotSchema = { body: forgotBody, response: { 200: messageBody } };
  app.post('/forgot-password', { config: { rateLimit: { max: 5, timeWindow: 60_000 } }, schema: forgotSchema }, async (request) => {
    await requestPasswordReset(app, request.body.email);
    return { message: request.t('auth.resetSent') };
  });

  // The reset page asks first, so a dead link says so before the learner types a new password twice.
  const resetCheckSchema = { body: resetLinkBody, response: { 200: z.object({ data: z.object({ valid: z.literal(true) }) }) } };
  app.post('/reset-password/check', { config: authLimit, schema: resetCheckSchema }, async (request) => {
    await userOfResetLink(app, request.body);
    return { data: { valid: true as const } };
  });

  app.post('/reset-password', { config: authLimit, schema: { body: resetBody, response: { 200: messageBody } } }, async (request) => {
    await resetPassword(app, request.body);
    return { message: request.t('auth.passwordReset') };
  });
});
