import type { UserRow } from './users.repository';

/** The user as the client sees it (GET user). Field names are the contract in docs/api.md. */
export function userResource(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerifiedAt: u.email_verified_at === null ? null : new Date(u.email_verified_at).toISOString(),
    isGuest: u.is_guest === 1,
    isAdmin: u.is_admin === 1,
    avatar: u.avatar_url,
    locale: u.locale,
    timezone: u.timezone,
    level: u.level,
    retention: u.retention,
    dailyGoal: u.daily_goal,
    vacation: u.vacation_since !== null,
    createdAt: new Date(u.created_at).toISOString(),
  };
}
