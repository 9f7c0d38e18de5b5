import type { Db } from '../../db/database';
import { createUser, type UserRow } from '../users/users.repository';

const GUEST_NAMES = { en: 'Guest', ru: 'Гость' } as const;

/** A guest is a real user row with is_guest = 1: their cards and points live under it until they register or leave. */
export function createGuest(db: Db, locale: 'en' | 'ru', timezone: string, now: number): Promise<UserRow> {
  return createUser(db, { name: GUEST_NAMES[locale], isGuest: true, locale, timezone }, now);
}
