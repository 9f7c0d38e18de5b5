import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBody } from '../../lib/route-schema';
import { supportSubject } from '../mail/templates';
import { needs } from '../../plugins/infrastructure';

const supportBody = z.strictObject({
  message: z.string().trim().min(1).max(5000),
  email: z.string().trim().max(255).pipe(z.email()).optional(),
});

/** The settings page's support message: stored for the admin area and mailed to SUPPORT_EMAIL or every admin. */
export const supportRoutes = needs('support-routes', ['db', 'mailer'], async function supportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { body: supportBody, response: { 201: messageBody } };
  app.post('/support', { config: { rateLimit: { max: 5, timeWindow: 10 * 60_000 } }, schema }, async (request, reply) => {
    const input = request.body;
    const user = request.user;
    const replyTo = user?.email ?? input.email ?? null;
    const row = await app.db
      .insertInto('support_messages')
      .values({ user_id: user?.id ?? null, email: replyTo, message: input.message, user_agent: request.headers['user-agent']?.slice(0, 512) ?? null, created_at: app.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recipients = app.config.mail.supportEmail
      ? [app.config.mail.supportEmail]
      : (await app.db.selectFrom('users').select('email').where('is_admin', '=', 1).where('email', 'is not', null).execute()).map((r) => r.email!);
    const text = `${input.message}\n\n— ${user ? `${user.name} (#${user.id}${user.is_guest ? ', guest' : ''})` : 'anonymous visitor'}, reply to: ${replyTo ?? 'no e-mail'}`;
    for (const to of recipients) {
      await app.mailer.send({ to, kind: 'support', subject: supportSubject('en', row.id), text }).catch((err) => request.log.error({ err }, 'support mail failed'));
    }
    return reply.status(201).send({ message: request.t('support.sent') });
  });
});
