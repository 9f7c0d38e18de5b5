import { createEffect, createEvent, createStore, sample } from 'effector';
import { t } from '../../shared/i18n';
import { createApiEffect } from '../../shared/api';
import { showSuccess } from '../../shared/toasts';
import { decideReports, fetchOpenReports, sendReport, type OpenReport, type ReportReason, type ReportTarget } from './api';
import '../../shared/i18n/lazy/reports';

/** A learner's report of a card or a comment; the outcome of sending it is the form's to show. */
export const reportFx = createApiEffect(({ target, id, reason, note }: { target: ReportTarget; id: number; reason: ReportReason; note: string }) => sendReport(target, id, reason, note));

/** The admin's queue of reported items (beside moderation) and the decisions on them. */
export const reportsOpened = createEvent();
export const decisionClicked = createEvent<{ target: ReportTarget; id: number; action: 'remove' | 'keep' }>();
const fetchReportsFx = createApiEffect(() => fetchOpenReports());
const decideFx = createApiEffect(({ target, id, action }: { target: ReportTarget; id: number; action: 'remove' | 'keep' }) => decideReports(target, id, action));
export const $openReports = createStore<OpenReport[] | null>(null)
  .on(reportsOpened, () => null)
  .on(fetchReportsFx.doneData, (_, list) => list)
  .on(decideFx.done, (list, { params }) => list?.filter((r) => !(r.target === params.target && r.targetId === params.id)) ?? null);
export const $deciding = createStore(false)
  .on(decideFx, () => true)
  .on(decideFx.finally, () => false);
sample({ clock: reportsOpened, target: fetchReportsFx });
sample({ clock: decisionClicked, target: decideFx });
const showDoneFx = createEffect(() => showSuccess(t('reports:admin.done')));
sample({ clock: decideFx.done, target: showDoneFx });
