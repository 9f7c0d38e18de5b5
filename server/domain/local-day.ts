/**
 * Days follow the user's time zone: moves refill and streaks count at their local midnight.
 * Intl does the zone arithmetic; the midnight instant is found by correcting for the offset twice (DST-safe).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function parts(ms: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

export function localDay(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

const offsetAt = (ms: number, timeZone: string) => {
  const p = parts(ms, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(ms / 1000) * 1000;
};

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
