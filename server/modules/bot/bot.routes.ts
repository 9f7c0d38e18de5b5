import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/http-errors';
import { bodyId, dataOf, resource } from '../../lib/route-schema';
import { adminOnly, requireAdmin } from '../../plugins/auth';
import { botService, type BotMessageResource } from './bot.service';
import { needs } from '../../plugins/infrastructure';

const APP = 'https://app.invalid';
/** The path a link leads to once a browser has resolved it (dot segments, percent-escapes, backslashes), or null. */
function resolvedInApp(link: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(link);
  } catch {
    return null;
  }
  // Check the link as written and as decoded: either is what some client ends up navigating to.
  for (const form of [link, decoded.replace(/\\/g, '/')]) {
    if (/[\u0000-\u001f\u007f]/.test(form)) return null;
    const url = new URL(form, APP);
    if (url.origin !== APP || url.pathname.startsWith('//')) return null;
  }
  const url = new URL(link, APP);
  return url.pathname + url.search + url.hash;
}

/**
 * An in-app path (/selection, /cards/12): the client navigates to it; never another site. Normalised first (as a
 * browser would resolve it), then checked, so `/..//evil.example` or `/%2F%2Fevil.example` cannot leave the app;
 * the normalised path is what is stored and sent.
 */
const inAppPath = z
  .string()
  .max(255)
  .refine((v) => /^\/[A-Za-z0-9\-._~/?=&%#]*$/.test(v) && resolvedInApp(v) !== null, { params: { key: 'bot.link' } })
  .transform((v) => resolvedInApp(v)!);

const messageBody = z.strictObject({
  title: z.string().trim().min(1).max(80).optional(),
  // VK's notifications carry at most 254 characters: one length for every channel.
  body: z.string().trim().min(1).max(254),
  link: inAppPath.optional(),
  // Row ids: past PostgreSQL's serial would be the database's "out of range" (a 500), not a 422.
  userIds: z.array(bodyId).min(1).max(1000).optional(),
  push: z.boolean().default(false),
});

const message = resource<BotMessageResource>();

/** The admin's bot (/bot): send a message to learners, and see what was sent. */
export const botRoutes = needs('bot-routes', ['db'], async function botRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bot = botService(app);

  app.get('/admin/bot/messages', { config: adminOnly, schema: { response: { 200: dataOf(z.array(message)) } } }, async (request) => {
    requireAdmin(request);
    return { data: await bot.recent() };
  });

  app.post(
    '/admin/bot/messages',
    { config: { ...adminOnly, rateLimit: { max: 20, timeWindow: 60_000 } }, schema: { body: messageBody, response: { 201: dataOf(message) } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const recipients = await bot.recipientsOf(request.body.userIds);
      if (recipients.length === 0) throw fieldError('userIds', 'bot.noRecipients');
      return reply.status(201).send({ data: await bot.send(admin, request.body, recipients) });
    },
  );
});
