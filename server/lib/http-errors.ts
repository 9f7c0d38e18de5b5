import type { MessageKey } from '../i18n/messages';

/**
 * One error type for every answer outside 2xx. The error handler turns it into the contract's body:
 * `{message}` always, `code` for 412, `errors` for 422, `lastVersion` for 426.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly extra: {
      code?: string;
      errors?: Record<string, Array<{ key: MessageKey; params?: Record<string, string | number> }>>;
      lastVersion?: string;
      headers?: Record<string, string>;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(messageKey);
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated');
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = () => new HttpError(404, 'notFound');
export const csrfMismatch = () => new HttpError(419, 'csrfMismatch');

type PreconditionCode = 'no-steps' | 'too-more-today' | 'too-more-total' | 'undo-unavailable' | 'level-up-unavailable' | 'not-in-moderation';

/** 412 with a machine-readable reason (spec §8) and its own message. */
export const precondition = (code: PreconditionCode) => new HttpError(412, `precondition.${code}`, { code });

export type FieldErrors = NonNullable<HttpError['extra']['errors']>;
export const validationFailed = (errors: FieldErrors) => new HttpError(422, 'invalidData', { errors });

/** A 422 on one field with one message, for rules checked after the schema (taken e-mail, wrong code…). */
export const fieldError = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  validationFailed({ [field]: [{ key, ...(params ? { params } : {}) }] });
