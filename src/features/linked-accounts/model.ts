import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiEffect, fetchIdentities, unlinkIdentity, type ApiError, type IdentitiesDto, type IdentityProvider } from '../../shared/api';
import { userCleared } from '../../entities/user';
import { t } from '../../shared/i18n';
import { showSuccess } from '../../shared/toasts';
import '../../shared/i18n/lazy/profile';

export const identitiesRequested = createEvent();
export const unlinkClicked = createEvent<IdentityProvider>();

export const fetchIdentitiesFx = createApiEffect(fetchIdentities);
export const unlinkFx = createApiEffect(async (provider: IdentityProvider) => {
  await unlinkIdentity(provider);
  return provider;
});

export const $identities = createStore<IdentitiesDto | null>(null)
  .on(fetchIdentitiesFx.doneData, (_, value) => value)
  .on(unlinkFx.doneData, (value, provider) => (value ? { ...value, identities: value.identities.filter((i) => i.provider !== provider) } : value))
  .reset(userCleared);
export const $identitiesLoading = fetchIdentitiesFx.pending;
export const $unlinking = createStore<IdentityProvider | null>(null)
  .on(unlinkFx, (_, provider) => provider)
  .reset(unlinkFx.finally);
/** The last unlink failure: 412 `last-login-method` when it is the only way left to sign in. */
export const $unlinkError = createStore<{ provider: IdentityProvider; error: ApiError } | null>(null)
  .on(unlinkFx.fail, (_, { params, error }) => ({ provider: params, error }))
  .reset(unlinkFx, userCleared);

sample({ clock: identitiesRequested, source: fetchIdentitiesFx.pending, filter: (pending) => !pending, target: fetchIdentitiesFx });
sample({ clock: unlinkClicked, source: $unlinking, filter: (busy) => busy === null, fn: (_, provider) => provider, target: unlinkFx });
const announceUnlinkedFx = createEffect(() => showSuccess(t('profile:accounts.unlinked')));
sample({ clock: unlinkFx.done, target: announceUnlinkedFx });
