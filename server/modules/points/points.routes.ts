import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { localDay } from '../../domain/local-day';
import { pointsTotal } from './ledger';

const DAY = 86_400_000;
const HISTORY_DAYS = 30;

/**
 * GET user/points: the total and where the last 30 days' points came from, one entry per local day and reason
 * (a training pays a point per "I know"; listed one by one, a day would be a wall of "+1").
 */
export async function pointsRoutes(app: FastifyInstance) {
  app.get('/user/points', async (request) => {
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
}
