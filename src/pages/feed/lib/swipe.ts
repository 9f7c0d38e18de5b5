/**
 * The swipe gesture as pure functions: where the finger went and how fast decides "I know" (right), "Learn" (left)
 * or a spring back. The component only feeds pointer samples in and applies the transforms out.
 */
export type SwipeDecision = 'know' | 'learn';

export interface SwipeConfig {
  /** A release past this share of the card's width decides, whatever the speed. */
  distanceRatio: number;
  /** px/ms: a fling this fast decides once it has moved at least `minFlingPx` the same way. */
  flingVelocity: number;
  minFlingPx: number;
  /** Degrees at a drag of one card width. */
  maxRotation: number;
}

export const SWIPE_CONFIG: SwipeConfig = { distanceRatio: 0.32, flingVelocity: 0.55, minFlingPx: 24, maxRotation: 14 };

export interface Release {
  dx: number;
  dy: number;
  /** Horizontal velocity at release, px/ms (positive = to the right). */
  vx: number;
  width: number;
}

export function resolveSwipe({ dx, dy, vx, width }: Release, config: SwipeConfig = SWIPE_CONFIG): SwipeDecision | null {
  const w = Math.max(1, width);
  // A mostly vertical gesture is not a decision.
  if (Math.abs(dy) > Math.abs(dx) * 1.5 && Math.abs(dx) < w * config.distanceRatio) return null;
  if (Math.abs(dx) >= w * config.distanceRatio) {
    // Flung back towards the middle after crossing the line: the user changed their mind.
    if (Math.abs(vx) >= config.flingVelocity && Math.sign(vx) !== Math.sign(dx)) return null;
    return dx > 0 ? 'know' : 'learn';
  }
  if (Math.abs(vx) >= config.flingVelocity && Math.abs(dx) >= config.minFlingPx && Math.sign(vx) === Math.sign(dx)) {
    return dx > 0 ? 'know' : 'learn';
  }
  return null;
}

/** -1 (fully "Learn") … 0 … 1 (fully "I know"): drives the overlays and the card below. */
export function swipeProgress(dx: number, width: number, config: SwipeConfig = SWIPE_CONFIG): number {
  const limit = Math.max(1, width * config.distanceRatio);
  return Math.max(-1, Math.min(1, dx / limit));
}

/** Rotation that follows the drag; a grab low on the card tilts the other way, as a real card would. */
export function rotationFor(dx: number, width: number, grabFromTop = 0.5, config: SwipeConfig = SWIPE_CONFIG): number {
  const sign = grabFromTop > 0.6 ? -1 : 1;
  const deg = (dx / Math.max(1, width)) * config.maxRotation * sign;
  return Math.max(-config.maxRotation * 1.5, Math.min(config.maxRotation * 1.5, deg));
}

export interface Sample {
  x: number;
  t: number;
}

/** Velocity over the last ~100 ms of samples (px/ms); 0 with too little data. */
export function velocityOf(samples: readonly Sample[], windowMs = 100): number {
  if (samples.length < 2) return 0;
  const last = samples[samples.length - 1]!;
  let first = last;
  for (let i = samples.length - 2; i >= 0; i--) {
    const s = samples[i]!;
    if (last.t - s.t > windowMs) break;
    first = s;
  }
  const dt = last.t - first.t;
  return dt > 0 ? (last.x - first.x) / dt : 0;
}

/** Where the card ends up when it flies off: past the edge, continuing its drift. */
export function flyOutTarget(decision: SwipeDecision, width: number, dx: number, dy: number): { x: number; y: number; rotate: number } {
  const dir = decision === 'know' ? 1 : -1;
  const x = dir * (width * 1.4 + 80);
  const y = dy + (Math.abs(dx) > 1 ? (dy / Math.abs(dx)) * Math.abs(x - dx) * 0.3 : 0);
  return { x, y, rotate: dir * 24 };
}
