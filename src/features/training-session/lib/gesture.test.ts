import { describe, expect, it } from 'vitest';
import { resolveSwipe, swipeProgress } from './gesture';

describe('the training swipe', () => {
  it('decides by distance: right is "I know", left is "keep learning"', () => {
    expect(resolveSwipe({ dx: 130, dy: 10, vx: 0, width: 400 })).toBe('know');
    expect(resolveSwipe({ dx: -130, dy: 10, vx: 0, width: 400 })).toBe('again');
    expect(resolveSwipe({ dx: 60, dy: 0, vx: 0.1, width: 400 })).toBeNull();
  });

  it('takes a quick fling, ignores a vertical scroll and a change of mind', () => {
    expect(resolveSwipe({ dx: 40, dy: 0, vx: 0.9, width: 400 })).toBe('know');
    expect(resolveSwipe({ dx: 20, dy: 200, vx: 0, width: 400 })).toBeNull();
    expect(resolveSwipe({ dx: 150, dy: 0, vx: -0.8, width: 400 })).toBeNull();
  });

  it('maps the drag to -1…1 for the tint', () => {
    expect(swipeProgress(60, 400)).toBeCloseTo(0.5);
    expect(swipeProgress(-1000, 400)).toBe(-1);
  });
});
