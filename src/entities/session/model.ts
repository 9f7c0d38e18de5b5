import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  createApiEffect,
  fetchUser,
  loginWithVk,
  postGuest,
  postLogout,
  setBearerToken,
  unauthorized,
  type ApiError,
} from '../../shared/api';
import { $currentRoute, navigateFx, rememberIntendedRoute } from '../../shared/navigation';
import { $platform, $platformDetail, getVkUserInfo, rawLaunchSearch, unauthorizedPath } from '../../shared/platform';
import { createSecureStore, STORAGE_KEYS, type SecureStore } from '../../shared/storage';
import { progressCleared, fetchProgressFx } from '../progress/@x/session';
import { $user, restoreUserFx, userCleared, userReceived, type User } from '../user/@x/session';
import { pathFor } from '../../shared/config';

/** unknown → nothing known yet; restored → the encrypted copy is shown; ready → the server has answered. */
export type SessionStatus = 'unknown' | 'restored' | 'ready';

/** The VK bearer token as kept in the encrypted store, with the VK user it belongs to. */
export interface StoredToken {
  token: string;
  vkUserId: string;
}

export const appStarted = createEvent();
export const loggedOut = createEvent();
export const guestStartRequested = createEvent();
/** A 401 killed the session: forget everything about the user. */
export const sessionReset = createEvent();
/** Login, registration, a confirmed e-mail or an OAuth return produced this user: show it and reload progress. */
export const sessionEstablished = createEvent<User>();
/** The server deleted the account (DELETE user): end the local session like a logout, without calling logout. */
export const accountDeleted = createEvent();
/** The /vk screen asks to (re)try the VK login with the launch params. */
export const vkLoginRequested = createEvent();

export const fetchUserFx = createApiEffect(fetchUser);
export const logoutFx = createApiEffect(postLogout);
export const startGuestFx = createApiEffect(postGuest);

let tokenStore: SecureStore<StoredToken> | null = null;
const tokenStorage = () => (tokenStore ??= createSecureStore<StoredToken>({ storageKey: STORAGE_KEYS.authToken }));

/** Drops the bearer token from memory and from the encrypted store (logout, 401, a token the server refused). */
export const forgetTokenFx = createEffect(async () => {
  setBearerToken(null);
  await tokenStorage().clear();
});
export const restoreTokenFx = createEffect(async (): Promise<StoredToken | null> => tokenStorage().load());
export const keepTokenFx = createEffect(async (stored: StoredToken) => {
  setBearerToken(stored.token);
  await tokenStorage().save(stored);
});
export const applyTokenFx = createEffect((token: string) => setBearerToken(token));

/** POST auth/vk with the raw launch query and the VK profile (raced with a timeout inside getVkUserInfo). */
export const vkLoginFx = createApiEffect(async () => loginWithVk(rawLaunchSearch, await getVkUserInfo()));

export const rememberRouteFx = createEffect((path: string) => rememberIntendedRoute(path));

/**
 * Leaves for a public page first and forgets the user after: forgetting first would let the guard of the page being
 * left (say /profile) send the now anonymous visitor to the login page instead.
 */
const forgetSessionFx = attach({ effect: navigateFx, mapParams: (to: string) => ({ to, replace: true }) });

export const $sessionStatus = createStore<SessionStatus>('unknown');
export const $isSessionKnown = $sessionStatus.map((s) => s !== 'unknown');
export const $isLoggingOut = logoutFx.pending;
export const $isGuestStarting = startGuestFx.pending;
export const $isVkLoggingIn = vkLoginFx.pending;
/** Why the last VK login failed (shown on /vk with a retry); null while it runs or after it worked. */
export const $vkLoginError = createStore<ApiError | null>(null, { serialize: 'ignore' })
  .on(vkLoginFx.failData, (_, error) => error)
  .reset(vkLoginFx, vkLoginFx.done);
/** Fires after the user was reloaded following `POST auth/guest`. */
export const guestSessionStarted = createEvent();

/** The session question is answered (a user, or definitely nobody): guards stop waiting. */
const sessionSettled = createEvent();
$sessionStatus.on(sessionSettled, () => 'ready');

const $vkUserId = $platformDetail.map((detail) => (detail?.vk_user_id === undefined ? '' : String(detail.vk_user_id)));
/** Inside VK at start: a stored token is being tried with GET user. */
const $resumingVkToken = createStore(false);

sample({ clock: appStarted, target: restoreUserFx });
// The web: the cookie session answers GET user (anonymous = 401, which fetchUser turns into null).
sample({ clock: appStarted, source: $platform, filter: (platform) => platform === 'web', target: fetchUserFx });
// VK: the session is a bearer token only — reuse the stored one of this VK user, else log in with the launch params.
sample({ clock: appStarted, source: $platform, filter: (platform) => platform === 'vk', target: restoreTokenFx });
const tokenFound = sample({
  clock: restoreTokenFx.doneData,
  source: $vkUserId,
  filter: (vkUserId, stored): stored is StoredToken => Boolean(stored?.token && vkUserId && stored.vkUserId === vkUserId),
  fn: (_, stored) => stored as StoredToken,
});
$resumingVkToken.on(tokenFound, () => true).reset(sessionSettled, vkLoginFx);
sample({ clock: tokenFound, fn: (stored) => stored.token, target: applyTokenFx });
sample({ clock: tokenFound, target: fetchUserFx });
sample({
  clock: restoreTokenFx.finally,
  source: $vkUserId,
  filter: (vkUserId, result) =>
    result.status === 'fail' || !(result.result?.token && vkUserId && result.result.vkUserId === vkUserId),
  target: vkLoginFx,
});
// A stored token the server no longer knows: forget it and log in again (still once per start).
const storedTokenRejected = sample({
  clock: fetchUserFx.doneData,
  source: $resumingVkToken,
  filter: (resuming, user) => resuming && user === null,
});
sample({ clock: storedTokenRejected, target: [forgetTokenFx, vkLoginFx] });

