import type { UserDto } from '../shared/api';

/** A user as GET user returns it; tests override what they are about. */
export function aUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 3,
    name: 'Anna',
    email: 'anna@example.com',
    emailVerifiedAt: null,
    isGuest: false,
    isAdmin: false,
    avatar: null,
    locale: 'en',
    level: 'a1',
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A guest as POST auth/guest returns it. */
export const aGuest = (overrides: Partial<UserDto> = {}): UserDto => aUser({ id: 7, name: 'Guest', email: null, isGuest: true, ...overrides });
