/**
 * Days follow the user's time zone: moves refill and streaks count at their local midnight.
 * Intl does the zone arithmetic; the midnight instant is found by correcting for the offset twice (DST-safe).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall clock in the zone at `ms`, as Intl reads it (whole seconds). */
function intlParts(ms: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

/** The zone's offset from UTC at `ms` (whole seconds, as ms), read from Intl. */
function intlOffset(ms: number, timeZone: string): number {
  const p = intlParts(ms, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(ms / 1000) * 1000;
}

const HOUR = 3_600_000;
/** Per zone, per UTC hour: the offset throughout that hour, or null when it changes inside it. */
const hourOffsets = new Map<string, Map<number, number | null>>();
const HOURS_KEPT = 20_000;

/**
 * The offset at `ms`. Intl's formatToParts costs microseconds and a request may ask hundreds of times (a review's
 * load balancing reads the local day of every due card), so the offset is remembered per UTC hour: when Intl gives
 * the same offset at an hour's start and at the next hour's start, the whole hour has it (zones never change
 * offset and change back within an hour); an hour that holds a change asks Intl for each instant, as before.
 */
function offsetAt(ms: number, timeZone: string): number {
  let zone = hourOffsets.get(timeZone);
  if (!zone) hourOffsets.set(timeZone, (zone = new Map()));
  const hour = Math.floor(ms / HOUR);
  let offset = zone.get(hour);
  if (offset === undefined) {
    const start = intlOffset(hour * HOUR, timeZone);
    offset = start === intlOffset((hour + 1) * HOUR, timeZone) ? start : null;
    if (zone.size >= HOURS_KEPT) zone.clear();
    zone.set(hour, offset);
  }
  return offset ?? intlOffset(ms, timeZone);
}

function parts(ms: number, timeZone: string) {
  // The wall clock is UTC shifted by the offset; read to the second, like Intl.
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetAt(ms, timeZone));
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate(), h: wall.getUTCHours(), min: wall.getUTCMinutes(), s: wall.getUTCSeconds() };
}

export function localDay(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The instant of the next local midnight after `ms`. */
export function nextLocalMidnight(ms: number, timeZone: string): number {
  const p = parts(ms, timeZone);
  const wallMidnight = Date.UTC(p.y, p.m - 1, p.d + 1);
  let guess = wallMidnight - offsetAt(ms, timeZone);
  guess = wallMidnight - offsetAt(guess, timeZone);
  return guess;
}

/** Minutes since local midnight (0–1439) in the user's time zone: when a reminder is due and whether it is quiet. */
export function localMinuteOfDay(ms: number, timeZone: string): number {
  const p = parts(ms, timeZone);
  return p.h * 60 + p.min;
}

/** The instant local day `day` (YYYY-MM-DD) begins in the time zone: where a week or a day's totals start. */
export function startOfLocalDay(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return guess;
}
