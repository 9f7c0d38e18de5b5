import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchOAuthProviders, type OAuthProvider } from '../../../shared/api';

/** A login or register screen wants the provider buttons. */
export const providersNeeded = createEvent();
export const loadProvidersFx = createEffect(fetchOAuthProviders);

/** null until the server answered; only configured providers get a button (a dead one would strand the learner). */
export const $oauthProviders = createStore<OAuthProvider[] | null>(null).on(loadProvidersFx.doneData, (_, list) => list);

sample({
  clock: providersNeeded,
  source: { list: $oauthProviders, pending: loadProvidersFx.pending },
  filter: ({ list, pending }) => list === null && !pending,
  fn: () => undefined,
  target: loadProvidersFx,
});