sample({
  clock: vkLoginFx.doneData,
  source: $vkUserId,
  fn: (vkUserId, { token }): StoredToken => ({ token, vkUserId }),
  target: keepTokenFx,
});
sample({ clock: vkLoginFx.doneData, fn: ({ user }) => user, target: sessionEstablished });
sample({ clock: vkLoginFx.finally, target: sessionSettled });
sample({ clock: vkLoginRequested, source: $isVkLoggingIn, filter: (pending) => !pending, target: vkLoginFx });

/** True once GET user answered (user or anonymous); a failed call does not count. */
const $serverAnswered = createStore(false).on(fetchUserFx.done, () => true).on(vkLoginFx.done, () => true);

sample({
  clock: restoreUserFx.doneData,
  source: $serverAnswered,
  filter: (answered, user) => !answered && user !== null,
  fn: (_, user) => user!,
  target: userReceived,
});
$sessionStatus.on(restoreUserFx.doneData, (status, user) => (status === 'unknown' && user ? 'restored' : status));

sample({ clock: fetchUserFx.doneData, filter: (user) => user !== null, fn: (user) => user!, target: userReceived });
sample({
  clock: fetchUserFx.doneData,
  source: $resumingVkToken,
  filter: (resuming, user) => user === null && !resuming,
  target: [userCleared, progressCleared],
});
// Offline or a broken server: keep whatever was restored, but stop waiting for it. A rejected VK token waits for the
// VK login instead.
const fetchSettles = sample({
  clock: fetchUserFx.finally,
  source: $resumingVkToken,
  filter: (resuming, result) => !(resuming && result.status === 'done' && result.result === null),
  fn: (_, result) => result.status,
});
// A failed GET user settles the session with the encrypted copy, so it waits until that copy has been read: offline,
// the request can fail (at once, or already in index.html's early request) before the copy is decrypted, and a
// signed-in learner would be sent to the login page.
const $restoreFinished = createStore(false).on(restoreUserFx.finally, () => true);
const $settleAfterRestore = createStore(false).reset(sessionSettled);
sample({ clock: fetchSettles, source: $restoreFinished, filter: (restored, status) => restored || status === 'done', target: sessionSettled });
sample({ clock: fetchSettles, source: $restoreFinished, filter: (restored, status) => !restored && status === 'fail', fn: () => true, target: $settleAfterRestore });
sample({ clock: restoreUserFx.finally, source: $settleAfterRestore, filter: Boolean, target: sessionSettled });

sample({ clock: fetchUserFx.doneData, filter: (user) => user !== null, target: fetchProgressFx });

sample({ clock: sessionEstablished, target: userReceived });
sample({ clock: sessionEstablished, target: fetchProgressFx });

// Spec §4: the logout call may fail — the local session ends and the app goes to / regardless.
sample({ clock: loggedOut, target: logoutFx });
sample({ clock: logoutFx.finally, fn: () => pathFor('main'), target: forgetSessionFx });
sample({ clock: forgetSessionFx.finally, target: [userCleared, progressCleared, forgetTokenFx] });

sample({ clock: accountDeleted, fn: () => pathFor('main'), target: forgetSessionFx });

sample({ clock: guestStartRequested, target: startGuestFx });
sample({ clock: startGuestFx.doneData, target: userReceived });
sample({ clock: startGuestFx.done, target: fetchUserFx });
const $awaitingGuestReload = createStore(false)
  .on(startGuestFx.done, () => true)
  .on(fetchUserFx.fail, () => false)
  .reset(guestSessionStarted);
sample({ clock: fetchUserFx.done, source: $awaitingGuestReload, filter: Boolean, fn: () => undefined, target: guestSessionStarted });

// Spec §2/§4: on 401 the session store is reset and the app leaves for the root (inside VK: the VK login page,
// which logs in again and then returns to where the user was).
// On the web only a session that existed can die: a 401 for a visitor nobody knew (a page that loaded before the
// guard sent it to /login) changes nothing, or it would pull the visitor off the login page.
sample({
  clock: unauthorized,
  source: { user: $user, platform: $platform },
  filter: ({ user, platform }) => platform === 'vk' || user !== null,
  target: sessionReset,
});
// The web leaves for / first (see forgetSessionFx); inside VK the guards send login routes to /vk anyway, so forget at once.
sample({ clock: sessionReset, source: $platform, filter: (platform) => platform === 'web', fn: () => pathFor('main'), target: forgetSessionFx });
sample({ clock: sessionReset, source: $platform, filter: (platform) => platform === 'vk', target: [userCleared, progressCleared, forgetTokenFx] });
sample({
  clock: sessionReset,
  source: { platform: $platform, route: $currentRoute },
  filter: ({ platform, route }) => platform === 'vk' && Boolean(route) && route!.pathname !== pathFor('vk-login'),
  fn: ({ route }) => `${route!.pathname}${route!.search}`,
  target: rememberRouteFx,
});
sample({
  clock: sessionReset,
  source: $platform,
  filter: (platform) => platform === 'vk',
  fn: (platform) => ({ to: unauthorizedPath(platform), replace: true }),
  target: navigateFx,
});
