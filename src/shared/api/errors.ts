import { HTTPError, TimeoutError } from 'ky';

/** Statuses the client already explains to the user by itself; they are never sent to the error log (spec §8). */
export const HANDLED_STATUSES: ReadonlySet<number> = new Set([401, 419, 422, 426, 429, 500]);

export type ValidationErrors = Record<string, string[]>;

/** Fields the client adds to ky's HTTPError before it reaches a caller. */
export interface ApiErrorFields {
  status: number;
  /** `message` of the error body, when the server sent one. */
  serverMessage?: string;
  /** 412 reason: 'no-steps' | 'too-more-today' | 'too-more-total'. */
  code?: string;
  /** 422: the `errors` object, field → messages (spec §5). */
  serverValidationErrors?: ValidationErrors;
  /** 426: the version the server wants. */
  lastVersion?: string;
  /** True once the API layer has told the user (toast, redirect, update notice). */
  handled: boolean;
}

export type ApiHttpError = HTTPError & ApiErrorFields;

/** No response at all: offline, DNS, CORS, a dropped connection. */
export class NetworkError extends Error {
  readonly handled = true;
  override readonly cause: unknown;
  readonly url: string;
  constructor(url: string, cause: unknown) {
    super(`Network request failed: ${url}`);
    this.name = 'NetworkError';
    this.url = url;
    this.cause = cause;
  }
}

/** What models and features switch on (style.md): one union, mapped in one place. */
export type ApiError =
  | { kind: 'offline' }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'http'; status: number; code?: string; message?: string; serverValidationErrors?: ValidationErrors; retryAfter?: number }
  | { kind: 'unknown'; message: string };

export function isApiHttpError(error: unknown): error is ApiHttpError {
  return error instanceof HTTPError && typeof (error as Partial<ApiErrorFields>).status === 'number';
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const API_ERROR_KINDS: ReadonlySet<unknown> = new Set(['offline', 'timeout', 'aborted', 'http', 'unknown']);

/** Already mapped (an effect of `createApiEffect` failed): mapping it again must not turn it into 'unknown'. */
function isApiError(error: unknown): error is ApiError {
  return Boolean(error && typeof error === 'object' && !(error instanceof Error) && API_ERROR_KINDS.has((error as { kind?: unknown }).kind));
}

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof NetworkError) return { kind: 'offline' };
  if (error instanceof TimeoutError) return { kind: 'timeout' };
  if (isAbort(error)) return { kind: 'aborted' };
  if (error instanceof HTTPError) {
    const fields = error as Partial<ApiErrorFields>;
    const result: ApiError = { kind: 'http', status: error.response.status };
    if (fields.code) result.code = fields.code;
    if (fields.serverMessage) result.message = fields.serverMessage;
    if (fields.serverValidationErrors) result.serverValidationErrors = fields.serverValidationErrors;
    const retryAfter = retryAfterSeconds(error);
    if (retryAfter !== null) result.retryAfter = retryAfter;
    return result;
  }
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/** True when the API layer already showed or acted on this error, so global handlers must stay quiet. */
export function isHandledError(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { handled?: unknown }).handled === true);
}

export const KNOWN_412_CODES = ['no-steps', 'too-more-today', 'too-more-total'] as const;

export type ErrorMessageKey =
  | 'errors:pageExpired'
  | 'errors:tooManyRequests'
  | 'errors:serverError'
  | 'errors:updating'
  | 'errors:412'
  | 'errors:412-no-steps'
  | 'errors:412-too-more-today'
  | 'errors:412-too-more-total'
  | 'errors:http.403'
  | 'errors:http.404'
  | 'errors:http.413'
  | 'errors:http.default';

/**
 * The status catalogue of spec §8 → the i18n key shown to the user. null = nothing to show (401 redirects, 422 goes
 * to the form, 426 gets its own notice).
 */
export function messageKeyFor(status: number, code?: string): ErrorMessageKey | null {
  switch (status) {
    case 401:
    case 422:
    case 426:
      return null;
    case 412:
      return code && (KNOWN_412_CODES as readonly string[]).includes(code)
        ? (`errors:412-${code}` as ErrorMessageKey)
        : 'errors:412';
    case 419:
      return 'errors:pageExpired';
    case 429:
      return 'errors:tooManyRequests';
    case 500:
    case 502:
    case 504:
      return 'errors:serverError';
    case 503:
      return 'errors:updating';
    case 403:
      return 'errors:http.403';
    case 404:
      return 'errors:http.404';
    case 413:
      return 'errors:http.413';
    default:
      return 'errors:http.default';
  }
}

/** Seconds from a 429's `Retry-After` header (seconds or an HTTP date), or null. */
export function retryAfterSeconds(error: unknown, now: number = Date.now()): number | null {
  if (!(error instanceof HTTPError)) return null;
  const raw = error.response.headers.get('Retry-After');
  if (!raw) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

