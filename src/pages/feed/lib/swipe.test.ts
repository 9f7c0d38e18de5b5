import { describe, expect, it } from 'vitest';
import { flyOutTarget, resolveSwipe, rotationFor, SWIPE_CONFIG, swipeProgress, velocityOf } from './swipe';

const W = 360; // the card's width; the distance threshold is 0.32 × 360 ≈ 115 px

describe('resolveSwipe: where and how fast the finger went', () => {
  it('decides by distance alone past the threshold: right = I know, left = Learn', () => {
    expect(resolveSwipe({ dx: 120, dy: 0, vx: 0, width: W })).toBe('know');
    expect(resolveSwipe({ dx: -120, dy: 10, vx: 0, width: W })).toBe('learn');
  });

  it('springs back below the threshold when released slowly', () => {
    expect(resolveSwipe({ dx: 100, dy: 0, vx: 0.1, width: W })).toBeNull();
    expect(resolveSwipe({ dx: -60, dy: 0, vx: -0.2, width: W })).toBeNull();
    expect(resolveSwipe({ dx: 0, dy: 0, vx: 0, width: W })).toBeNull();
  });

  it('decides on a fling: fast and in the direction of the drag, after a short distance', () => {
    expect(resolveSwipe({ dx: 40, dy: 0, vx: 0.9, width: W })).toBe('know');
    expect(resolveSwipe({ dx: -30, dy: 0, vx: -0.7, width: W })).toBe('learn');
  });

  it('ignores a fling that is too short, or against the drag', () => {
    expect(resolveSwipe({ dx: 10, dy: 0, vx: 2, width: W })).toBeNull();
    expect(resolveSwipe({ dx: 60, dy: 0, vx: -1, width: W })).toBeNull();
  });

  it('lets the user change their mind: flung back towards the middle after crossing the line', () => {
    expect(resolveSwipe({ dx: 130, dy: 0, vx: -1.2, width: W })).toBeNull();
  });

  it('does not take a mostly vertical gesture for a decision', () => {
    expect(resolveSwipe({ dx: 40, dy: 200, vx: 0.8, width: W })).toBeNull();
  });

  it('scales with the card: the same 120 px is not enough on a wide desktop card', () => {
    expect(resolveSwipe({ dx: 120, dy: 0, vx: 0, width: 430 })).toBeNull();
    expect(resolveSwipe({ dx: 140, dy: 0, vx: 0, width: 430 })).toBe('know');
  });
});

describe('the drag feedback', () => {
  it('progress grows with the drag, signed, clamped at ±1 at the threshold', () => {
    expect(swipeProgress(0, W)).toBe(0);
    expect(swipeProgress((W * SWIPE_CONFIG.distanceRatio) / 2, W)).toBeCloseTo(0.5);
    expect(swipeProgress(-1000, W)).toBe(-1);
    expect(swipeProgress(1000, W)).toBe(1);
  });

  it('rotates with the drag, the other way when grabbed low, within bounds', () => {
    expect(rotationFor(W, W, 0.3)).toBeCloseTo(SWIPE_CONFIG.maxRotation);
    expect(rotationFor(W, W, 0.9)).toBeCloseTo(-SWIPE_CONFIG.maxRotation);
    expect(Math.abs(rotationFor(10 * W, W))).toBeLessThanOrEqual(SWIPE_CONFIG.maxRotation * 1.5);
  });

  it('flies off past the edge on the decided side', () => {
    expect(flyOutTarget('know', W, 100, 0).x).toBeGreaterThan(W);
    expect(flyOutTarget('learn', W, -100, 0).x).toBeLessThan(-W);
  });
});

describe('velocityOf', () => {
  it('measures px/ms over the last 100 ms', () => {
    const samples = [0, 16, 32, 48, 64, 80].map((t) => ({ x: t * 2, t }));
    expect(velocityOf(samples)).toBeCloseTo(2);
  });

  it('is 0 for a finger that stopped before lifting (the release is the last sample)', () => {
    const moved = [0, 16, 32, 48].map((t) => ({ x: t * 2, t }));
    expect(velocityOf([...moved, { x: 96, t: 400 }])).toBe(0);
  });

  it('is 0 with fewer than two samples', () => {
    expect(velocityOf([])).toBe(0);
    expect(velocityOf([{ x: 5, t: 1 }])).toBe(0);
  });
});
