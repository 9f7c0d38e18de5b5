import { createEffect, createStore } from 'effector';
import { resetPassword } from '../../shared/api';
import { createForm, emailIssue, newPasswordIssues, type FieldIssues } from '../../shared/form';

export interface ResetValues {
  [key: string]: string | boolean;
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export function validateReset(values: ResetValues): FieldIssues<ResetValues> {
  const issues: FieldIssues<ResetValues> = {};
  const address = emailIssue(values.email);
  if (address) issues.email = address;
  return { ...issues, ...newPasswordIssues(values) };
}

/** POST reset-password with the token from `/password-reset/{token}?email=…`; a used or expired token is a 422 on `token`. */
export const resetForm = createForm({
  initial: { token: '', email: '', password: '', password_confirmation: '' } as ResetValues,
  validate: validateReset,
  submitFx: createEffect((values: ResetValues) =>
    resetPassword({ token: values.token, email: values.email.trim(), password: values.password, password_confirmation: values.password_confirmation }),
  ),
});

export const $resetDone = createStore<string | null>(null).on(resetForm.succeeded, (_, message) => message ?? '').reset(resetForm.reset);
