import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppRouter, type AppRouter } from './create-router';
import { installGuards, type SessionSnapshot } from './guard-controller';
import type { GuardUser } from './guards';

/** The real browser router over jsdom's history, with the guards installed as the app installs them. */
function setup(path: string, session: SessionSnapshot, platform: 'web' | 'vk' = 'web') {
  if (platform === 'vk') window.history.replaceState(null, '', `/#${path}`);
  else window.history.replaceState(null, '', path);
  const router = createAppRouter(platform);
  let state = session;
  const listeners = new Set<() => void>();
  let intended: string | null = null;
  const changes: string[] = [];
  const stop = installGuards({
    router,
    platform,
    getSession: () => state,
    subscribeSession: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    peekIntended: () => intended,
    takeIntended: () => {
      const value = intended;
      intended = null;
      return value;
    },
    remember: (p) => (intended = p),
    onRouteChange: (c) => changes.push(`${c.action} ${c.pathname}${c.search}`),
  });
  return {
    router,
    stop,
    changes,
    intended: () => intended,
    setSession(next: SessionSnapshot) {
      state = next;
      listeners.forEach((l) => l());
    },
  };
}

const settle = async (router: AppRouter) => {
  for (let i = 0; i < 10 && router.state.navigation.state !== 'idle'; i += 1) await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
};
const where = (router: AppRouter) => `${router.state.location.pathname}${router.state.location.search}`;
const user = (over: Partial<GuardUser> = {}): GuardUser => ({ isGuest: false, isAdmin: false, emailVerifiedAt: 'x', ...over });

let current: ReturnType<typeof setup> | null = null;
beforeEach(() => {
  current = null;
});
afterEach(() => {
  current?.stop();
  current?.router.dispose();
});

describe('guards through the router', () => {
  it('redirects an anonymous visitor from /learning to /login, replacing the entry and remembering the route', async () => {
    current = setup('/training', { user: null, sessionKnown: true });
    await settle(current.router);
    expect(where(current.router)).toBe('/login');
    expect(current.router.state.historyAction).toBe('REPLACE');
    expect(current.intended()).toBe('/training');
  });

  it('waits on a protected route until the session is known, then decides', async () => {
    current = setup('/training', { user: null, sessionKnown: false });
    await settle(current.router);
    expect(where(current.router)).toBe('/training');
    current.setSession({ user: null, sessionKnown: true });
    await settle(current.router);
    expect(where(current.router)).toBe('/login');
  });

  it('turns a navigation into a tour that has just been skipped to the feed, but never moves a learner off the tour by itself', async () => {
    // Inside VK: the launch login sends the new user to the tour; the learner skips it; a navigation to the tour that
    // was still under way (or any later one that is not settings' "show again") must not bring it back.
    current = setup('/welcome3', { user: user({ dailyGoal: null }), sessionKnown: true, onboarded: false, tourClosed: false }, 'vk');
    await settle(current.router);
    expect(where(current.router)).toBe('/welcome3');
    current.setSession({ user: user({ dailyGoal: null }), sessionKnown: true, onboarded: true, tourClosed: true });
    await settle(current.router);
    expect(where(current.router)).toBe('/welcome3');
    await current.router.navigate('/welcome');
    await settle(current.router);
    expect(where(current.router)).toBe('/');
    current.setSession({ user: user({ dailyGoal: 10 }), sessionKnown: true, onboarded: true, tourClosed: false });
    await current.router.navigate('/welcome');
    await settle(current.router);
    expect(where(current.router)).toBe('/welcome');
  });

  it('sends a new VK user to the tour once, however many session changes the launch login brings at once', async () => {
    current = setup('/', { user: null, sessionKnown: false, onboarded: false }, 'vk');
    await settle(current.router);
    // The login answer: the user arrives, the session becomes known, the progress store updates — in one tick.
    const arrived = { user: user({ dailyGoal: null }), sessionKnown: true, onboarded: false };
    current.setSession(arrived);
    current.setSession(arrived);
    current.setSession(arrived);
    await settle(current.router);
    expect(where(current.router)).toBe('/welcome');
    expect(current.changes.filter((c) => c.includes('/welcome'))).toEqual(['REPLACE /welcome']);
  });

  it('shows /error?code=403 for an admin route', async () => {
    current = setup('/admin/cards/7', { user: user(), sessionKnown: true });
    await settle(current.router);
    expect(where(current.router)).toBe('/error?code=403');
  });

  it('replaces a URL with a version parameter by /', async () => {
    current = setup('/settings?version=2.3.0', { user: null, sessionKnown: false });
    await settle(current.router);
    expect(where(current.router)).toBe('/');
  });

  it('sends a user who just logged in from /login on to the remembered route', async () => {
    current = setup('/training', { user: null, sessionKnown: true });
    await settle(current.router);
    expect(where(current.router)).toBe('/login');
    current.setSession({ user: user(), sessionKnown: true });
    await settle(current.router);
    expect(where(current.router)).toBe('/training');
    expect(current.intended()).toBeNull();
  });

  it('moves a logged-out user off a protected page', async () => {
    current = setup('/training', { user: user({ isGuest: true }), sessionKnown: true });
    await settle(current.router);
    expect(where(current.router)).toBe('/training');
    current.setSession({ user: null, sessionKnown: true });
    await settle(current.router);
    expect(where(current.router)).toBe('/login');
  });

  it('uses the hash router and the VK login inside VK', async () => {
    current = setup('/learning', { user: null, sessionKnown: true }, 'vk');
    await settle(current.router);
    expect(where(current.router)).toBe('/vk');
    expect(window.location.hash).toBe('#/vk');
  });

  it('reports route changes for the remembered previous route', async () => {
    current = setup('/', { user: null, sessionKnown: true });
    await current.router.navigate('/settings');
    await settle(current.router);
    expect(current.changes).toEqual(['PUSH /', 'PUSH /settings']);
  });
});
