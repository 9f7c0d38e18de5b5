import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardContext, type GuardUser } from './guards';
import { routeByName } from '../../shared/config';

const full: GuardUser = { isGuest: false, isAdmin: false, emailVerifiedAt: '2026-01-01T00:00:00Z' };
const unverified: GuardUser = { ...full, emailVerifiedAt: null };
const guest: GuardUser = { isGuest: true, isAdmin: false, emailVerifiedAt: null };
const admin: GuardUser = { ...full, isAdmin: true };

function ctx(name: string, pathname: string, overrides: Partial<GuardContext> = {}): GuardContext {
  return { route: routeByName(name), pathname, search: '', user: null, sessionKnown: true, platform: 'web', ...overrides };
}

describe('navigation rules (spec §2)', () => {
  it('lets anyone open open routes, even before the session is known', () => {
    for (const [name, path] of [['main', '/'], ['settings', '/settings'], ['test-easy', '/test-easy'], ['error', '/error']]) {
      expect(decideNavigation(ctx(name!, path!, { sessionKnown: false }))).toEqual({ type: 'allow' });
    }
  });

  it('shows the first-run tour to a new visitor or a new user opening the feed, once', () => {
    const first = { onboarded: false };
    expect(decideNavigation(ctx('main', '/', { ...first, sessionKnown: false }))).toEqual({ type: 'wait' });
    expect(decideNavigation(ctx('main', '/', first))).toEqual({ type: 'redirect', to: '/welcome' });
    // A VK user is signed in at launch: a null daily goal says the tour was never seen.
    expect(decideNavigation(ctx('main', '/', { ...first, user: { ...guest, dailyGoal: null } }))).toEqual({ type: 'redirect', to: '/welcome' });
    // A returning user on a new device has a goal; a browser that saw the tour is never sent again.
    expect(decideNavigation(ctx('main', '/', { ...first, user: { ...full, dailyGoal: 10 } }))).toEqual({ type: 'allow' });
    expect(decideNavigation(ctx('main', '/', { onboarded: true }))).toEqual({ type: 'allow' });
    // Links deeper into the app are never hijacked.
    expect(decideNavigation(ctx('test-easy', '/test-easy', first))).toEqual({ type: 'allow' });
    expect(decideNavigation(ctx('show-card', '/cards/5', first))).toEqual({ type: 'allow' });
  });

  it('sends /feeds/main to the stack before anything renders, other collections stay', () => {
    expect(decideNavigation(ctx('feed', '/feeds/main', { sessionKnown: false }))).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation(ctx('feed', '/feeds/main/', { onboarded: true }))).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation(ctx('feed', '/feeds/base', { sessionKnown: false }))).toEqual({ type: 'allow' });
  });

  it('leads a closed tour to the feed and opens it when asked for again', () => {
    for (const [name, path] of [['welcome', '/welcome'], ['welcome2', '/welcome2'], ['welcome3', '/welcome3']]) {
      expect(decideNavigation(ctx(name!, path!, { onboarded: true, tourClosed: true }))).toEqual({ type: 'redirect', to: '/' });
      expect(decideNavigation(ctx(name!, path!, { onboarded: true, tourClosed: false }))).toEqual({ type: 'allow' });
    }
  });

  it('sends an anonymous visitor from a login route to /login on the web and remembers the route', () => {
    expect(decideNavigation(ctx('training', '/training', { search: '?tab=2' }))).toEqual({
      type: 'redirect',
      to: '/login',
      rememberAs: '/training?tab=2',
    });
    // The tabs show a web visitor what they hold instead (issue 18); inside VK there is always a user or the VK login.
    for (const [name, path] of [['learning', '/learning'], ['progress', '/progress'], ['profile', '/profile']]) {
      expect(decideNavigation(ctx(name!, path!))).toEqual({ type: 'allow' });
      expect(decideNavigation(ctx(name!, path!, { platform: 'vk' }))).toMatchObject({ type: 'redirect', to: '/vk' });
    }
  });

  it('sends an anonymous visitor to the VK login inside VK', () => {
    expect(decideNavigation(ctx('profile', '/profile', { platform: 'vk' }))).toMatchObject({ type: 'redirect', to: '/vk' });
  });

  it('waits for the session before deciding a protected route', () => {
    expect(decideNavigation(ctx('learning', '/learning', { sessionKnown: false }))).toEqual({ type: 'wait' });
    expect(decideNavigation(ctx('admin-words', '/admin/words', { sessionKnown: false }))).toEqual({ type: 'wait' });
  });

  it('lets guests and users into login routes', () => {
    expect(decideNavigation(ctx('learning', '/learning', { user: guest }))).toEqual({ type: 'allow' });
    expect(decideNavigation(ctx('progress', '/progress', { user: full }))).toEqual({ type: 'allow' });
  });

  it('redirects a logged-in non-guest away from login and register to the index', () => {
    expect(decideNavigation(ctx('auth-login', '/login', { user: full }))).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation(ctx('auth-register', '/register', { user: unverified }))).toEqual({ type: 'redirect', to: '/' });
  });

  it('continues to the remembered route instead of the index after logging in', () => {
    expect(decideNavigation(ctx('auth-login', '/login', { user: full, intendedRoute: '/progress' }))).toEqual({
      type: 'redirect',
      to: '/progress',
    });
  });

  it('keeps guests and anonymous visitors on login and register', () => {
    expect(decideNavigation(ctx('auth-login', '/login', { user: guest }))).toEqual({ type: 'allow' });
    expect(decideNavigation(ctx('auth-register', '/register'))).toEqual({ type: 'allow' });
  });

  it('sends users with an empty emailVerifiedAt from a verified route to /email-verification', () => {
    const verifiedRoute = { name: 'x', path: '/x', access: 'verified', view: 'misc' } as const;
    expect(decideNavigation({ ...ctx('main', '/x', { user: unverified }), route: verifiedRoute })).toEqual({
      type: 'redirect',
      to: '/email-verification',
    });
    expect(decideNavigation({ ...ctx('main', '/x', { user: full }), route: verifiedRoute })).toEqual({ type: 'allow' });
  });

  it('lets any full account create and edit cards, confirmed e-mail or not (VK users have none)', () => {
    const vkUser: GuardUser = { isGuest: false, isAdmin: false, emailVerifiedAt: null };
    for (const [name, path] of [['new-card', '/cards/create'], ['edit-card', '/cards/5/edit']] as const) {
      expect(decideNavigation(ctx(name, path, { user: unverified }))).toEqual({ type: 'allow' });
      expect(decideNavigation(ctx(name, path, { user: vkUser, platform: 'vk' }))).toEqual({ type: 'allow' });
      expect(decideNavigation(ctx(name, path))).toMatchObject({ type: 'redirect', to: '/login', rememberAs: path });
      expect(decideNavigation(ctx(name, path, { platform: 'vk' }))).toMatchObject({ type: 'redirect', to: '/vk' });
    }
  });

  it('sends guests from card creation to log in fully (guests cannot create cards)', () => {
    expect(decideNavigation(ctx('new-card', '/cards/create', { user: guest }))).toMatchObject({ type: 'redirect', to: '/login' });
  });

  it.each(['admin-words', 'admin-cards', 'admin-card', 'admin-fortunes', 'admin-stats', 'bot'])(
    'shows 403 on %s for anonymous visitors and non-admins, and lets admins in',
    (name) => {
      const route = routeByName(name)!;
      const path = route.path.replace(':id', '5');
      expect(decideNavigation(ctx(name, path))).toEqual({ type: 'redirect', to: '/error?code=403' });
      expect(decideNavigation(ctx(name, path, { user: full }))).toEqual({ type: 'redirect', to: '/error?code=403' });
      expect(decideNavigation(ctx(name, path, { user: guest }))).toEqual({ type: 'redirect', to: '/error?code=403' });
      expect(decideNavigation(ctx(name, path, { user: admin }))).toEqual({ type: 'allow' });
    },
  );

  it('replaces any URL with a version parameter by /', () => {
    expect(decideNavigation(ctx('main', '/', { search: '?version=2.3.0' }))).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation(ctx('settings', '/settings', { search: '?a=1&version=2' }))).toEqual({ type: 'redirect', to: '/' });
  });

  it('allows unknown paths (the not-found page renders)', () => {
    expect(decideNavigation(ctx('not-found', '/nope'))).toEqual({ type: 'allow' });
    expect(decideNavigation({ ...ctx('main', '/x'), route: null })).toEqual({ type: 'allow' });
  });
});
