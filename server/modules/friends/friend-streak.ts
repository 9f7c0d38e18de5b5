const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * Days in a row on which both learners trained, each on the date of their own time zone (a shared day is a date
 * string both have as an active day). It stands while the last shared day is today or yesterday in the viewer's
 * time zone, as a learner's own streak does; days covered by a freeze do not count.
 */
export function sharedStreak(mine: Iterable<string>, theirs: Iterable<string>, today: string): number {
  const other = new Set(theirs);
  const shared = new Set<number>();
  for (const d of mine) if (other.has(d)) shared.add(dayNumber(d));
  let day = dayNumber(today);
  if (!shared.has(day)) day -= 1;
  let n = 0;
  while (shared.has(day)) {
    n++;
    day--;
  }
  return n;
}
