import { createEffect, createEvent, createStore, sample } from 'effector';
import { t } from '../../shared/i18n';
import { createApiEffect, messageKeyFor, type ApiError } from '../../shared/api';
import { showError, showSuccess } from '../../shared/toasts';
import { approveCard, fetchModerationCard, fetchQueue, rejectCard, type Corrections, type ModerationCard, type QueueItem, type QueueStatus } from './api';

/** The moderation queue (oldest first, `overdue` flagged by the server) and one card's review. */
export const queueOpened = createEvent<QueueStatus>();
const fetchQueueFx = createApiEffect((status: QueueStatus) => fetchQueue(status));
export const $queueStatus = createStore<QueueStatus>('moderation').on(queueOpened, (_, s) => s);
export const $queue = createStore<QueueItem[] | null>(null)
  .on(queueOpened, () => null)
  .on(fetchQueueFx.doneData, (_, result) => result.data);
export const $queueTotal = createStore<number | null>(null).on(fetchQueueFx.doneData, (_, r) => r.meta.total ?? null);
sample({ clock: queueOpened, target: fetchQueueFx });

export const reviewOpened = createEvent<string>();
/** A decision names the version the admin is looking at (`version` of the review). */
export const approveClicked = createEvent<{ id: number; version: number; corrections: Corrections }>();
export const rejectClicked = createEvent<{ id: number; version: number; reason: string }>();
const fetchReviewFx = createApiEffect((id: string) => fetchModerationCard(id));
const approveFx = createApiEffect(({ id, version, corrections }: { id: number; version: number; corrections: Corrections }) => approveCard(id, version, corrections));
const rejectFx = createApiEffect(({ id, version, reason }: { id: number; version: number; reason: string }) => rejectCard(id, version, reason));
export const $review = createStore<ModerationCard | null>(null)
  .on(reviewOpened, () => null)
  .on([fetchReviewFx.doneData, approveFx.doneData, rejectFx.doneData], (_, card) => card);
export const $reviewMissing = createStore(false)
  .on(fetchReviewFx.fail, () => true)
  .reset(reviewOpened);
export const $deciding = createStore(false)
  .on([approveFx, rejectFx], () => true)
  .on([approveFx.finally, rejectFx.finally], () => false);
sample({ clock: reviewOpened, target: fetchReviewFx });
sample({ clock: approveClicked, target: approveFx });
sample({ clock: rejectClicked, target: rejectFx });
const showDoneFx = createEffect(() => showSuccess(t('cards:admin.done')));
sample({ clock: [approveFx.done, rejectFx.done], target: showDoneFx });

/** 409: the author changed the card after it was opened. Say so and show the new version, which is what gets decided. */
const changed = (error: ApiError) => error.kind === 'http' && error.status === 409;
const decisionFailed = [approveFx.fail, rejectFx.fail];
const showDecisionErrorFx = createEffect((error: ApiError) => {
  if (changed(error)) return showError(t('cards:admin.changed'));
  const key = error.kind === 'http' ? messageKeyFor(error.status, error.code) : 'errors:http.default';
  if (key) showError(t(key, { status: error.kind === 'http' ? error.status : 0 }));
});
sample({ clock: decisionFailed, fn: ({ error }) => error, target: showDecisionErrorFx });
sample({ clock: decisionFailed, filter: ({ error }) => changed(error), fn: ({ params }) => String(params.id), target: fetchReviewFx });
