import { createEffect, sample } from 'effector';
import { $lastFailure, decisionKeptOffline, undoFx } from '../../../features/know-or-learn';
import { isBlockCode } from '../../../entities/feed';
import type { ApiError } from '../../../shared/api';
import { levelUpFx } from '../../../features/level-up';
import { t } from '../../../shared/i18n';
import { showError, showSuccess, showToast } from '../../../shared/toasts';
import '../../../shared/i18n/lazy/feed';

/** The feed's own messages: a decision that could not be delivered, an undo refused, a level-up done. */
/** Spec §8: 429 asks for a break, a 412 without a known limit code says the action is not allowed now. */
function failureText(error: ApiError): string {
  if (error.kind === 'http' && error.status === 429) return t('errors:tooManyRequests');
  if (error.kind === 'http' && error.status === 412) return t('errors:412');
  return t('feed:failure');
}
const failureShownFx = createEffect((error: ApiError) => showError(failureText(error)));
const keptOfflineFx = createEffect(() => showToast({ kind: 'info', message: t('feed:keptOffline') }));
const undoRefusedFx = createEffect(() => showError(t('feed:undoRefused')));
const leveledUpFx = createEffect((to: string) => showSuccess(t('feed:levelUp.done', { to: to.toUpperCase() })));

// Offline is not a failure here: the decision waits in the outbox (decisionKeptOffline says so). A 412 with a known
// limit code is explained by the limit sheet; any other 412 gets the spec's general text.
sample({
  clock: $lastFailure.updates,
  filter: (error): error is ApiError =>
    error !== null &&
    error.kind !== 'offline' &&
    !(error.kind === 'http' && [401, 404, 409].includes(error.status)) &&
    !(error.kind === 'http' && error.status === 412 && isBlockCode(error.code)),
  target: failureShownFx,
});
sample({ clock: decisionKeptOffline, target: keptOfflineFx });
sample({
  clock: undoFx.failData,
  filter: (error) => error.kind === 'http' && error.code === 'undo-unavailable',
  target: undoRefusedFx,
});
sample({ clock: levelUpFx.done, fn: ({ params }) => params, target: leveledUpFx });
