/**
 * The one route table (spec §2). Every screen's name, path, access rule, VKUI view and lazy flag live here; the
 * router config, the guards, the page registry and the navigation menus are all derived from it.
 * Panel ids are the spec's route names — including its spelling of `auth-fogot-password`.
 */

/**
 * open      — anyone.
 * visitor   — login/register pages: a logged-in non-guest is sent to the index route.
 * login     — any user, guests included; anonymous → login page (VK login inside VK).
 * fullUser  — a non-guest account; guests and anonymous → login page (guests cannot create cards, spec §6).
 * verified  — fullUser with a confirmed e-mail; unconfirmed → /email-verification.
 * admin     — isAdmin; everyone else, anonymous included → /error?code=403.
 */
export type Access = 'open' | 'visitor' | 'login' | 'fullUser' | 'verified' | 'admin';

/** Epic stories: the four tab bar sections plus one view for every screen that belongs to no tab. */
export type ViewId = 'feed' | 'learning' | 'progress' | 'profile' | 'misc';

export interface RouteDef {
  name: string;
  path: string;
  access: Access;
  view: ViewId;
  /** Loaded on demand (React.lazy); a failed chunk load reloads the app at its root. */
  lazy?: boolean;
  /** Shown without the tab bar and the side menu (the first-run tour keeps the visitor's attention on itself). */
  bare?: boolean;
  /** A tab a visitor without a user may open on the web: it says what it holds and offers the guest start (issue 18). */
  teaser?: boolean;
}

export const ROUTES = [
  { name: 'main', path: '/', access: 'open', view: 'feed', lazy: true },
  // Not a spec row: where a "new cards" push links (spec §2: a /selection link signals new cards) — today's feed.
  { name: 'selection', path: '/selection', access: 'open', view: 'feed', lazy: true },
  { name: 'feed', path: '/feeds/:name', access: 'open', view: 'feed', lazy: true },
  { name: 'show-card', path: '/cards/:id', access: 'open', view: 'feed', lazy: true },
  { name: 'settings', path: '/settings', access: 'open', view: 'profile', lazy: true },
  { name: 'welcome', path: '/welcome', access: 'open', view: 'misc', bare: true, lazy: true },
  { name: 'welcome2', path: '/welcome2', access: 'open', view: 'misc', bare: true, lazy: true },
  { name: 'welcome3', path: '/welcome3', access: 'open', view: 'misc', bare: true, lazy: true },
  { name: 'learning', path: '/learning', access: 'login', view: 'learning', lazy: true, teaser: true },
  { name: 'training', path: '/training', access: 'login', view: 'learning', lazy: true },
  { name: 'progress', path: '/progress', access: 'login', view: 'progress', lazy: true, teaser: true },
  // Beyond the spec (issue 31): the friends' league and list, and where an invite link lands.
  { name: 'friends', path: '/friends', access: 'login', view: 'progress', lazy: true },
  { name: 'invite', path: '/invite/:code', access: 'open', view: 'misc', lazy: true },
  { name: 'profile', path: '/profile', access: 'login', view: 'profile', lazy: true, teaser: true },
  { name: 'test-hard', path: '/test-hard', access: 'open', view: 'misc', lazy: true },
  { name: 'test-easy', path: '/test-easy', access: 'open', view: 'misc', lazy: true },
  { name: 'test-medium', path: '/test-medium', access: 'open', view: 'misc', lazy: true },
  { name: 'game-match', path: '/game-match', access: 'open', view: 'misc', lazy: true },
  // A full account, not a confirmed e-mail: VK mini-app users have no e-mail at all (issue 3).
  { name: 'new-card', path: '/cards/create', access: 'fullUser', view: 'misc', lazy: true },
  { name: 'edit-card', path: '/cards/:id/edit', access: 'fullUser', view: 'misc', lazy: true },
  { name: 'auth-register', path: '/register', access: 'visitor', view: 'misc', lazy: true },
  { name: 'auth-login', path: '/login', access: 'visitor', view: 'misc', lazy: true },
  { name: 'vk-login', path: '/vk', access: 'visitor', view: 'misc', lazy: true },
  { name: 'auth-email-verification', path: '/email-verification', access: 'login', view: 'misc', lazy: true },
  { name: 'auth-email-verified', path: '/verify-email/:id/:hash', access: 'login', view: 'misc', lazy: true },
  { name: 'auth-fogot-password', path: '/fogot-password', access: 'open', view: 'misc', lazy: true },
  { name: 'auth-reset-password', path: '/password-reset/:token', access: 'open', view: 'misc', lazy: true },
  { name: 'oauth-logged-in', path: '/oauth-logged-in', access: 'open', view: 'misc', lazy: true },
  { name: 'user-agreement', path: '/user-agreement', access: 'open', view: 'misc', lazy: true },
  { name: 'privacy', path: '/privacy', access: 'open', view: 'misc', lazy: true },
  { name: 'privacy-agreement', path: '/privacy-agreement', access: 'open', view: 'misc', lazy: true },
  { name: 'admin-words', path: '/admin/words', access: 'admin', view: 'misc', lazy: true },
  { name: 'admin-cards', path: '/admin/cards', access: 'admin', view: 'misc', lazy: true },
  { name: 'admin-card', path: '/admin/cards/:id', access: 'admin', view: 'misc', lazy: true },
  { name: 'admin-reports', path: '/admin/reports', access: 'admin', view: 'misc', lazy: true },
  { name: 'admin-fortunes', path: '/admin/fortunes', access: 'admin', view: 'misc', lazy: true },
  { name: 'admin-stats', path: '/admin/stats', access: 'admin', view: 'misc', lazy: true },
  { name: 'bot', path: '/bot', access: 'admin', view: 'misc', lazy: true },
  { name: 'error', path: '/error', access: 'open', view: 'misc' },
  // Anything else. '*' ranks below every real path, so it only matches what nothing else does.
  { name: 'not-found', path: '*', access: 'open', view: 'misc', lazy: true },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

export const ROUTE_BY_NAME: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: string | undefined | null): RouteDef | null {
  return (name && ROUTE_BY_NAME.get(name)) || null;
}

/** Fills `:params` of a route's path. */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  const route = ROUTE_BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the "${key}" parameter`);
    return encodeURIComponent(value);
  });
}

export const INDEX_PATH = '/';
export const ERROR_PATH = '/error';
export const EMAIL_VERIFICATION_PATH = '/email-verification';
export const WELCOME_PATH = '/welcome';
export const forbiddenPath = (): string => `${ERROR_PATH}?code=403`;

/** Routes in the shape vk-mini-apps-router wants: views without a root, the panel id = the route name. */
export function routerRoutes(): { path: string; view: string; panel: string }[] {
  return ROUTES.map((r) => ({ path: r.path, view: r.view, panel: r.name }));
}

export const VIEWS: readonly ViewId[] = ['feed', 'learning', 'progress', 'profile', 'misc'];
