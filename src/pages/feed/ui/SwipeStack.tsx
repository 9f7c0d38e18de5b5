import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { Card } from '../../../entities/card';
import { prefersReducedMotion } from '../../../shared/a11y';
import { flyOutTarget, resolveSwipe, rotationFor, swipeProgress, velocityOf, type Sample, type SwipeDecision } from '../lib/swipe';
import { FeedCard } from './FeedCard';
import styles from './SwipeStack.module.css';

export interface SwipeStackHandle {
  /** Buttons and arrow keys: the top card flies off as if swiped. */
  swipe(decision: SwipeDecision): void;
}

export interface SwipeStackProps {
  cards: readonly Card[];
  /** False: a finished swipe springs back instead (anonymous visitor, no moves) — onDecide still hears about it. */
  mayLeave: boolean;
  onDecide(card: Card, decision: SwipeDecision): void;
  /** A card that comes back (undo) enters from the side it left to. */
  returning?: { id: number; from: SwipeDecision } | null;
  /** Desktop: the cards carry only their word; the meaning stands beside the stack. */
  wordOnly?: boolean;
  /** What a screen reader calls the stack (the top card's word and translation) and its role ("card"). */
  label?: string;
  roleDescription?: string;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  width: number;
  grabFromTop: number;
  samples: Sample[];
  moved: boolean;
}

const VISIBLE = 3;
const SPRING = 'transform 0.45s cubic-bezier(0.2, 1.4, 0.4, 1)';

/**
 * The swipeable stack. The top card follows the pointer through transforms written straight to the DOM once per
 * animation frame (no React render while dragging, nothing that forces layout); the overlays and the card below read
 * CSS variables. A release decides through `resolveSwipe` (distance or fling), or springs back.
 */
