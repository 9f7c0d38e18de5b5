import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $progress } from '../../entities/progress';
import { $user, userCleared, userReceived } from '../../entities/user';
import { connectRealtimeFx, disconnectRealtimeFx, realtimeEventReceived } from '../../shared/realtime';
import { markFirstScreenShown, setAppScope } from '../../shared/lib';
import { aGuest } from '../../test/fixtures';
import { showLiveMessageFx } from './model';
import './wiring';

afterEach(() => setAppScope(null));
import { visibleState } from './ui/ConnectionStatus';

const progress = { level: 'a1', test: { rejected: false, result: null }, points: 3, streak: 1, streakBest: 4, streakFreezes: 0 };

function scopeWith(calls: { connected: number[]; disconnected: number; toasts: unknown[] }) {
  return fork({
    values: [[$user, null], [$progress, progress]],
    handlers: [
      [connectRealtimeFx, (id: number) => void calls.connected.push(id)],
      [disconnectRealtimeFx, () => void calls.disconnected++],
      [showLiveMessageFx, (m: unknown) => void calls.toasts.push(m)],
    ],
  });
}

describe('live events', () => {
  it('connect for the signed-in user and disconnect at logout, also for a sign-in before this part loaded', async () => {
    const calls = { connected: [] as number[], disconnected: 0, toasts: [] };
    const scope = scopeWith(calls);
    setAppScope(scope);
    // Signed in while the first screen is on its way: the connection waits for it, the sign-in is kept.
    await allSettled(userReceived, { scope, params: aGuest({ id: 7 }) });
    expect(calls.connected).toEqual([]);
    markFirstScreenShown();
    await vi.waitFor(() => expect(calls.connected).toEqual([7]));
    await allSettled(userCleared, { scope });
    await vi.waitFor(() => expect(calls.disconnected).toBe(1));
    await allSettled(userReceived, { scope, params: aGuest({ id: 8 }) });
    await vi.waitFor(() => expect(calls.connected).toEqual([7, 8]));
  });

  it('update points and streak from PointsAwarded and StreakChanged', async () => {
    const scope = scopeWith({ connected: [], disconnected: 0, toasts: [] });
    await allSettled(realtimeEventReceived, { scope, params: { name: 'PointsAwarded', data: { amount: 5, reason: 'game', total: 8 } } });
    await allSettled(realtimeEventReceived, { scope, params: { name: 'StreakChanged', data: { streak: 2, best: 4, freezes: 1 } } });
    expect(scope.getState($progress)).toMatchObject({ points: 8, streak: 2, streakBest: 4, streakFreezes: 1 });
  });

  it('show new cards, bot messages and moderation outcomes as messages', async () => {
    const calls = { connected: [], disconnected: 0, toasts: [] as unknown[] };
    const scope = scopeWith(calls);
    await allSettled(realtimeEventReceived, { scope, params: { name: 'CardModerated', data: { cardId: 1, word: 'cat', status: 'rejected', reason: 'typo' } } });
    await allSettled(realtimeEventReceived, { scope, params: { name: 'BotMessage', data: { body: 'Hi', link: '/selection' } } });
    expect(calls.toasts).toEqual([
      { kind: 'moderated', data: { cardId: 1, word: 'cat', status: 'rejected', reason: 'typo' } },
      { kind: 'bot', data: { body: 'Hi', link: '/selection' } },
    ]);
  });
});

describe('the connection notice', () => {
  it('says nothing while first connecting or connected, and names the state once live updates stop', () => {
    expect(visibleState('connecting', false)).toBeNull();
    expect(visibleState('connected', true)).toBeNull();
    expect(visibleState('connecting', true)).toBe('connecting');
    expect(visibleState('unavailable', false)).toBe('unavailable');
    expect(visibleState('failed', false)).toBe('failed');
    expect(visibleState('disconnected', true)).toBe('disconnected');
  });
});
