import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayNumber, dayOf, isCalendarDay, utcDay } from '../../domain/calendar-day';
import { fieldError } from '../../lib/http-errors';
import { ignoredBody, resource } from '../../lib/route-schema';
import { adminOnly } from '../../plugins/auth';
import { needs } from '../../plugins/infrastructure';
import { type DayFigures, emptyDay } from './day-figures';
import { type StatsReport, statsReport } from './stats.report';
import { readStored, refreshStats } from './stats.store';

const MAX_DAYS = 366;
const day = z.string().refine(isCalendarDay, { params: { key: 'stats.day' } });
const statsQuery = z.object({ from: day.optional(), to: day.optional() });

interface StatsAnswer {
  data: StatsReport;
  meta: { from: string; to: string; updatedAt: string | null };
}

/** The admin's statistics (docs/api.md "Statistics"): read from the figures the stats-daily job keeps. */
export const statsRoutes = needs('stats-routes', ['db'], async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function answer(query: z.infer<typeof statsQuery>): Promise<StatsAnswer> {
    const today = utcDay(app.clock.now());
    const to = query.to ?? today;
    const from = query.from ?? dayOf(dayNumber(to) - 29);
    if (dayNumber(from) > dayNumber(to) || dayNumber(to) - dayNumber(from) + 1 > MAX_DAYS) throw fieldError('from', 'stats.range');
    const stored = await readStored(app.db, from, to);
    // A day without figures had nothing to count (before the first sign-up, or not reached by the job yet).
    const days: Array<[string, DayFigures]> = [];
    for (let n = dayNumber(from); n <= dayNumber(to); n++) days.push([dayOf(n), stored.days.get(dayOf(n)) ?? emptyDay()]);
    return { data: statsReport(days, stored.now, today, app.clock.now()), meta: { from, to, updatedAt: stored.updatedAt === null ? null : new Date(stored.updatedAt).toISOString() } };
  }

  const schema = { querystring: statsQuery, response: { 200: resource<StatsAnswer>() } };
  app.get('/admin/stats', { config: adminOnly, schema }, async (request) => answer(request.query));

  // "Refresh now": the job's work in this request (a few seconds on a large database), then the same answer.
  app.post('/admin/stats/refresh', { config: { ...adminOnly, rateLimit: { max: 6, timeWindow: 60_000 } }, schema: { querystring: statsQuery, body: ignoredBody, response: { 200: resource<StatsAnswer>() } } }, async (request) => {
    await refreshStats(app.db, app.clock.now());
    return answer(request.query);
  });
});
