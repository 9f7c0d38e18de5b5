import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema';

/**
 * Who is asking, as a service sees it: a signed-in user, or an anonymous visitor known only by their session (an
 * anonymous level test or game round belongs to the session). Services take a Caller instead of a FastifyRequest so
 * they can be called and tested without HTTP; plugins/caller.ts builds one from a request.
 */
export interface Caller {
  readonly user: Selectable<UsersTable> | null;
  /** The visitor's session id hash, or null when the visitor has no session yet. */
  currentSession(): string | null;
  /** The visitor's session id hash, starting a session when there is none (its cookie goes out with the answer). */
  ensureSession(): string;
  /** What is kept on the visitor's session between requests (e.g. an anonymous test's result until they sign in). */
  sessionData(): Readonly<Record<string, unknown>>;
  /** Replaces that data, starting a session when there is none. */
  setSessionData(data: Record<string, unknown>): void;
}
