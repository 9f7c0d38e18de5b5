import { describe, expect, it } from 'vitest';
import { localDay, nextLocalMidnight } from './local-day';

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
});
