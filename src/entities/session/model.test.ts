import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../shared/api';
import { unauthorized } from '../../shared/api';
import { navigateFx } from '../../shared/navigation';
import { platformDetected } from '../../shared/platform';
import { $progress, fetchProgressFx } from '../progress';
import { $isAdmin, $isGuest, $user, persistUserFx, restoreUserFx } from '../user';
import {
  $sessionStatus,
  appStarted,
  fetchUserFx,
  forgetTokenFx,
  guestSessionStarted,
  guestStartRequested,
  loggedOut,
  logoutFx,
  startGuestFx,
  restoreTokenFx,
  vkLoginFx,
  keepTokenFx,
  applyTokenFx,
  rememberRouteFx,
} from './model';
import { aGuest, aUser } from '../../test/fixtures';

const anna: UserDto = aUser({ id: 1, isAdmin: true, locale: 'ru' });
const guest: UserDto = aGuest({ id: 2, locale: 'ru' });
const progress = { level: 'a1', test: { rejected: false, result: null }, points: 5, streak: 2 };

/** A scope with every effect that would touch the network, storage or the router replaced. */
function makeScope(overrides: { fetchUser?: () => Promise<UserDto | null>; restore?: () => Promise<UserDto | null>; logout?: () => Promise<void> } = {}) {
  const navigate = vi.fn(async (_: { to: string; replace?: boolean }) => undefined);
  const persist = vi.fn(async (_: UserDto | null) => undefined);
  const scope = fork({
    handlers: [
      [fetchUserFx, overrides.fetchUser ?? (async () => anna)],
      [restoreUserFx, overrides.restore ?? (async () => null)],
      [persistUserFx, persist],
      [fetchProgressFx, async () => progress],
      [logoutFx, overrides.logout ?? (async () => undefined)],
      [startGuestFx, async () => guest],
      [navigateFx, navigate],
      [forgetTokenFx, async () => undefined],
      [restoreTokenFx, async () => null],
      [vkLoginFx, async () => ({ token: 't', user: anna })],
      [keepTokenFx, async () => undefined],
      [applyTokenFx, () => undefined],
      [rememberRouteFx, () => undefined],
    ],
  });
  return { scope, navigate, persist };
}

describe('session', () => {
  it('loads the user and then the progress on start', async () => {
    const { scope } = makeScope();
    await allSettled(appStarted, { scope });
    expect(scope.getState($user)).toEqual(anna);
    expect(scope.getState($isAdmin)).toBe(true);
    expect(scope.getState($progress)).toEqual(progress);
    expect(scope.getState($sessionStatus)).toBe('ready');
  });

  it('treats a 401 on start as an anonymous visitor, not an error', async () => {
    const { scope } = makeScope({ fetchUser: async () => null });
    await allSettled(appStarted, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($sessionStatus)).toBe('ready');
  });

  it('keeps the restored user when the server cannot be reached', async () => {
    const { scope } = makeScope({
      restore: async () => anna,
      fetchUser: async () => {
        throw new Error('offline');
      },
    });
    await allSettled(appStarted, { scope });
    expect(scope.getState($user)).toEqual(anna);
    expect(scope.getState($sessionStatus)).toBe('ready');
  });

  it('offline, waits for the encrypted copy before settling even when the request fails first', async () => {
    let release: (user: UserDto) => void = () => undefined;
    const { scope } = makeScope({
      restore: () => new Promise((resolve) => (release = resolve)),
      fetchUser: async () => {
        throw new Error('offline');
      },
    });
    const started = allSettled(appStarted, { scope });
    await vi.waitFor(() => expect(scope.getState($sessionStatus)).toBe('unknown'));
    await new Promise((r) => setTimeout(r, 0));
    // The request has failed; the session is still undecided while the copy is being read (the guards wait).
    expect(scope.getState($sessionStatus)).toBe('unknown');
    release(anna);
    await started;
    expect(scope.getState($user)).toEqual(anna);
    expect(scope.getState($sessionStatus)).toBe('ready');
  });

  it('prefers the server answer over a late restore', async () => {
    const { scope } = makeScope({
      restore: () => new Promise((resolve) => setTimeout(() => resolve(guest), 20)),
      fetchUser: async () => anna,
    });
    await allSettled(appStarted, { scope });
    expect(scope.getState($user)).toEqual(anna);
  });

  it('persists the user through the encrypted store', async () => {
    const { scope, persist } = makeScope();
    await allSettled(appStarted, { scope });
    expect(persist).toHaveBeenCalledWith(anna);
  });

  it('on logout clears user and progress and goes to /', async () => {
    const { scope, navigate, persist } = makeScope();
    await allSettled(appStarted, { scope });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($progress)).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    expect(persist).toHaveBeenLastCalledWith(null);
  });

  it('logs out locally and goes to / even when the logout call fails', async () => {
    const { scope, navigate } = makeScope({
      logout: async () => {
        throw new Error('network');
      },
    });
    await allSettled(appStarted, { scope });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('starts a guest session and reloads the user', async () => {
    let serverUser: UserDto | null = null;
    const { scope } = makeScope({ fetchUser: async () => serverUser });
    await allSettled(appStarted, { scope });
    expect(scope.getState($user)).toBeNull();
    const started = vi.fn();
    const sub = guestSessionStarted.watch(started);
    serverUser = guest;
    await allSettled(guestStartRequested, { scope });
    expect(scope.getState($isGuest)).toBe(true);
    expect(started).toHaveBeenCalledTimes(1);
    sub.unsubscribe();
  });

  it('on 401 resets the session and goes to / on the web', async () => {
    const { scope, navigate } = makeScope();
    await allSettled(appStarted, { scope });
    await allSettled(unauthorized, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($progress)).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('ignores a 401 on the web when nobody was signed in (no pull away from the login page)', async () => {
    const { scope, navigate } = makeScope();
    await allSettled(unauthorized, { scope });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 inside VK leaves for the VK login page', async () => {
    const { scope, navigate } = makeScope();
    await allSettled(platformDetected, { scope, params: { platform: 'vk', detail: { vk_user_id: 1 } } });
    await allSettled(appStarted, { scope });
    await allSettled(unauthorized, { scope });
    expect(navigate).toHaveBeenCalledWith({ to: '/vk', replace: true });
  });
});
