import { describe, expect, it } from 'vitest';
import { dueLabel } from './due';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('due labels', () => {
  it('says "now" for a past due date', () => {
    expect(dueLabel('2026-11-22T11:00:00Z', 'en', now)).toEqual({ now: true, text: '' });
  });

  it('uses Russian plural forms through Intl', () => {
    expect(dueLabel('2026-11-25T12:00:00Z', 'ru', now)?.text).toBe('через 3 дня');
    expect(dueLabel('2026-11-27T12:00:00Z', 'ru', now)?.text).toBe('через 5 дней');
    expect(dueLabel('2026-11-22T15:00:00Z', 'en', now)?.text).toBe('in 3 hours');
  });

  it('ignores a missing or broken date', () => {
    expect(dueLabel(null, 'en', now)).toBeNull();
    expect(dueLabel('nope', 'en', now)).toBeNull();
  });
});
