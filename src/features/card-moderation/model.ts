import { createEffect, createEvent, createStore, sample } from 'effector';
import { t } from '../../shared/i18n';
import { showSuccess } from '../../shared/toasts';
import { approveCard, fetchModerationCard, fetchQueue, rejectCard, type Corrections, type ModerationCard, type QueueItem, type QueueStatus } from './api';

/** The moderation queue (oldest first, `overdue` flagged by the server) and one card's review. */
export const queueOpened = createEvent<QueueStatus>();
const queueFx = createEffect((status: QueueStatus) => fetchQueue(status));
export const $queueStatus = createStore<QueueStatus>('moderation').on(queueOpened, (_, s) => s);
export const $queue = createStore<QueueItem[] | null>(null)
  .on(queueOpened, () => null)
  .on(queueFx.doneData, (_, result) => result.data);
export const $queueTotal = createStore<number | null>(null).on(queueFx.doneData, (_, r) => r.meta.total ?? null);
sample({ clock: queueOpened, target: queueFx });

export const reviewOpened = createEvent<string>();
export const approveClicked = createEvent<{ id: number; corrections: Corrections }>();
export const rejectClicked = createEvent<{ id: number; reason: string }>();
const reviewFx = createEffect((id: string) => fetchModerationCard(id));
const approveFx = createEffect(({ id, corrections }: { id: number; corrections: Corrections }) => approveCard(id, corrections));
const rejectFx = createEffect(({ id, reason }: { id: number; reason: string }) => rejectCard(id, reason));
export const $review = createStore<ModerationCard | null>(null)
  .on(reviewOpened, () => null)
  .on([reviewFx.doneData, approveFx.doneData, rejectFx.doneData], (_, card) => card);
export const $reviewMissing = createStore(false)
  .on(reviewFx.fail, () => true)
  .reset(reviewOpened);
export const $deciding = createStore(false)
  .on([approveFx, rejectFx], () => true)
  .on([approveFx.finally, rejectFx.finally], () => false);
sample({ clock: reviewOpened, target: reviewFx });
sample({ clock: approveClicked, target: approveFx });
sample({ clock: rejectClicked, target: rejectFx });
const doneFx = createEffect(() => showSuccess(t('cards:admin.done')));
sample({ clock: [approveFx.done, rejectFx.done], target: doneFx });
