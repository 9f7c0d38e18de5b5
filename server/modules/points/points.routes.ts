import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { localDay } from '../../domain/local-day';
import { pointsTotal } from './ledger';
import { needs } from '../../plugins/infrastructure';

const DAY = 86_400_000;
const HISTORY_DAYS = 30;

/**
 * GET user/points: the total and where the last 30 days' points came from, one entry per local day and reason
 * (a training pays a point per "I know"; listed one by one, a day would be a wall of "+1").
 */
const pointsOfDay = z.object({ reason: z.string(), amount: z.number(), count: z.number() });
const pointsBody = dataOf(z.object({ total: z.number(), days: z.array(z.object({ day: z.string(), total: z.number(), items: z.array(pointsOfDay) })) }));

export const pointsRoutes = needs('points-routes', ['db'], async function pointsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/user/points', { config: userOnly, schema: { response: { 200: pointsBody } } }, async (request) => {
    const user = requireUser(request);
    const now = app.clock.now();
    const [total, rows] = await Promise.all([
      pointsTotal(app.db, user.id),
      app.db
        .selectFrom('points_ledger')
        .select(['amount', 'reason', 'created_at'])
        .where('user_id', '=', user.id)
        .where('created_at', '>=', now - HISTORY_DAYS * DAY)
        .orderBy('created_at', 'desc')
        .execute(),
    ]);
    const days = new Map<string, Map<string, { reason: string; amount: number; count: number }>>();
    for (const row of rows) {
      const day = localDay(row.created_at, user.timezone);
      const reasons = days.get(day) ?? new Map();
      const entry = reasons.get(row.reason) ?? { reason: row.reason, amount: 0, count: 0 };
      entry.amount += row.amount;
      entry.count += 1;
      reasons.set(row.reason, entry);
      days.set(day, reasons);
    }
    return {
      data: {
        total,
        days: [...days].map(([day, reasons]) => {
          const items = [...reasons.values()].sort((a, b) => b.amount - a.amount);
          return { day, total: items.reduce((sum, i) => sum + i.amount, 0), items };
        }),
      },
    };
  });
});
