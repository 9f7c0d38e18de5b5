import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CEFR_LEVELS } from '../../domain/levels';
import { isCalendarDay } from '../../domain/calendar-day';
import { localDay } from '../../domain/local-day';
import { dataOf, idParams, ignoredBody, noContent, resource } from '../../lib/route-schema';
import { adminOnly, requireAdmin, requireUser, userOnly } from '../../plugins/auth';
import { needs } from '../../plugins/infrastructure';
import { validTimezone } from '../auth/timezone';
import { plainText } from '../cards/cards.schemas';
import type { FortuneWord } from './fortune-words';
import { type FortuneResource, fortunesService } from './fortunes.service';

const day = z.string().refine(isCalendarDay, { params: { key: 'fortune.date' } });
const fields = {
  en: plainText(200),
  ru: plainText(200),
  level: z.enum(CEFR_LEVELS),
  enabled: z.boolean(),
  /** A date pins the saying to that day; null puts it back into the rotation. */
  date: day.nullable(),
};
const createBody = z.strictObject({ ...fields, enabled: fields.enabled.optional(), date: fields.date.optional() });
const patchBody = z.strictObject(fields).partial();
const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'enabled', 'disabled', 'scheduled']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
const todayQuery = z.object({ tz: z.string().max(64).optional() });

const fortune = dataOf(resource<FortuneResource>());

/** Sayings of the day: today's for anyone, and the operator's list (docs/api.md "Sayings of the day"). */
export const fortuneRoutes = needs('fortune-routes', ['db'], async function fortuneRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const fortunes = fortunesService({ db: app.db, clock: app.clock });

  // Anyone: a learner's own time zone decides their day (the same on every device); a visitor without a session
  // sends the device's zone.
  const todaySchema = { querystring: todayQuery, response: { 200: dataOf(resource<(FortuneResource & { day: string }) | null>()) } };
  app.get('/fortunes/today', { schema: todaySchema }, async (request) => {
    const zone = request.user?.timezone ?? validTimezone(request.query.tz);
    return { data: await fortunes.today(localDay(app.clock.now(), zone), request.user?.id ?? null) };
  });

  const learnSchema = { params: z.object({ cardId: idParams.shape.id }), body: ignoredBody, response: { 200: dataOf(resource<FortuneWord>()) } };
  app.post('/fortunes/today/words/:cardId/learn', { config: userOnly, schema: learnSchema }, async (request) => {
    const user = requireUser(request);
    return { data: await fortunes.learnWord(user, localDay(app.clock.now(), user.timezone), request.params.cardId) };
  });

  const listSchema = { querystring: listQuery, response: { 200: resource<Awaited<ReturnType<typeof fortunes.list>>>() } };
  app.get('/admin/fortunes', { config: adminOnly, schema: listSchema }, async (request) => fortunes.list(request.query));

  app.post('/admin/fortunes', { config: adminOnly, schema: { body: createBody, response: { 201: fortune } } }, async (request, reply) => {
    const id = await fortunes.create(requireAdmin(request), request.body);
    return reply.status(201).send({ data: await fortunes.get(id) });
  });

  app.patch('/admin/fortunes/:id', { config: adminOnly, schema: { params: idParams, body: patchBody, response: { 200: fortune } } }, async (request) => {
    await fortunes.update(requireAdmin(request), request.params.id, request.body);
    return { data: await fortunes.get(request.params.id) };
  });

  app.delete('/admin/fortunes/:id', { config: adminOnly, schema: { params: idParams, body: ignoredBody, response: { 204: noContent } } }, async (request, reply) => {
    await fortunes.remove(request.params.id);
    return reply.status(204).send();
  });
});
