import { reachGoal, type Goal } from '../../shared/goals';
import { createEffect, sample } from 'effector';
import { createApiEffect, register } from '../../shared/api';
import { sessionEstablished } from '../../entities/session';
import { verificationMailSent } from '../../features/email-verification';
import { check, createForm, emailIssue, LIMITS, maxLength, newPasswordIssues, required, type FieldIssues } from '../../shared/form';
import { t } from '../../shared/i18n';
import { showSuccess } from '../../shared/toasts';
import '../../shared/i18n/lazy/auth';

export interface RegisterValues {
  [key: string]: string | boolean;
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** Spec §5 messages; the server repeats the same rules and answers 422 with the same wording. */
export function validateRegister(values: RegisterValues): FieldIssues<RegisterValues> {
  const issues: FieldIssues<RegisterValues> = {};
  const name = check(values.name, required, maxLength(LIMITS.name));
  if (name) issues.name = name;
  const address = emailIssue(values.email);
  if (address) issues.email = address;
  return { ...issues, ...newPasswordIssues(values) };
}

/** POST register. A guest caller becomes the account on the server, keeping its progress. */
export const registerForm = createForm({
  initial: { name: '', email: '', password: '', password_confirmation: '' } as RegisterValues,
  validate: validateRegister,
  submitFx: createApiEffect((values: RegisterValues) =>
    register({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
    }),
  ),
});

const announceFx = createEffect((address: string) => showSuccess(t('auth:register.done', { email: address })));

sample({ clock: registerForm.succeeded, target: [sessionEstablished, verificationMailSent] });
sample({ clock: registerForm.succeeded, fn: (user) => user.email ?? '', target: announceFx });
sample({ clock: registerForm.succeeded, target: registerForm.reset });
sample({ clock: registerForm.succeeded, fn: (): Goal => 'registration', target: createEffect(reachGoal) });
