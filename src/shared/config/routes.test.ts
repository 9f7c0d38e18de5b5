import { describe, expect, it } from 'vitest';
import { pathFor, ROUTES, routeByName, routerRoutes, type Access } from './routes';

/** Spec §2, row by row: name, path, access as this client implements it. */
const SPEC: [string, string, Access][] = [
  ['main', '/', 'open'],
  // Not a spec row: the link of a "new cards" push (issue 17), showing today's feed.
  ['selection', '/selection', 'open'],
  ['feed', '/feeds/:name', 'open'],
  ['settings', '/settings', 'open'],
  ['welcome', '/welcome', 'open'],
  ['welcome2', '/welcome2', 'open'],
  ['welcome3', '/welcome3', 'open'],
  ['learning', '/learning', 'login'],
  ['progress', '/progress', 'login'],
  ['friends', '/friends', 'login'],
  ['invite', '/invite/:code', 'open'],
  // Not a spec row: the training session of the learning tab (issue 6).
  ['training', '/training', 'login'],
  ['profile', '/profile', 'login'],
  ['test-hard', '/test-hard', 'open'],
  ['test-easy', '/test-easy', 'open'],
  ['test-medium', '/test-medium', 'open'],
  ['game-match', '/game-match', 'open'],
  ['new-card', '/cards/create', 'fullUser'],
  ['show-card', '/cards/:id', 'open'],
  ['edit-card', '/cards/:id/edit', 'fullUser'],
  ['auth-register', '/register', 'visitor'],
  ['auth-login', '/login', 'visitor'],
  ['vk-login', '/vk', 'visitor'],
  ['auth-email-verification', '/email-verification', 'login'],
  ['auth-email-verified', '/verify-email/:id/:hash', 'login'],
  ['auth-fogot-password', '/fogot-password', 'open'],
  ['auth-reset-password', '/password-reset/:token', 'open'],
  ['oauth-logged-in', '/oauth-logged-in', 'open'],
  ['user-agreement', '/user-agreement', 'open'],
  ['privacy', '/privacy', 'open'],
  ['privacy-agreement', '/privacy-agreement', 'open'],
  ['admin-words', '/admin/words', 'admin'],
  ['admin-cards', '/admin/cards', 'admin'],
  ['admin-card', '/admin/cards/:id', 'admin'],
  // Learners' reports beside moderation (issue 29).
  ['admin-reports', '/admin/reports', 'admin'],
  ['admin-fortunes', '/admin/fortunes', 'admin'],
  ['admin-stats', '/admin/stats', 'admin'],
  ['bot', '/bot', 'admin'],
  ['error', '/error', 'open'],
  ['not-found', '*', 'open'],
];

describe('route table', () => {
  it.each(SPEC)('has %s at %s with access %s', (name, path, access) => {
    expect(routeByName(name)).toMatchObject({ name, path, access });
  });

  it('has exactly the spec routes, each once', () => {
    expect(ROUTES.map((r) => r.name).sort()).toEqual(SPEC.map(([n]) => n).sort());
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('ships only the error page with the shell; every other screen is its own chunk (the entry fetches the first one beside the shell)', () => {
    const lazy = ROUTES.filter((r) => 'lazy' in r && r.lazy).map((r) => r.name).sort();
    expect(lazy).toEqual(
      [
        'main', 'selection', 'feed', 'show-card', 'not-found',
        'admin-card', 'admin-cards', 'admin-reports', 'admin-fortunes', 'admin-stats', 'admin-words', 'bot',
        'game-match', 'test-easy', 'test-hard', 'test-medium', 'new-card', 'edit-card',
        'user-agreement', 'privacy', 'privacy-agreement',
        'learning', 'training', 'progress', 'friends', 'invite',
        'settings', 'profile', 'welcome', 'welcome2', 'welcome3',
        'auth-register', 'auth-login', 'vk-login', 'auth-email-verification', 'auth-email-verified',
        'auth-fogot-password', 'auth-reset-password', 'oauth-logged-in',
      ].sort(),
    );
  });

  it('feeds the router with view/panel ids equal to the route names', () => {
    expect(routerRoutes()).toContainEqual({ path: '/admin/cards/:id', view: 'misc', panel: 'admin-card' });
    expect(routerRoutes()).toContainEqual({ path: '/', view: 'feed', panel: 'main' });
  });

  it('fills path parameters', () => {
    expect(pathFor('show-card', { id: '42' })).toBe('/cards/42');
    expect(pathFor('auth-email-verified', { id: '1', hash: 'a b' })).toBe('/verify-email/1/a%20b');
    expect(() => pathFor('show-card')).toThrow(/id/);
  });
});
