import { createEvent, createStore } from 'effector';
import { createApiEffect, forgotPassword } from '../../shared/api';
import { createForm, emailIssue } from '../../shared/form';

/** POST forgot-password. The answer is the same whether the e-mail exists or not (no user enumeration). */
export const forgotForm = createForm({
  initial: { email: '' },
  validate: (values) => {
    const issue = emailIssue(values.email);
    return issue ? { email: issue } : {};
  },
  submitFx: createApiEffect(({ email: address }: { email: string }) => forgotPassword(address.trim())),
});

export const forgotAgain = createEvent();
export const $forgotSent = createStore<string | null>(null)
  .on(forgotForm.succeeded, (_, message) => message ?? '')
  .reset(forgotAgain);
