import { HttpError } from '../../lib/http-errors';

/** Who is acting: services take this instead of a request, so they can be called from anywhere. */
export interface Caller {
  id: number;
  isGuest: boolean;
  isAdmin: boolean;
}

export const callerOf = (u: { id: number; is_guest: number; is_admin: number }): Caller => ({ id: u.id, isGuest: u.is_guest === 1, isAdmin: u.is_admin === 1 });

/** Spec §6: guests cannot create cards or comment; they are asked to log in fully. */
export function assertFullAccount(caller: Caller): void {
  if (caller.isGuest) throw new HttpError(403, 'card.guestsCannot', { code: 'guest' });
}
