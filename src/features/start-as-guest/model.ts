import { createEffect, createEvent, sample } from 'effector';
import { guestSessionStarted, guestStartRequested } from '../../entities/session';
import { navigateFx, takeIntendedRoute } from '../../shared/navigation';
import { pathFor } from '../../shared/config';

export const startAsGuestClicked = createEvent();

/** After the guest session exists, continue to the page the visitor wanted (or the feed). */
export const continueAfterGuestFx = createEffect(async () => {
  await navigateFx({ to: takeIntendedRoute() ?? pathFor('main'), replace: true });
});

sample({ clock: startAsGuestClicked, target: guestStartRequested });
sample({ clock: guestSessionStarted, target: continueAfterGuestFx });
