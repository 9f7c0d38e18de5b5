import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/http-errors';
import { dataOf, resource } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { remindersPaused } from './engagement';
import { formatMinute, isQuiet, parseMinute, REMINDER_RULES } from './rules';
import { deliveryOf, loadSettings, saveSettings, settingsResource } from './settings';
import { needs } from '../../plugins/infrastructure';

const settingsBody = z.strictObject({
  time: z
    .string()
    .refine((v) => parseMinute(v) !== null, { params: { key: 'field.invalid' } })
    .optional(),
  forgetting: z.boolean().optional(),
  newCards: z.boolean().optional(),
  streak: z.boolean().optional(),
});

/** GET / PATCH user/reminders: when the learner is reminded and of what (issue 17). */
const settingsAnswer = { 200: dataOf(resource<ReturnType<typeof settingsResource>>()) };

export const reminderRoutes = needs('reminder-routes', ['db'], async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const delivery = (userId: number) => deliveryOf(app.db, userId, app.push.configured());
  app.get('/user/reminders', { config: userOnly, schema: { response: settingsAnswer } }, async (request) => {
    const user = requireUser(request);
    return { data: settingsResource(await loadSettings(app.db, user.id), await remindersPaused(app.db, user.id), await delivery(user.id)) };
  });

  app.patch('/user/reminders', { config: userOnly, schema: { body: settingsBody, response: settingsAnswer } }, async (request) => {
    const user = requireUser(request);
    const input = request.body;
    const minute = input.time !== undefined ? parseMinute(input.time)! : null;
    // Nothing is ever sent in quiet hours, so a time inside them would silently mean "never".
    if (minute !== null && isQuiet(minute)) throw fieldError('time', 'reminders.timeQuiet', { from: formatMinute(REMINDER_RULES.quietUntil), until: formatMinute(REMINDER_RULES.quietFrom - 1) });
    const current = await loadSettings(app.db, user.id);
    const next = {
      minute: minute ?? current.minute,
      forgetting: input.forgetting ?? current.forgetting,
      newCards: input.newCards ?? current.newCards,
      streak: input.streak ?? current.streak,
    };
    await saveSettings(app.db, user.id, next, app.clock.now());
    return { data: settingsResource(next, await remindersPaused(app.db, user.id), await delivery(user.id)) };
  });
});

