import { createEvent, createStore, sample } from 'effector';
import { createApiEffect, sendSupportMessage } from '../../shared/api';
import { createForm, check, email, LIMITS, maxLength, required, type FieldIssues } from '../../shared/form';

export interface SupportValues {
  [key: string]: string | boolean;
  message: string;
  email: string;
  /** Whether the sender must give an address to answer (anonymous visitors, accounts without an e-mail). */
  needsEmail: boolean;
  /** Anonymous visitors must give one; guests and VK users may. */
  emailRequired: boolean;
}

export function validateSupport(values: SupportValues): FieldIssues<SupportValues> {
  const issues: FieldIssues<SupportValues> = {};
  const message = check(values.message, required, maxLength(LIMITS.support));
  if (message) issues.message = message;
  if (values.needsEmail) {
    const address = values.emailRequired ? check(values.email, required, email, maxLength(LIMITS.email)) : check(values.email, email, maxLength(LIMITS.email));
    if (address) issues.email = address;
  }
  return issues;
}

/** POST support: the message, plus the e-mail to answer when the account has none. */
export const supportForm = createForm<SupportValues, string | null>({
  initial: { message: '', email: '', needsEmail: true, emailRequired: true },
  validate: validateSupport,
  submitFx: createApiEffect((values: SupportValues) =>
    sendSupportMessage({ message: values.message.trim(), ...(values.needsEmail && values.email.trim() ? { email: values.email.trim() } : {}) }),
  ),
});

export const supportSentAgain = createEvent();
/** The server's confirmation ("Your message has been sent…"), shown instead of the form until the user writes again. */
export const $supportSent = createStore<string | null>(null)
  .on(supportForm.succeeded, (_, message) => message ?? '')
  .reset(supportSentAgain);

sample({ clock: supportForm.succeeded, source: supportForm.$values, fn: (values) => ({ message: '', email: values.email }), target: supportForm.valuesSet });
