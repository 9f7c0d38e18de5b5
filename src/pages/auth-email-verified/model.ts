import { createEvent, createStore, sample } from 'effector';
import { createApiEffect, verifyEmailLink, type ApiError, type VerifyLinkInput } from '../../shared/api';
import { sessionEstablished } from '../../entities/session';

export type LinkState = { status: 'idle' } | { status: 'pending' } | { status: 'done'; alreadyVerified: boolean } | { status: 'error'; error: ApiError };

/** The page opened with a link: `/verify-email/{id}/{hash}?expires&signature`. */
export const linkOpened = createEvent<VerifyLinkInput>();
export const verifyLinkFx = createApiEffect(verifyEmailLink);

/** The link last sent, so a re-render (StrictMode, a language switch) does not post it twice. */
const $lastLink = createStore<string | null>(null).on(verifyLinkFx, (_, input) => JSON.stringify(input));

export const $linkState = createStore<LinkState>({ status: 'idle' })
  .on(verifyLinkFx, () => ({ status: 'pending' }))
  .on(verifyLinkFx.doneData, (_, { alreadyVerified }) => ({ status: 'done', alreadyVerified }))
  .on(verifyLinkFx.failData, (_, error) => ({ status: 'error', error }));

/** 403 `verification-link-invalid`: expired (24 h), forged, or opened by someone else (spec §8 verified-page error). */
export const isLinkRejected = (error: ApiError): boolean => error.kind === 'http' && error.status === 403;

sample({
  clock: linkOpened,
  source: { last: $lastLink, pending: verifyLinkFx.pending },
  filter: ({ last, pending }, input) => !pending && last !== JSON.stringify(input),
  fn: (_, input) => input,
  target: verifyLinkFx,
});
export const retryClicked = createEvent<VerifyLinkInput>();
sample({ clock: retryClicked, source: verifyLinkFx.pending, filter: (pending) => !pending, fn: (_, input) => input, target: verifyLinkFx });
sample({ clock: verifyLinkFx.doneData, fn: ({ user }) => user, target: sessionEstablished });
