import { describe, expect, it } from 'vitest';
import { afterOffer, isIos, mayOffer } from './rule';

const now = new Date('2026-11-24T10:00:00Z');

describe('install offer rule', () => {
  it('offers a new visitor at once (NextAt seeded with the current date string)', () => {
    expect(mayOffer({ count: 0, nextAt: now.toString() }, now)).toBe(true);
  });

  it('waits 3 days after the first showing, 7 after the second, 30 after each later one', () => {
    const first = afterOffer({ count: 0, nextAt: now.toString() }, now);
    expect(first.count).toBe(1);
    expect(Date.parse(first.nextAt)).toBe(now.getTime() + 3 * 86_400_000);
    expect(mayOffer(first, new Date(now.getTime() + 3 * 86_400_000 - 1000))).toBe(false);
    expect(mayOffer(first, new Date(now.getTime() + 3 * 86_400_000))).toBe(true);
    const second = afterOffer(first, now);
    expect(Date.parse(second.nextAt) - now.getTime()).toBe(7 * 86_400_000);
    const later = afterOffer(afterOffer(second, now), now);
    expect(later.count).toBe(4);
    expect(Date.parse(later.nextAt) - now.getTime()).toBe(30 * 86_400_000);
  });

  it('knows iOS, iPads that say they are Macs included', () => {
    expect(isIos({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1' })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', platform: 'Linux x86_64', maxTouchPoints: 0 })).toBe(false);
  });
});
