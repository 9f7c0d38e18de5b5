import ky, { HTTPError, type BeforeErrorHook, type BeforeRequestHook, type KyInstance } from 'ky';
import { GET_RETRY_LIMIT, GET_RETRY_STATUSES, UPDATE_RELOAD_DELAY_MS } from '../config/constants';
import { APP_VERSION, apiOrigin } from '../config/env';
import { currentLocale, t } from '../i18n/init';
import { callUnit } from '../lib/scope';
import { replaceLocation } from '../lib/location';
import { getPlatform, versionReloadUrl } from '../platform';
import { showError, showToast } from '../toasts/notify';
import { getBearerToken } from './auth-token';
import { ensureCsrfCookie, readXsrfToken, XSRF_HEADER } from './csrf';
import { HANDLED_STATUSES, messageKeyFor, NetworkError, type ApiErrorFields, type ValidationErrors } from './errors';
import { unauthorized } from './events';
import { requestFinished, requestStarted } from './progress';
import { currentSocketId } from '../realtime/socket-id';
import { noteAnswered, noteUnreachable } from './reachability';

/** Per-call switches, passed as ky's `context`. */
export interface RequestContext {
  /** A 401 here means "nobody is logged in" (GET user at start), not "the session just died". */
  anonymousOk?: boolean;
  /** The caller shows its own message; the client still reports and still handles 401/419/426. */
  silent?: boolean;
  /** The error-log call itself: its failures only go to the console. */
  isLogCall?: boolean;
  /** A call the server exempts from CSRF (POST auth/vk): no csrf-cookie round trip before it. */
  skipCsrf?: boolean;
}


const LOGS_PATH = 'logs';

function isLogsUrl(url: string): boolean {
  try {
    return /\/api\/(v1\/)?logs\/?$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const backoff = (attempt: number) => 300 * 2 ** attempt;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The fetch every API call goes through: counts requests for the progress bar, retries GETs (only GETs — a
 * repeated POST could double a write) on network failures and gateway statuses, and turns a final network failure
 * into a NetworkError after telling the user. ky's own retry is off so that hooks see only the final outcome.
 */
async function transport(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const retries = request.method === 'GET' ? GET_RETRY_LIMIT : 0;
  callUnit(requestStarted);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await globalThis.fetch(request, init);
        noteAnswered();
        if (attempt < retries && GET_RETRY_STATUSES.includes(response.status)) {
          await sleep(backoff(attempt));
          continue;
        }
        return response;
      } catch (error) {
        if (isAbort(error)) throw error;
        if (attempt < retries) {
          await sleep(backoff(attempt));
          continue;
        }
        const failure = new NetworkError(request.url, error);
        noteUnreachable();
        if (isLogsUrl(request.url)) {
          console.error('[slovo] could not send an error report', error);
        } else {
          showError(t('errors:noInternet'));
          void reportError({
            err: failure.message,
            instance: 'api:network',
            info: describe({ method: request.method, url: request.url }),
            stack: error instanceof Error ? error.stack : undefined,
          });
        }
        throw failure;
      }
    }
  } finally {
    callUnit(requestFinished);
  }
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const prepareRequest: BeforeRequestHook = async (request, options) => {
  request.headers.set('Accept-Language', currentLocale());
  request.headers.set('X-Version', APP_VERSION);
  const socketId = currentSocketId();
  if (socketId) request.headers.set('X-Socket-Id', socketId);
  const bearer = getBearerToken();
  if (bearer) {
    // Bearer sessions (inside VK) are not cookie sessions: no CSRF round trip, no XSRF header.
    request.headers.set('Authorization', `Bearer ${bearer}`);
    return;
  }
  const context = ((options as { context?: RequestContext }).context ?? {}) as RequestContext;
  // Inside VK the app lives in a cross-site iframe whose cookies are often blocked: its session is the bearer token
  // from POST auth/vk, never a cookie, so the csrf-cookie dance (and its cookieNotAccepted warning) does not apply.
  if (context.skipCsrf || getPlatform() === 'vk') return;
  // Only writes must echo the token (docs/api.md): a GET never waits for csrf-cookie, so a new visitor's first
  // GET user is not queued behind it; the cookie is fetched before the first write.
  if (!readXsrfToken() && !SAFE_METHODS.has(request.method)) await ensureCsrfCookie();
  const token = readXsrfToken();
  if (token) request.headers.set(XSRF_HEADER, token);
};

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  lastVersion?: unknown;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const text = await response.clone().text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : {};
  } catch {
    return {};
  }
}

