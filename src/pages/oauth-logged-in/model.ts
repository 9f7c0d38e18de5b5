import { createEvent, createStore, sample } from 'effector';
import { createApiEffect, fetchUser, safeReturnPath, type UserDto } from '../../shared/api';
import { sessionEstablished } from '../../entities/session';
import { navigateFx, takeIntendedRoute } from '../../shared/navigation';

/** The provider round trip ended well: reload the user the server signed in, then go back where the user was. */
export const oauthReturned = createEvent<{ returnTo: string | null }>();

export const reloadUserFx = createApiEffect(async ({ returnTo }: { returnTo: string | null }): Promise<{ user: UserDto | null; to: string }> => {
  const user = await fetchUser();
  // The remembered route was carried through the provider as `return`; it is spent now either way.
  takeIntendedRoute();
  return { user, to: safeReturnPath(returnTo) };
});

export type OAuthLandingState = 'idle' | 'loading' | 'no-user' | 'failed';
export const $landingState = createStore<OAuthLandingState>('idle')
  .on(reloadUserFx, () => 'loading')
  .on(reloadUserFx.doneData, (_, { user }) => (user ? 'idle' : 'no-user'))
  .on(reloadUserFx.fail, () => 'failed');

sample({ clock: oauthReturned, source: reloadUserFx.pending, filter: (pending) => !pending, fn: (_, params) => params, target: reloadUserFx });
sample({ clock: reloadUserFx.doneData, filter: ({ user }) => user !== null, fn: ({ user }) => user!, target: sessionEstablished });
sample({
  clock: reloadUserFx.doneData,
  filter: ({ user }) => user !== null,
  fn: ({ to }) => ({ to, replace: true }),
  target: navigateFx,
});

/** Error codes of the callback (docs/api.md); anything else reads as a generic provider failure. */
export const OAUTH_ERRORS = ['state', 'denied', 'provider', 'identity-taken', 'unavailable'] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];
export function oauthErrorCode(raw: string | null): OAuthErrorCode | null {
  if (!raw) return null;
  return (OAUTH_ERRORS as readonly string[]).includes(raw) ? (raw as OAuthErrorCode) : 'provider';
}
