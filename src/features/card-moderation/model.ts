import { createEffect, createEvent, createStore, sample } from 'effector';
import { t } from '../../shared/i18n';
import { createApiEffect } from '../../shared/api';
import { showSuccess } from '../../shared/toasts';
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
export const approveClicked = createEvent<{ id: number; corrections: Corrections }>();
export const rejectClicked = createEvent<{ id: number; reason: string }>();
const fetchReviewFx = createApiEffect((id: string) => fetchModerationCard(id));
const approveFx = createApiEffect(({ id, corrections }: { id: number; corrections: Corrections }) => approveCard(id, corrections));
const rejectFx = createApiEffect(({ id, reason }: { id: number; reason: string }) => rejectCard(id, reason));
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
