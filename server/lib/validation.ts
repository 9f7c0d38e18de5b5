import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { type FieldErrors, validationFailed } from './http-errors';

type Issue = z.core.$ZodIssue;

/** Maps a zod issue to one of the spec's field messages (§5), so the client can show them as they are. */
function toFieldError(issue: Issue): { key: MessageKey; params?: Record<string, string | number> } {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'field.required' };
      if (issue.expected === 'string') return { key: 'field.string' };
      if (issue.expected === 'number' || issue.expected === 'int') return { key: 'field.number' };
      if (issue.expected === 'boolean') return { key: 'field.boolean' };
      return { key: 'field.invalid' };
    case 'too_big':
      return issue.origin === 'string' ? { key: 'field.max', params: { max: Number(issue.maximum) } } : { key: 'field.invalid' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { key: 'field.required' };
      return issue.origin === 'string' ? { key: 'field.min', params: { min: Number(issue.minimum) } } : { key: 'field.invalid' };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'field.email' } : { key: 'field.invalid' };
    case 'custom': {
      const key = (issue.params as { key?: MessageKey } | undefined)?.key;
      return { key: key ?? 'field.invalid' };
    }
    default:
      return { key: 'field.invalid' };
  }
}

export function zodToFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) (errors[[...issue.path, k].join('.')] ??= []).push({ key: 'field.unknown' });
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(toFieldError(issue));
  }
  return errors;
}

/** Parses with a zod schema; a mismatch answers 422 in Laravel's shape (route schemas do the same: lib/route-schema). */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (!result.success) throw validationFailed(zodToFieldErrors(result.error));
  return result.data;
}
