import { describe, expect, it } from 'vitest';
import { localDay, localMinuteOfDay, nextLocalMidnight } from './local-day';

describe('local days', () => {
  it('follow the user time zone', () => {
    const t = Date.UTC(2026, 10, 22, 22, 30); // 22:30 UTC = 01:30 next day in Moscow
    expect(localDay(t, 'UTC')).toBe('2026-11-22');
    expect(localDay(t, 'Europe/Moscow')).toBe('2026-11-23');
    expect(localDay(t, 'America/New_York')).toBe('2026-11-22');
  });

  it('find the next local midnight', () => {
    const t = Date.UTC(2026, 10, 22, 12, 0);
    expect(new Date(nextLocalMidnight(t, 'Europe/Moscow')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(new Date(nextLocalMidnight(t, 'UTC')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    // UTC+12: 11:00 UTC is 23:00 local, an hour before midnight.
    expect(new Date(nextLocalMidnight(Date.UTC(2026, 10, 22, 11, 0), 'Asia/Kamchatka')).toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it('survive a daylight-saving change', () => {
    // New York springs forward on 2026-03-08 at 02:00 local.
    const t = Date.UTC(2026, 2, 7, 17, 0);
    expect(new Date(nextLocalMidnight(t, 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    const after = Date.UTC(2026, 2, 8, 17, 0);
    expect(new Date(nextLocalMidnight(after, 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('agree with Intl at every instant, across offset changes and zones off the hour', () => {
    // The days are computed from an offset remembered per hour; Intl's own reading of the wall clock is the truth.
    const formats = new Map<string, Intl.DateTimeFormat>();
    const intl = (ms: number, timeZone: string) => {
      if (!formats.has(timeZone)) {
        formats.set(timeZone, new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
      }
      const p = Object.fromEntries(formats.get(timeZone)!.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
      return { day: `${p.year}-${p.month}-${p.day}`, minute: Number(p.hour) * 60 + Number(p.minute) };
    };
    const zones = ['Europe/Moscow', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham', 'Asia/Tehran', 'UTC'];
    // Minute by minute through the hours around 2026's changes (New York 8 Mar and 1 Nov, London 29 Mar and
    // 25 Oct, Lord Howe's half-hour change 5 Apr and 4 Oct), plus instants spread over five years.
    const instants: number[] = [];
    for (const [y, m, d] of [[2026, 2, 8], [2026, 10, 1], [2026, 2, 29], [2026, 9, 25], [2026, 3, 4], [2026, 9, 3]] as const) {
      for (let t = Date.UTC(y, m, d, 0, 0); t < Date.UTC(y, m, d + 1, 0, 0); t += 3 * 60_000 + 7_919) instants.push(t);
    }
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000 * 3.7 + 1_234_567) instants.push(Math.floor(t));
    for (const zone of zones) {
      for (const t of instants) {
        const want = intl(t, zone);
        expect(localDay(t, zone), `${zone} ${new Date(t).toISOString()}`).toBe(want.day);
        expect(localMinuteOfDay(t, zone), `${zone} ${new Date(t).toISOString()}`).toBe(want.minute);
        const midnight = nextLocalMidnight(t, zone);
        expect(midnight).toBeGreaterThan(t);
        expect(intl(midnight, zone).minute).toBe(0);
        expect(intl(midnight - 60_000, zone).day).toBe(want.day);
      }
    }
  });
});
