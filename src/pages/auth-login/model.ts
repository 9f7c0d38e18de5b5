import { sample } from 'effector';
import { createApiEffect, login } from '../../shared/api';
import { sessionEstablished } from '../../entities/session';
import { check, createForm, emailIssue, type FieldIssues, LIMITS, maxLength, required } from '../../shared/form';

export interface LoginValues {
  [key: string]: string | boolean;
  email: string;
  password: string;
  remember: boolean;
}

export function validateLogin(values: LoginValues): FieldIssues<LoginValues> {
  const issues: FieldIssues<LoginValues> = {};
  const address = emailIssue(values.email);
  if (address) issues.email = address;
  const password = check(values.password, required, maxLength(LIMITS.password));
  if (password) issues.password = password;
  return issues;
}

/**
 * POST login. A 422 (wrong password, or the lock "Too many login attempts… N seconds") lands under the e-mail field.
 * On success the session shows the user; the visitor guard then sends the now full account to the remembered route.
 */
export const loginForm = createForm({
  initial: { email: '', password: '', remember: true } as LoginValues,
  validate: validateLogin,
  submitFx: createApiEffect((values: LoginValues) =>
    login({ email: values.email.trim(), password: values.password, remember: Boolean(values.remember) }),
  ),
});

sample({ clock: loginForm.succeeded, target: sessionEstablished });
sample({ clock: loginForm.succeeded, source: loginForm.$values, fn: (values) => ({ ...values, password: '' }), target: loginForm.valuesSet });
