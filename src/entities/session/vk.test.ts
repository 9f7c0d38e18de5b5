import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../shared/api';
import { navigateFx } from '../../shared/navigation';
import { platformDetected } from '../../shared/platform';
import { fetchProgressFx } from '../progress';
import { $user, persistUserFx, restoreUserFx } from '../user';
import {
  $isSessionKnown,
  $vkLoginError,
  appStarted,
  applyTokenFx,
  fetchUserFx,
  forgetTokenFx,
  keepTokenFx,
  loggedOut,
  logoutFx,
  restoreTokenFx,
  vkLoginFx,
  vkLoginRequested,
  type StoredToken,
} from './model';
import { aUser } from '../../test/fixtures';

const ivan: UserDto = aUser({ id: 7, name: 'Иван Тестов', email: null, locale: 'ru' });
const progress = { level: 'a1', test: { rejected: false, result: null }, points: 0, streak: 0 };

function vkScope(options: { stored?: StoredToken | null; fetchUser?: () => Promise<UserDto | null>; vkLogin?: () => Promise<{ token: string; user: UserDto }> } = {}) {
  const calls = {
    vkLogin: vi.fn(options.vkLogin ?? (async () => ({ token: 'new|token', user: ivan }))),
    fetchUser: vi.fn(options.fetchUser ?? (async () => ivan)),
    apply: vi.fn((_: string) => undefined),
    keep: vi.fn(async (_: StoredToken) => undefined),
    forget: vi.fn(async () => undefined),
    navigate: vi.fn(async (_: { to: string; replace?: boolean }) => undefined),
  };
  const scope = fork({
    handlers: [
      [restoreTokenFx, async () => options.stored ?? null],
      [restoreUserFx, async () => null],
      [persistUserFx, async () => undefined],
      [fetchProgressFx, async () => progress],
      [vkLoginFx, calls.vkLogin],
      [fetchUserFx, calls.fetchUser],
      [applyTokenFx, calls.apply],
      [keepTokenFx, calls.keep],
      [forgetTokenFx, calls.forget],
      [logoutFx, async () => undefined],
      [navigateFx, calls.navigate],
    ],
  });
  return { scope, calls };
}

async function startInVk(scope: ReturnType<typeof fork>) {
  await allSettled(platformDetected, { scope, params: { platform: 'vk', detail: { vk_user_id: 777001 } } });
  await allSettled(appStarted, { scope });
}

describe('session inside VK (bearer token)', () => {
  it('logs in once with the launch params when no token is stored, keeps the token and shows the user', async () => {
    const { scope, calls } = vkScope();
    await startInVk(scope);
    expect(calls.vkLogin).toHaveBeenCalledTimes(1);
    expect(calls.fetchUser).not.toHaveBeenCalled();
    expect(calls.keep).toHaveBeenCalledWith({ token: 'new|token', vkUserId: '777001' });
    expect(scope.getState($user)).toEqual(ivan);
    expect(scope.getState($isSessionKnown)).toBe(true);
  });

  it('reuses the stored token of the same VK user after a reload (GET user with it, no new login)', async () => {
    const { scope, calls } = vkScope({ stored: { token: 'old|token', vkUserId: '777001' } });
    await startInVk(scope);
    expect(calls.apply).toHaveBeenCalledWith('old|token');
    expect(calls.fetchUser).toHaveBeenCalledTimes(1);
    expect(calls.vkLogin).not.toHaveBeenCalled();
    expect(scope.getState($user)).toEqual(ivan);
  });

  it('logs in again when the server no longer knows the stored token', async () => {
    const { scope, calls } = vkScope({ stored: { token: 'dead|token', vkUserId: '777001' }, fetchUser: async () => null });
    await startInVk(scope);
    expect(calls.forget).toHaveBeenCalled();
    expect(calls.vkLogin).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)).toEqual(ivan);
    expect(scope.getState($isSessionKnown)).toBe(true);
  });

  it('ignores a token stored for another VK user', async () => {
    const { scope, calls } = vkScope({ stored: { token: 'other|token', vkUserId: '42' } });
    await startInVk(scope);
    expect(calls.apply).not.toHaveBeenCalled();
    expect(calls.vkLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure for the /vk screen and retries on request', async () => {
    let fail = true;
    const { scope, calls } = vkScope({
      vkLogin: async () => {
        if (fail) throw Object.assign(new Error('stale'), { status: 401 });
        return { token: 't', user: ivan };
      },
    });
    await startInVk(scope);
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($vkLoginError)).not.toBeNull();
    expect(scope.getState($isSessionKnown)).toBe(true);
    fail = false;
    await allSettled(vkLoginRequested, { scope });
    expect(calls.vkLogin).toHaveBeenCalledTimes(2);
    expect(scope.getState($vkLoginError)).toBeNull();
    expect(scope.getState($user)).toEqual(ivan);
  });

  it('drops the token on logout', async () => {
    const { scope, calls } = vkScope();
    await startInVk(scope);
    await allSettled(loggedOut, { scope });
    expect(calls.forget).toHaveBeenCalled();
    expect(scope.getState($user)).toBeNull();
    expect(calls.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('never logs in with VK on the web', async () => {
    const { scope, calls } = vkScope();
    await allSettled(appStarted, { scope });
    expect(calls.vkLogin).not.toHaveBeenCalled();
    expect(calls.fetchUser).toHaveBeenCalledTimes(1);
  });
});
