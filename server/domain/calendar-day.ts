/** Calendar days as YYYY-MM-DD labels and as day numbers since 1970-01-01, for day arithmetic without zones. */
const DAY_MS = 86_400_000;

export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The UTC day of an instant. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && dayOf(dayNumber(value)) === value;
}