function asValidationErrors(value: unknown): ValidationErrors {
  const out: ValidationErrors = {};
  if (!value || typeof value !== 'object') return out;
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

let updateScheduled = false;

/** 426: one notice, one reload — however many calls were rejected at once. */
function scheduleUpdateReload(lastVersion: string): void {
  if (updateScheduled) return;
  updateScheduled = true;
  showToast({ kind: 'info', title: t('errors:update.title'), message: t('errors:update.message') });
  setTimeout(() => replaceLocation(versionReloadUrl(getPlatform(), lastVersion)), UPDATE_RELOAD_DELAY_MS);
}

/** Lets a test (or a hot reload) start with no update pending. */
export function resetUpdateNotice(): void {
  updateScheduled = false;
}

/** The page without its query: inside VK the query is the signed launch params, which do not belong in logs. */
export function currentPage(): string {
  return `${window.location.origin}${window.location.pathname}${window.location.hash}`;
}

function describe(details: Record<string, unknown>): string {
  return JSON.stringify({ ...details, version: APP_VERSION, platform: getPlatform(), page: currentPage() });
}

const handleHttpError: BeforeErrorHook = async (error) => {
  const { response, request } = error;
  const status = response.status;
  const context = (error.options.context ?? {}) as RequestContext;
  const body = await readErrorBody(response);
  const fields: ApiErrorFields = { status, handled: true };
  if (typeof body.message === 'string') fields.serverMessage = body.message;
  if (typeof body.code === 'string') fields.code = body.code;
  if (status === 422) fields.serverValidationErrors = asValidationErrors(body.errors);
  if (status === 426 && body.lastVersion !== undefined) fields.lastVersion = String(body.lastVersion);
  Object.assign(error, fields);

  if (context.isLogCall || isLogsUrl(request.url)) {
    console.error(`[slovo] error report rejected with ${status}`, fields.serverMessage ?? '');
    return error;
  }

  if (status === 401) {
    if (!context.anonymousOk) callUnit(unauthorized);
  } else if (status === 419) {
    void ensureCsrfCookie({ force: true });
    showError(t('errors:pageExpired'));
  } else if (status === 426) {
    scheduleUpdateReload(fields.lastVersion ?? '');
  } else if (!context.silent) {
    const key = messageKeyFor(status, fields.code);
    if (key) showError(t(key, { status }));
  }

  if (!HANDLED_STATUSES.has(status)) {
    void reportError({
      err: `HTTP ${status} ${request.method} ${new URL(request.url).pathname}`,
      instance: 'api:http',
      info: describe({ status, code: fields.code, message: fields.serverMessage }),
    });
  }
  return error;
};

/**
 * The only ky instance (spec §7): `/api/v1/` base, cookies, no timeout, the default headers, XSRF from the cookie
 * (fetching it first when missing), the progress counter and the status catalogue of spec §8.
 */
export const api: KyInstance = ky.create({
  prefixUrl: `${apiOrigin()}/api/v1/`,
  credentials: 'include',
  timeout: false,
  retry: 0,
  fetch: transport,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  hooks: { beforeRequest: [prepareRequest], beforeError: [handleHttpError] },
});

/** The unversioned base (`/api/...`) that the spec keeps for a few calls; same behaviour, other prefix. */
export const apiUnversioned: KyInstance = api.extend({ prefixUrl: `${apiOrigin()}/api/` });

export interface ErrorReport {
  err: string;
  instance?: string;
  info?: string;
  stack?: string;
}

const REPORT_LIMITS = { err: 1000, instance: 200, info: 4000, stack: 8000 } as const;
const REPORT_DEDUPE_MS = 10_000;
const REPORTS_PER_MINUTE = 10;
const recentReports = new Map<string, number>();
let reportTimes: number[] = [];

function clip(value: string | undefined, max: number): string | undefined {
  if (value === undefined) return undefined;
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/**
 * `POST /api/v1/logs`. Never throws: a failing report goes to the console only, and is never itself reported.
 * Identical reports within 10 s and more than 10 a minute are dropped, so an error loop cannot flood the server.
 */
export async function reportError(report: ErrorReport): Promise<void> {
  const now = Date.now();
  if ((recentReports.get(report.err) ?? -Infinity) > now - REPORT_DEDUPE_MS) return;
  reportTimes = reportTimes.filter((at) => at > now - 60_000);
  if (reportTimes.length >= REPORTS_PER_MINUTE) return;
  recentReports.set(report.err, now);
  reportTimes.push(now);
  const json: ErrorReport = { err: clip(report.err, REPORT_LIMITS.err) ?? 'unknown error' };
  const instance = clip(report.instance, REPORT_LIMITS.instance);
  const info = clip(report.info, REPORT_LIMITS.info);
  const stack = clip(report.stack, REPORT_LIMITS.stack);
  if (instance) json.instance = instance;
  if (info) json.info = info;
  if (stack) json.stack = stack;
  try {
    await api.post(LOGS_PATH, { json, context: { isLogCall: true } satisfies RequestContext });
  } catch (error) {
    // HTTP and network failures of this call were already written to the console by the hooks.
    if (!(error instanceof HTTPError) && !(error instanceof NetworkError)) console.error('[slovo] could not send an error report', error);
  }
}

/** Clears report throttling (tests, and after a long-lived tab comes back). */
export function resetReportThrottle(): void {
  recentReports.clear();
  reportTimes = [];
}
