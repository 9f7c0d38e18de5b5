import { createEffect, sample } from 'effector';
import { $lastFailure, undoFx } from '../../../features/know-or-learn';
import { levelUpFx } from '../../../features/level-up';
import { t } from '../../../shared/i18n';
import { showError, showSuccess } from '../../../shared/toasts';

/** The feed's own messages: a decision that could not be delivered, an undo refused, a level-up done. */
const failureShownFx = createEffect(() => showError(t('feed:failure')));
const undoRefusedFx = createEffect(() => showError(t('feed:undoRefused')));
const leveledUpFx = createEffect((to: string) => showSuccess(t('feed:levelUp.done', { to: to.toUpperCase() })));

sample({
  clock: $lastFailure.updates,
  filter: (error) => error !== null && !(error.kind === 'http' && [401, 404, 409, 412].includes(error.status)),
  target: failureShownFx,
});
sample({
  clock: undoFx.failData,
  filter: (error) => (error as { code?: string }).code === 'undo-unavailable',
  target: undoRefusedFx,
});
sample({ clock: levelUpFx.done, fn: ({ params }) => params, target: leveledUpFx });
