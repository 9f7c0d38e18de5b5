import { api, type RequestContext } from './client';
import { takeEarlyUserResponse } from './early-user';

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

/** The early answer for the first call only; null afterwards (and when the early request failed). */
function earlyOnce(early: Promise<Response | null>): Promise<Response | null> {
  const taken = usedEarly.has(early);
  usedEarly.add(early);
  return taken ? Promise.resolve(null) : early;
}
const usedEarly = new WeakSet<Promise<Response | null>>();

/** Current user, or null when nobody is logged in (401 is the normal anonymous answer, not an error). */
export async function fetchUser(): Promise<UserDto | null> {
  try {
    const early = takeEarlyUserResponse();
    // ky runs its hooks (version check, errors) on the early answer as on its own; a retry fetches for real.
    const once = early ? { fetch: async (input: Request | URL | string, init?: RequestInit) => (await earlyOnce(early)) ?? fetch(input, init) } : {};
    const body = await api.get('user', { context: { anonymousOk: true } satisfies RequestContext, ...once }).json<Wrapped<UserDto>>();
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
