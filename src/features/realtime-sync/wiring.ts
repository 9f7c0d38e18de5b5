/**
 * Live updates, the part the shell carries: every change of the signed-in user from the start, passed in order to
 * the rest of the feature (./model.ts: the connection and what each event changes), which loads once the first screen
 * is shown and the browser is idle — the connection (and laravel-echo, loaded by it) never competes with the first
 * screen. Not awaited by the effect: a scope's allSettled must not wait for the first screen.
 */
import { createEffect, sample } from 'effector';
import { $userId } from '../../entities/user';
import { callUnit, idleAfterFirstScreen, loadOnce } from '../../shared/lib';

export const loadRealtimeModel = loadOnce(() => import('./model'));

const userChangedFx = createEffect((id: number | string | null) => {
  idleAfterFirstScreen()
    .then(loadRealtimeModel)
    .then(
      ({ signedInUserChanged }) => callUnit(signedInUserChanged, id),
      (error: unknown) => console.warn('[slovo] live updates failed to load', error),
    );
});
sample({ clock: $userId.updates, target: userChangedFx });
