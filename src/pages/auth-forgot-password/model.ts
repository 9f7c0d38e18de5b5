import { createEffect, createEvent, createStore } from 'effector';
import { forgotPassword } from '../../shared/api';
import { check, createForm, email, LIMITS, maxLength, required } from '../../shared/form';

/** POST forgot-password. The answer is the same whether the e-mail exists or not (no user enumeration). */
export const forgotForm = createForm({
  initial: { email: '' },
  validate: (values) => {
    const issue = check(values.email, required, email, maxLength(LIMITS.email));
    return issue ? { email: issue } : {};
  },
  submitFx: createEffect(({ email: address }: { email: string }) => forgotPassword(address.trim())),
});

export const forgotAgain = createEvent();
export const $forgotSent = createStore<string | null>(null)
  .on(forgotForm.succeeded, (_, message) => message ?? '')
  .reset(forgotAgain);
