import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $sessionStatus } from '../../entities/session';
import { $user, userReceived } from '../../entities/user';
import type { UserDto } from '../../shared/api';
import { STORAGE_KEYS } from '../../shared/storage';
import { csrfResponder, installFetchStub, json } from '../../test/fetch-stub';
import { $onboardedHere, $tourClosed, goalChanged, goalPicked, onboardingFinished, tourReplayRequested } from './model';
import { aGuest } from '../../test/fixtures';

const guest: UserDto = aGuest({ dailyGoal: null, createdAt: '2026-11-22T00:00:00Z' });

function serve() {
  return installFetchStub({
    'GET /sanctum/csrf-cookie': csrfResponder(),
    'PATCH /api/v1/user/learning-settings': (req) => json(200, { data: { ...guest, dailyGoal: (JSON.parse(req.body!) as { dailyGoal: number }).dailyGoal } }),
  });
}

afterEach(() => localStorage.clear());

describe('onboarding: the daily goal and the "seen" mark', () => {
  it('keeps a visitor\'s goal in this browser and saves it once a guest exists', async () => {
    const stub = serve();
    const scope = fork({ values: [[$sessionStatus, 'ready']] });
    await allSettled(goalPicked, { scope, params: 20 });
    await allSettled(onboardingFinished, { scope });
    expect(scope.getState($onboardedHere)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.onboarding)).toBe('done');
    expect(stub.calls('PATCH', '/api/v1/user/learning-settings')).toHaveLength(0);

    await allSettled(userReceived, { scope, params: guest });
    const calls = stub.calls('PATCH', '/api/v1/user/learning-settings');
    expect(calls.map((c) => JSON.parse(c.body!))).toEqual([{ dailyGoal: 20 }]);
    expect(scope.getState($user)?.dailyGoal).toBe(20);
    expect(localStorage.getItem(STORAGE_KEYS.pendingDailyGoal)).toBeNull();

    // Later updates of the user do not send it again.
    await allSettled(userReceived, { scope, params: { ...guest, dailyGoal: 20, name: 'Anna' } });
    expect(stub.calls('PATCH', '/api/v1/user/learning-settings')).toHaveLength(1);
  });

  it('saves a goal changed in settings at once for a user', async () => {
    const stub = serve();
    const scope = fork({ values: [[$sessionStatus, 'ready'], [$user, { ...guest, dailyGoal: 10 }]] });
    await allSettled(goalChanged, { scope, params: 30 });
    expect(stub.calls('PATCH', '/api/v1/user/learning-settings').map((c) => JSON.parse(c.body!))).toEqual([{ dailyGoal: 30 }]);
    expect(scope.getState($user)?.dailyGoal).toBe(30);
  });

  it('keeps the goal for later when saving fails, and sends it with the next session', async () => {
    let fail = true;
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': csrfResponder(),
      'PATCH /api/v1/user/learning-settings': (req) =>
        fail ? json(500, { message: 'Server error' }) : json(200, { data: { ...guest, dailyGoal: (JSON.parse(req.body!) as { dailyGoal: number }).dailyGoal } }),
    });
    const scope = fork({ values: [[$sessionStatus, 'ready'], [$user, guest]] });
    await allSettled(goalPicked, { scope, params: 5 });
    await allSettled(onboardingFinished, { scope });
    expect(localStorage.getItem(STORAGE_KEYS.pendingDailyGoal)).toBe('5');
    fail = false;
    // The next start: GET user answers with a fresh copy of the user.
    await allSettled(userReceived, { scope, params: { ...guest } });
    expect(stub.calls('PATCH', '/api/v1/user/learning-settings')).toHaveLength(2);
    expect(scope.getState($user)?.dailyGoal).toBe(5);
  });

  it('keeps a skip tapped before the launch login answered and stores it on the user that login brings (VK, no storage)', async () => {
    const stub = serve();
    const scope = fork({ values: [[$sessionStatus, 'unknown']] });
    await allSettled(onboardingFinished, { scope });
    expect(scope.getState($tourClosed)).toBe(true);
    expect(stub.calls('PATCH', '/api/v1/user/learning-settings')).toHaveLength(0);
    // POST auth/vk answers: a new user whose tour was never recorded.
    await allSettled(userReceived, { scope, params: guest });
    expect(stub.calls('PATCH', '/api/v1/user/learning-settings').map((c) => JSON.parse(c.body!))).toEqual([{ dailyGoal: 10 }]);
    expect(scope.getState($user)?.dailyGoal).toBe(10);
    expect(scope.getState($tourClosed)).toBe(true);
  });

  it('does not let a plain skip replace the goal a returning user already has', async () => {
    const stub = serve();
    const scope = fork({ values: [[$sessionStatus, 'unknown']] });
    await allSettled(onboardingFinished, { scope });
    await allSettled(userReceived, { scope, params: { ...guest, dailyGoal: 30 } });
    expect(stub.calls('PATCH', '/api/v1/user/learning-settings')).toHaveLength(0);
    expect(scope.getState($user)?.dailyGoal).toBe(30);
    expect(localStorage.getItem(STORAGE_KEYS.pendingDailyGoal)).toBeNull();
  });

  it('opens the tour again only when settings ask for it, and closes it when it ends again', async () => {
    const scope = fork();
    await allSettled(onboardingFinished, { scope });
    expect(scope.getState($tourClosed)).toBe(true);
    await allSettled(tourReplayRequested, { scope });
    expect(scope.getState($tourClosed)).toBe(false);
    await allSettled(onboardingFinished, { scope });
    expect(scope.getState($tourClosed)).toBe(true);
  });
});
