import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { resolveSwipe } from '../../../features/training-session';
import { prefersReducedMotion } from '../../../shared/a11y';

interface Sample {
  x: number;
  t: number;
}

/**
 * Pointer drag on the training card: follows the finger, and on release hands the decision (or null) to the
 * caller. Vertical scrolling stays with the browser (`touch-action: pan-y` on the element).
 */
export function useSwipe(onDecide: (answer: 'know' | 'again') => void, enabled = true) {
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState<'know' | 'again' | null>(null);
  const start = useRef<{ x: number; y: number; width: number; id: number } | null>(null);
  const samples = useRef<Sample[]>([]);
  const dyRef = useRef(0);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (!enabled || leaving || (e.pointerType === 'mouse' && e.button !== 0)) return;
      // Buttons inside the card keep their clicks.
      if ((e.target as HTMLElement).closest('button, a, [role=button]')) return;
      start.current = { x: e.clientX, y: e.clientY, width: e.currentTarget.getBoundingClientRect().width, id: e.pointerId };
      samples.current = [{ x: e.clientX, t: e.timeStamp }];
      e.currentTarget.setPointerCapture?.(e.pointerId);
      setDragging(true);
    },
    [enabled, leaving],
  );

  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    dyRef.current = e.clientY - s.y;
    samples.current = [...samples.current.slice(-6), { x: e.clientX, t: e.timeStamp }];
    setDx(e.clientX - s.x);
  }, []);

  const finish = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (!s || s.id !== e.pointerId) return;
      start.current = null;
      setDragging(false);
      const list = samples.current;
      const first = list.find((p) => e.timeStamp - p.t <= 100) ?? list[0]!;
      const dt = Math.max(1, e.timeStamp - first.t);
      const vx = (e.clientX - first.x) / dt;
      const decision = resolveSwipe({ dx: e.clientX - s.x, dy: dyRef.current, vx, width: s.width });
      if (!decision) {
        setDx(0);
        return;
      }
      if (prefersReducedMotion()) {
        setDx(0);
        onDecide(decision);
        return;
      }
      setLeaving(decision);
      setDx(decision === 'know' ? s.width * 1.4 : -s.width * 1.4);
      window.setTimeout(() => {
        onDecide(decision);
        setLeaving(null);
        setDx(0);
      }, 180);
    },
    [onDecide],
  );

  /** Buttons and keys animate the card out the same way (or, where less motion is asked for, answer at once). */
  const fling = useCallback(
    (decision: 'know' | 'again', width: number) => {
      if (leaving) return;
      if (prefersReducedMotion()) {
        onDecide(decision);
        return;
      }
      setLeaving(decision);
      setDx(decision === 'know' ? width * 1.4 : -width * 1.4);
      window.setTimeout(() => {
        onDecide(decision);
        setLeaving(null);
        setDx(0);
      }, 180);
    },
    [leaving, onDecide],
  );

  return {
    dx,
    dragging,
    leaving,
    fling,
    handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish },
  };
}
