import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchUser, postGuest, postLogout, setBearerToken, unauthorized } from '../../shared/api';
import { navigateFx } from '../../shared/navigation';
import { $platform, unauthorizedPath } from '../../shared/platform';
import { progressCleared, fetchProgressFx } from '../progress';
import { restoreUserFx, userCleared, userReceived } from '../user';

/** unknown → nothing known yet; restored → the encrypted copy is shown; ready → the server has answered. */
export type SessionStatus = 'unknown' | 'restored' | 'ready';

export const appStarted = createEvent();
export const loggedOut = createEvent();
export const guestStartRequested = createEvent();
/** A 401 killed the session: forget everything about the user. */
export const sessionReset = createEvent();

export const fetchUserFx = createEffect(fetchUser);
export const logoutFx = createEffect(postLogout);
export const startGuestFx = createEffect(postGuest);
export const forgetTokenFx = createEffect(() => setBearerToken(null));

export const $sessionStatus = createStore<SessionStatus>('unknown');
export const $isSessionKnown = $sessionStatus.map((s) => s !== 'unknown');
export const $isLoggingOut = logoutFx.pending;
export const $isGuestStarting = startGuestFx.pending;
/** Fires after the user was reloaded following `POST auth/guest`. */
export const guestSessionStarted = createEvent();

// Restore and revalidate in parallel; a late restore must not overwrite the server's fresher answer.
sample({ clock: appStarted, target: [restoreUserFx, fetchUserFx] });

/** True once GET user answered (user or anonymous); a failed call does not count. */
const $serverAnswered = createStore(false).on(fetchUserFx.done, () => true);

sample({
  clock: restoreUserFx.doneData,
  source: $serverAnswered,
  filter: (answered, user) => !answered && user !== null,
  fn: (_, user) => user!,
  target: userReceived,
});
$sessionStatus.on(restoreUserFx.doneData, (status, user) => (status === 'unknown' && user ? 'restored' : status));

sample({ clock: fetchUserFx.doneData, filter: (user) => user !== null, fn: (user) => user!, target: userReceived });
sample({ clock: fetchUserFx.doneData, filter: (user) => user === null, target: [userCleared, progressCleared] });
// Offline or a broken server: keep whatever was restored, but stop waiting for it.
$sessionStatus.on(fetchUserFx.finally, () => 'ready');

sample({ clock: fetchUserFx.doneData, filter: (user) => user !== null, target: fetchProgressFx });

// Spec §4: the logout call may fail — the local session ends and the app goes to / regardless.
sample({ clock: loggedOut, target: logoutFx });
sample({ clock: logoutFx.finally, target: [userCleared, progressCleared, forgetTokenFx] });
sample({ clock: logoutFx.finally, fn: () => ({ to: '/', replace: true }), target: navigateFx });

sample({ clock: guestStartRequested, target: startGuestFx });
sample({ clock: startGuestFx.doneData, target: userReceived });
sample({ clock: startGuestFx.done, target: fetchUserFx });
const $awaitingGuestReload = createStore(false)
  .on(startGuestFx.done, () => true)
  .on(fetchUserFx.fail, () => false)
  .reset(guestSessionStarted);
sample({ clock: fetchUserFx.done, source: $awaitingGuestReload, filter: Boolean, fn: () => undefined, target: guestSessionStarted });

// Spec §2/§4: on 401 the session store is reset and the app leaves for the root (inside VK: the VK login page).
sample({ clock: unauthorized, target: sessionReset });
sample({ clock: sessionReset, target: [userCleared, progressCleared, forgetTokenFx] });
sample({
  clock: sessionReset,
  source: $platform,
  fn: (platform) => ({ to: unauthorizedPath(platform), replace: true }),
  target: navigateFx,
});
