import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiEffect, resendVerification, verifyEmailCode, type ApiError } from '../../shared/api';
import { sessionEstablished } from '../../entities/session';
import { createForm, sixDigits } from '../../shared/form';
import { t } from '../../shared/i18n';
import { showSuccess } from '../../shared/toasts';
import '../../shared/i18n/lazy/auth';

/** The server lets a new letter go 60 s after the previous one (docs/api.md, 429 + Retry-After). */
export const RESEND_THROTTLE_MS = 60_000;

export const resendClicked = createEvent();
/** A letter was just sent by someone else (registration): the resend button waits out the throttle. */
export const verificationMailSent = createEvent();

export const resendFx = createApiEffect(async () => {
  await resendVerification();
  return Date.now() + RESEND_THROTTLE_MS;
});
const markSentFx = createEffect(() => Date.now() + RESEND_THROTTLE_MS);
/** A 429 tells how long to wait; the countdown then shows the server's number. */
const throttledUntilFx = createEffect((error: ApiError): number | null =>
  error.kind === 'http' && error.retryAfter !== undefined ? Date.now() + error.retryAfter * 1000 : null,
);
const announceSentFx = createEffect(() => showSuccess(t('auth:verification.resent')));

/** When the resend button unlocks again (unix ms); null = now. */
export const $resendAvailableAt = createStore<number | null>(null)
  .on(resendFx.doneData, (_, at) => at)
  .on(markSentFx.doneData, (_, at) => at)
  .on(throttledUntilFx.doneData, (previous, at) => at ?? previous);
export const $resendPending = resendFx.pending;
/** The last resend failure other than the throttle (already confirmed, no e-mail, offline…). */
export const $resendFailure = createStore<ApiError | null>(null)
  .on(resendFx.failData, (_, error) => (error.kind === 'http' && error.status === 429 ? null : error))
  .reset(resendFx);

sample({ clock: resendClicked, source: resendFx.pending, filter: (pending) => !pending, target: resendFx });
sample({ clock: verificationMailSent, target: markSentFx });
sample({ clock: resendFx.failData, target: throttledUntilFx });
sample({ clock: resendFx.done, target: announceSentFx });

/** The 6-digit code from the letter (spec §5: "Invalid verification code"). */
export const codeForm = createForm({
  initial: { code: '' },
  validate: (values) => {
    const issue = sixDigits(values.code);
    return issue ? { code: issue } : {};
  },
  submitFx: createApiEffect(({ code }: { code: string }) => verifyEmailCode(code.trim())),
});

const announceVerifiedFx = createEffect(() => showSuccess(t('auth:verification.confirmedToast')));
sample({ clock: codeForm.succeeded, target: [sessionEstablished, announceVerifiedFx] });
sample({ clock: codeForm.succeeded, target: codeForm.reset });
