import { z } from 'zod';
import type { UserRow } from './users.repository';

/** The user as the client sees it (GET user). Field names are the contract in docs/api.md; routes answer with this schema. */
export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  isGuest: z.boolean(),
  isAdmin: z.boolean(),
  avatar: z.string().nullable(),
  locale: z.string(),
  timezone: z.string(),
  level: z.string(),
  retention: z.number(),
  dailyGoal: z.number().nullable(),
  vacation: z.boolean(),
  createdAt: z.string(),
});
export type UserResource = z.output<typeof userSchema>;

export function userResource(u: UserRow): UserResource {
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

/** `{data: user}`: what every route that changes the user answers. */
export const userData = z.object({ data: userSchema });