export const SwipeStack = forwardRef<SwipeStackHandle, SwipeStackProps>(function SwipeStack({ cards, mayLeave, onDecide, returning, wordOnly = false, label, roleDescription }, ref) {
  const rootRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  const flying = useRef<{ timer: number; commit: () => void } | null>(null);
  const top = cards[0];
  const latest = useRef({ mayLeave, onDecide, top });
  latest.current = { mayLeave, onDecide, top };

  const paint = useCallback((dx: number, dy: number, rotate: number, width: number) => {
    const el = topRef.current;
    const root = rootRef.current;
    if (!el || !root) return;
    const p = swipeProgress(dx, width);
    el.style.transform = `translate3d(${dx}px, ${dy}px, 0) rotate(${rotate}deg)`;
    el.style.setProperty('--know', String(Math.max(0, p)));
    el.style.setProperty('--learn', String(Math.max(0, -p)));
    root.style.setProperty('--lift', String(Math.abs(p)));
  }, []);

  const settle = useCallback(() => {
    const el = topRef.current;
    const root = rootRef.current;
    if (!el || !root) return;
    el.style.transition = prefersReducedMotion() ? 'none' : `${SPRING}, --know 0.3s, --learn 0.3s`;
    el.dataset.settling = 'true';
    el.style.transform = '';
    el.style.setProperty('--know', '0');
    el.style.setProperty('--learn', '0');
    root.style.setProperty('--lift', '0');
  }, []);

  const flyOut = useCallback(
    (decision: SwipeDecision, from: { dx: number; dy: number; vx: number; width: number }) => {
      const el = topRef.current;
      const card = latest.current.top;
      if (!el || !card) return;
      if (!latest.current.mayLeave) {
        settle();
        latest.current.onDecide(card, decision);
        return;
      }
      // Less motion asked for: the card goes at once, no flight.
      if (prefersReducedMotion()) {
        latest.current.onDecide(card, decision);
        return;
      }
      const target = flyOutTarget(decision, from.width, from.dx, from.dy);
      const distance = Math.abs(target.x - from.dx);
      const speed = Math.max(Math.abs(from.vx), 1.6);
      const ms = Math.round(Math.min(320, Math.max(180, distance / speed)));
      el.style.transition = `transform ${ms}ms cubic-bezier(0.25, 0.7, 0.45, 1), opacity ${ms}ms ease-in`;
      el.style.transform = `translate3d(${target.x}px, ${target.y}px, 0) rotate(${target.rotate}deg)`;
      el.style.opacity = '0.9';
      el.style.setProperty(decision === 'know' ? '--know' : '--learn', '1');
      el.style.setProperty(decision === 'know' ? '--learn' : '--know', '0');
      rootRef.current?.style.setProperty('--lift', '1');
      el.dataset.leaving = decision;
      const commit = () => {
        if (!flying.current) return;
        window.clearTimeout(flying.current.timer);
        flying.current = null;
        latest.current.onDecide(card, decision);
      };
      flying.current = { timer: window.setTimeout(commit, ms), commit };
    },
    [settle],
  );

  useImperativeHandle(
    ref,
    () => ({
      swipe(decision) {
        if (flying.current || drag.current || !topRef.current) return;
        const width = topRef.current.offsetWidth;
        flyOut(decision, { dx: 0, dy: 0, vx: 0, width });
      },
    }),
    [flyOut],
  );

  // A new top card starts clean; a returning one slides back in from where it left.
  useLayoutEffect(() => {
    rootRef.current?.style.setProperty('--lift', '0');
    const el = topRef.current;
    if (!el || !top) return;
    el.style.transition = 'none';
    el.style.opacity = '';
    el.style.removeProperty('--know');
    el.style.removeProperty('--learn');
    delete el.dataset.leaving;
    if (returning && returning.id === top.id && !prefersReducedMotion()) {
      const width = el.offsetWidth;
      const from = flyOutTarget(returning.from, width, 0, 0);
      el.style.transform = `translate3d(${from.x}px, ${from.y}px, 0) rotate(${from.rotate}deg)`;
      frame.current = requestAnimationFrame(() => {
        frame.current = requestAnimationFrame(() => {
          el.style.transition = SPRING;
          el.style.transform = '';
        });
      });
    } else {
      el.style.transform = '';
    }
  }, [top?.id, returning]);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      if (flying.current) window.clearTimeout(flying.current.timer);
    },
    [],
  );

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (flying.current || drag.current) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if ((e.target as HTMLElement).closest('button, a')) return;
    const el = e.currentTarget;
    el.setPointerCapture?.(e.pointerId);
    const rect = el.getBoundingClientRect();
    drag.current = {
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      dx: 0,
      dy: 0,
      width: rect.width,
      grabFromTop: (e.clientY - rect.top) / Math.max(1, rect.height),
      samples: [{ x: e.clientX, t: e.timeStamp }],
      moved: false,
    };
    el.style.transition = 'none';
    delete el.dataset.settling;
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    d.dx = e.clientX - d.startX;
    d.dy = e.clientY - d.startY;
    if (!d.moved && Math.hypot(d.dx, d.dy) > 3) d.moved = true;
    d.samples.push({ x: e.clientX, t: e.timeStamp });
    if (d.samples.length > 12) d.samples.shift();
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const cur = drag.current;
      if (cur) paint(cur.dx, cur.dy * 0.4, rotationFor(cur.dx, cur.width, cur.grabFromTop), cur.width);
    });
  };

  const finish = (e: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    drag.current = null;
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    // The release itself is a sample: a finger that stopped before lifting has no fling left.
    if (!cancelled) d.samples.push({ x: e.clientX, t: e.timeStamp });
    const vx = velocityOf(d.samples);
    const decision = cancelled ? null : resolveSwipe({ dx: d.dx, dy: d.dy, vx, width: d.width });
    if (decision) flyOut(decision, { dx: d.dx, dy: d.dy * 0.4, vx, width: d.width });
    else settle();
  };

  const shown = cards.slice(0, VISIBLE);
  return (
    <div
      ref={rootRef}
      className={styles.stack}
      data-testid="feed-stack"
      data-count={cards.length}
      // Keyboard: the stack takes focus and ←/→ decide (FeedPage's handler); the label is the top card.
      tabIndex={0}
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-keyshortcuts="ArrowLeft ArrowRight"
    >
      {shown
        .map((card, depth) => (
          <div
            key={card.id}
            ref={depth === 0 ? topRef : undefined}
            className={depth === 0 ? styles.top : styles.below}
            data-depth={depth}
            data-testid={depth === 0 ? 'feed-top-card' : undefined}
            data-card-id={card.id}
            data-word={card.word}
            onPointerDown={depth === 0 ? onPointerDown : undefined}
            onPointerMove={depth === 0 ? onPointerMove : undefined}
            onPointerUp={depth === 0 ? (e) => finish(e, false) : undefined}
            onPointerCancel={depth === 0 ? (e) => finish(e, true) : undefined}
            onLostPointerCapture={depth === 0 ? (e) => finish(e, false) : undefined}
          >
            <FeedCard card={card} eager={depth < 2} priority={depth === 0 ? 'high' : 'low'} wordOnly={wordOnly} active={depth === 0} />
          </div>
        ))
        .reverse()}
    </div>
  );
});
