import { localDay, startOfLocalDay } from '../../domain/local-day';

const DAY_MS = 86_400_000;
const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/** The learner's league week: from Monday 00:00 in their time zone, and the week before it. */
export function leagueWeek(now: number, timeZone: string) {
  const today = localDay(now, timeZone);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = shiftDay(today, -sinceMonday);
  const lastMonday = shiftDay(monday, -7);
  return { weekStart: monday, from: startOfLocalDay(monday, timeZone), previous: { weekStart: lastMonday, from: startOfLocalDay(lastMonday, timeZone) } };
}
