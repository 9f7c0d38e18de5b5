import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $toasts, durationFor, stampToastFx, toastClosed, toastRequested, type ToastInput } from './model';

/** A scope whose clock the test controls. */
function scopeAt(times: number[]) {
  let id = 0;
  return fork({
    handlers: [[stampToastFx, (input: ToastInput) => ({ input, now: times.shift() ?? 0, id: ++id })]],
  });
}

describe('toasts', () => {
  it('uses 4500 ms by default, 7000 ms for errors, 2000 ms for success and no timeout for persistent ones', async () => {
    expect(durationFor('info')).toBe(4500);
    expect(durationFor('error')).toBe(7000);
    expect(durationFor('success')).toBe(2000);
    expect(durationFor('persistent')).toBeNull();
    const scope = scopeAt([0, 10_000, 20_000, 30_000]);
    await allSettled(toastRequested, { scope, params: { message: 'a' } });
    await allSettled(toastRequested, { scope, params: { message: 'b', kind: 'error' } });
    await allSettled(toastRequested, { scope, params: { message: 'c', kind: 'success' } });
    await allSettled(toastRequested, { scope, params: { message: 'd', kind: 'persistent', link: '/selection' } });
    expect(scope.getState($toasts).map((t) => [t.kind, t.duration])).toEqual([
      ['info', 4500],
      ['error', 7000],
      ['success', 2000],
      ['persistent', null],
    ]);
    expect(scope.getState($toasts)[3]?.link).toBe('/selection');
  });

  it('suppresses the same message shown within the last 3 seconds', async () => {
    const scope = scopeAt([1000, 3999, 4001]);
    await allSettled(toastRequested, { scope, params: { message: 'No internet', kind: 'error' } });
    await allSettled(toastRequested, { scope, params: { message: 'No internet', kind: 'error' } });
    expect(scope.getState($toasts)).toHaveLength(1);
    await allSettled(toastClosed, { scope, params: scope.getState($toasts)[0]!.id });
    await allSettled(toastRequested, { scope, params: { message: 'No internet', kind: 'error' } });
    expect(scope.getState($toasts)).toHaveLength(1);
  });

  it('does not queue a copy of a message still on screen, so a burst of one error cannot push out another notice', async () => {
    const scope = scopeAt([0, 3500, 3600, 7100, 10_700, 14_300]);
    await allSettled(toastRequested, { scope, params: { message: 'No internet', kind: 'error' } });
    await allSettled(toastRequested, { scope, params: { message: 'Kept for later' } });
    for (let i = 0; i < 4; i += 1) await allSettled(toastRequested, { scope, params: { message: 'No internet', kind: 'error' } });
    expect(scope.getState($toasts).map((t) => t.message)).toEqual(['No internet', 'Kept for later']);
  });

  it('shows a different message even within the window', async () => {
    const scope = scopeAt([0, 100]);
    await allSettled(toastRequested, { scope, params: { message: 'one' } });
    await allSettled(toastRequested, { scope, params: { message: 'two' } });
    expect(scope.getState($toasts).map((t) => t.message)).toEqual(['one', 'two']);
  });

  it('shows the next toast once the current one closes', async () => {
    const scope = scopeAt([0, 100]);
    await allSettled(toastRequested, { scope, params: { message: 'one' } });
    await allSettled(toastRequested, { scope, params: { message: 'two' } });
    const first = scope.getState($toasts)[0]!;
    await allSettled(toastClosed, { scope, params: first.id });
    expect(scope.getState($toasts).map((t) => t.message)).toEqual(['two']);
  });

  it('keeps a burst from queueing forever', async () => {
    const scope = scopeAt([0, 1, 2, 3, 4, 5, 6]);
    for (const message of ['1', '2', '3', '4', '5', '6', '7']) await allSettled(toastRequested, { scope, params: { message } });
    expect(scope.getState($toasts).map((t) => t.message)).toEqual(['1', '5', '6', '7']);
  });
});
