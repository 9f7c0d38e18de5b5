import { createEffect, createEvent, createStore, sample } from 'effector';
import { checkResetLink, createApiEffect, resetPassword } from '../../shared/api';
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
  submitFx: createApiEffect((values: ResetValues) =>
    resetPassword({ token: values.token, email: values.email.trim(), password: values.password, password_confirmation: values.password_confirmation }),
  ),
});

export const $resetDone = createStore<string | null>(null).on(resetForm.succeeded, (_, message) => message ?? '').reset(resetForm.reset);

/** The page opened with a link: it is checked before the form shows (a dead link says so at once). */
export const linkOpened = createEvent<{ token: string; email: string }>();
export const checkLinkFx = createEffect(checkResetLink);
/** unknown: the check could not reach the server; the form shows and the submit answers instead. */
export type LinkState = 'checking' | 'valid' | 'invalid' | 'unknown';
export const $linkState = createStore<LinkState>('checking')
  .on(linkOpened, () => 'checking')
  .on(checkLinkFx.doneData, (_, valid) => (valid ? 'valid' : 'invalid'))
  .on(checkLinkFx.fail, () => 'unknown');
sample({ clock: linkOpened, filter: ({ token, email }) => token !== '' && email !== '', target: checkLinkFx });
// Without a token or an address there is nothing to check: such a link is as dead as a garbage one.
sample({ clock: linkOpened, filter: ({ token, email }) => token === '' || email === '', fn: () => 'invalid' as const, target: $linkState });
