/**
 * Client-side field rules with the messages of spec §5. An issue is an i18n key plus values, not a string, so a
 * form shown in one language re-renders its messages when the user switches language.
 */
export interface FieldIssue {
  key:
    | 'validation:required'
    | 'validation:email'
    | 'validation:length'
    | 'validation:minLength'
    | 'validation:passwordsMismatch'
    | 'errors:emailVerificationCodeInvalid'
    | 'cards:editor.markup'
    | 'cards:editor.tooManyTags'
    | 'cards:editor.photoRequired'
    | 'cards:bot.linkInvalid'
    | 'cards:bot.usersInvalid'
    | 'cards:bot.usersTooMany'
    | 'adminWords:editor.tooManyTranslations'
    | 'adminWords:editor.semicolon'
    | 'adminWords:editor.exampleMissing';
  values?: { count: number; max?: number; min?: number };
}

export type Validator = (value: string) => FieldIssue | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: Validator = (value) => (value.trim() ? null : { key: 'validation:required' });

export const email: Validator = (value) => (!value.trim() || EMAIL.test(value.trim()) ? null : { key: 'validation:email' });

export const maxLength =
  (max: number): Validator =>
  (value) =>
    value.length > max ? { key: 'validation:length', values: { count: max, max } } : null;

export const minLength =
  (min: number): Validator =>
  (value) =>
    value && value.length < min ? { key: 'validation:minLength', values: { count: min, min } } : null;

export const sixDigits: Validator = (value) => (/^\d{6}$/.test(value.trim()) ? null : { key: 'errors:emailVerificationCodeInvalid' });

/** The first failing rule of a field. */
export function check(value: string, ...rules: Validator[]): FieldIssue | null {
  for (const rule of rules) {
    const issue = rule(value);
    if (issue) return issue;
  }
  return null;
}

export function passwordsMatch(password: string, confirmation: string): FieldIssue | null {
  if (!confirmation) return { key: 'validation:required' };
  return password === confirmation ? null : { key: 'validation:passwordsMismatch' };
}

/** An e-mail field: required, well-formed, within the server's length. */
export const emailIssue = (value: string) => check(value, required, email, maxLength(LIMITS.email));

/** A new password and its confirmation (register, password reset): the same rules the server applies. */
export function newPasswordIssues(values: { password: string; password_confirmation: string }) {
  const issues: { password?: FieldIssue; password_confirmation?: FieldIssue } = {};
  const password = check(values.password, required, minLength(LIMITS.passwordMin), maxLength(LIMITS.password));
  if (password) issues.password = password;
  const confirmation = passwordsMatch(values.password, values.password_confirmation);
  if (confirmation) issues.password_confirmation = confirmation;
  return issues;
}

/** Limits shared with the server's schemas (docs/api.md). */
export const LIMITS = { name: 255, email: 255, password: 255, passwordMin: 8, support: 5000 } as const;
