/**
 * Whether an error means a service we depend on (PostgreSQL, Redis, a busy SQLite file) is unreachable or restarting
 * rather than that the request went wrong: such a request is answered 503 with Retry-After (the client waits and
 * retries, spec §8), not 500. Connection failures carry no common class across the drivers, so they are told apart
 * by their codes and by the fixed messages of pg, pg-pool and ioredis.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** PostgreSQL SQLSTATEs of a server going away or not yet back: admin/crash shutdown, starting up, too many clients. */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  // pg and pg-pool
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  // ioredis: the command timeout, a closed or unwritable connection, the offline queue giving up
  /^Command timed out$/,
  /^Connection is closed\.?$/,
  /^Stream isn't writeable/,
  /^Reached the max retries per request limit/,
];

export function isOutage(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message, name } = err as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08') || code.startsWith('SQLITE_BUSY')) return true;
  }
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  // A failure wrapped by a library (AggregateError from a connect attempt to several addresses, a cause chain).
  const nested = (err as { errors?: unknown; cause?: unknown });
  if (Array.isArray(nested.errors) && nested.errors.some(isOutage)) return true;
  return nested.cause !== undefined && nested.cause !== err && isOutage(nested.cause);
}

/** Seconds a client waits before trying again after a 503 (the spec's "updating, under 5 seconds"). */
export const RETRY_AFTER_SECONDS = 5;
