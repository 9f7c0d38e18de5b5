import type { FastifyRequest } from 'fastify';
import type { Caller } from '../lib/caller';
import type { SessionApi } from './session';

/** The Caller of one request: its user (plugins/auth) and its session (plugins/session). */
export function callerOf(sessions: Pick<SessionApi, 'ensure'>, request: FastifyRequest): Caller {
  return {
    user: request.user,
    currentSession: () => request.session?.idHash ?? null,
    ensureSession: () => sessions.ensure(request).idHash,
    sessionData: () => request.session?.record.data ?? {},
    setSessionData(data) {
      const session = sessions.ensure(request);
      session.record.data = data;
      session.dirty = true;
    },
  };
}
