/**
 * The training swipe as pure functions: a release far enough (or fast enough) to the right is "I know", to the left
 * "keep learning"; anything else springs back.
 */
export interface SwipeRelease {
  dx: number;
  dy: number;
  /** px/ms at release, positive to the right. */
  vx: number;
  width: number;
}

const DISTANCE = 0.3;
const FLING = 0.5;
const MIN_FLING_PX = 24;

export function resolveSwipe({ dx, dy, vx, width }: SwipeRelease): 'know' | 'again' | null {
  const w = Math.max(1, width);
  if (Math.abs(dy) > Math.abs(dx) * 1.5 && Math.abs(dx) < w * DISTANCE) return null;
  if (Math.abs(dx) >= w * DISTANCE) {
    if (Math.abs(vx) >= FLING && Math.sign(vx) !== Math.sign(dx)) return null;
    return dx > 0 ? 'know' : 'again';
  }
  if (Math.abs(vx) >= FLING && Math.abs(dx) >= MIN_FLING_PX && Math.sign(vx) === Math.sign(dx)) return dx > 0 ? 'know' : 'again';
  return null;
}

/** -1 (keep learning) … 1 (I know): drives the tint and the labels while dragging. */
export function swipeProgress(dx: number, width: number): number {
  return Math.max(-1, Math.min(1, dx / Math.max(1, width * DISTANCE)));
}
