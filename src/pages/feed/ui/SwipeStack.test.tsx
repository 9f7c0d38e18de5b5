import { act, cleanup, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInScope } from '../../../test/render';
import { setAppScope } from '../../../shared/lib';
import { aCard } from '../../../test/fixtures';
import { SwipeStack, type SwipeStackHandle } from './SwipeStack';

afterEach(() => {
  cleanup();
  setAppScope(null);
});

const CARDS = [aCard({ id: 1, word: 'apple' }), aCard({ id: 2 }), aCard({ id: 3 }), aCard({ id: 4 })];
const WIDTH = 300;

function renderStack(props: { mayLeave?: boolean } = {}) {
  const onDecide = vi.fn();
  const ref = createRef<SwipeStackHandle>();
  renderInScope(<SwipeStack ref={ref} cards={CARDS} mayLeave={props.mayLeave ?? true} onDecide={onDecide} />);
  const top = screen.getByTestId('feed-top-card');
  // jsdom lays nothing out: give the card a phone-sized box.
  top.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: WIDTH, bottom: 400, width: WIDTH, height: 400, toJSON: () => ({}) });
  return { onDecide, ref, top };
}

// jsdom has no PointerEvent: a MouseEvent carries the coordinates the component reads.
if (!('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventShim });
}

type PointerKind = 'pointerDown' | 'pointerMove' | 'pointerUp';
/** One pointer event at a given time (the gesture's speed is measured from event time stamps). */
function pointer(el: HTMLElement, kind: PointerKind, x: number, y: number, at: number) {
  const event = createEvent[kind](el, { pointerId: 1, pointerType: 'touch', button: 0, clientX: x, clientY: y, bubbles: true });
  Object.defineProperty(event, 'timeStamp', { value: at });
  fireEvent(el, event);
}

/** A finger drag on the top card: down, five moves `ms` apart, up. */
function drag(el: HTMLElement, to: { dx: number; dy?: number }, ms = 40) {
  const steps = 5;
  const dy = to.dy ?? 0;
  pointer(el, 'pointerDown', 150, 200, 1_000);
  for (let i = 1; i <= steps; i++) pointer(el, 'pointerMove', 150 + (to.dx * i) / steps, 200 + (dy * i) / steps, 1_000 + i * ms);
  pointer(el, 'pointerUp', 150 + to.dx, 200 + dy, 1_000 + (steps + 1) * ms);
}

describe('SwipeStack', () => {
  it('shows the top three cards, the first one on top', () => {
    renderStack();
    expect(screen.getByTestId('feed-stack').getAttribute('data-count')).toBe('4');
    expect(screen.getByTestId('feed-top-card').getAttribute('data-card-id')).toBe('1');
    expect(document.querySelectorAll('[data-depth]')).toHaveLength(3);
  });

  it('a drag to the right past a third of the card decides "I know" once the card has flown off', async () => {
    const { onDecide, top } = renderStack();
    drag(top, { dx: 140 });
    expect(top.dataset.leaving).toBe('know');
    await waitFor(() => expect(onDecide).toHaveBeenCalledTimes(1));
    expect(onDecide).toHaveBeenCalledWith(CARDS[0], 'know');
  });

  it('a drag to the left decides "Learn"', async () => {
    const { onDecide, top } = renderStack();
    drag(top, { dx: -140 });
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith(CARDS[0], 'learn'));
  });

  it('a short, slow drag or a mostly vertical one springs back without a decision', () => {
    const { onDecide, top } = renderStack();
    drag(top, { dx: 30 }, 200);
    expect(top.dataset.settling).toBe('true');
    drag(top, { dx: 40, dy: 200 }, 200);
    // Not leaving = no fly-out scheduled, so no decision can arrive later either.
    expect(top.dataset.leaving).toBeUndefined();
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('buttons and arrow keys fly the top card off the same way (through the handle)', async () => {
    const { onDecide, ref, top } = renderStack();
    act(() => ref.current!.swipe('learn'));
    expect(top.dataset.leaving).toBe('learn');
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith(CARDS[0], 'learn'));
  });

  it('when the card may not leave (anonymous, no moves) a finished swipe springs back and still reports the decision', () => {
    const { onDecide, top } = renderStack({ mayLeave: false });
    drag(top, { dx: 140 });
    expect(onDecide).toHaveBeenCalledWith(CARDS[0], 'know');
    expect(top.dataset.leaving).toBeUndefined();
    expect(top.dataset.settling).toBe('true');
  });
});
