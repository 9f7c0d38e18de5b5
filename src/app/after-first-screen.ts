import { allSettled, type Scope } from 'effector';
import { idleAfterFirstScreen } from '../shared/lib';

/**
 * Training answers an earlier tab could not send (the IndexedDB outbox, entities/review): its model, store and
 * request are not in the shell but loaded once the first screen is shown and the browser is idle (or with the
 * training screen, which imports them). Then it reads what was left, sends it and from then on sends on every
 * reconnect. Nothing before that is lost: the outbox starts from the browser's connection state and what IndexedDB
 * holds at that moment, so a reconnect meanwhile is simply the state it finds.
 */
export function startOutboxAfterFirstScreen(scope: Scope): Promise<void> {
  return idleAfterFirstScreen()
    .then(() => import('../entities/review'))
    .then(({ outboxStarted }) => allSettled(outboxStarted, { scope }))
    .catch((error: unknown) => console.warn('[slovo] the answer outbox failed to load', error));
}
