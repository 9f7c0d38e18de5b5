import { api, type RequestContext } from './client';
import { answeredBy, takeEarly } from './early';

export interface UserDto {
  id: number | string;
  name: string;
  email: string | null;
  emailVerifiedAt: string | null;
  isGuest: boolean;
  isAdmin: boolean;
  avatar: string | null;
  locale: string | null;
  timezone?: string | null;
  level: string | null;
  retention?: number;
  /** Training answers a day; null until the user has been through onboarding (undefined in old cached copies). */
  dailyGoal?: number | null;
  vacation?: boolean;
  createdAt: string;
}

export interface ProgressDto {
  level: string;
  test: { rejected: boolean; result: null | Record<string, unknown> };
  points: number;
  streak: number;
  streakBest?: number;
  streakFreezes?: number;
}

interface Wrapped<T> {
  data: T;
}

/** Current user, or null when nobody is logged in (401 is the normal anonymous answer, not an error). */
export async function fetchUser(): Promise<UserDto | null> {
  try {
    const early = takeEarly('user');
    const body = await api.get('user', { context: { anonymousOk: true } satisfies RequestContext, ...(early ? answeredBy(early) : {}) }).json<Wrapped<UserDto>>();
    return body.data;
  } catch (error) {
    if ((error as { status?: number }).status === 401) return null;
    throw error;
  }
}

export async function fetchProgress(): Promise<ProgressDto> {
  const body = await api.get('user/progress').json<Wrapped<ProgressDto>>();
  return body.data;
}

export async function postLogout(): Promise<void> {
  await api.post('logout', { context: { anonymousOk: true } satisfies RequestContext });
}

export async function postGuest(): Promise<UserDto> {
  const body = await api.post('auth/guest').json<Wrapped<UserDto>>();
  return body.data;
}
