import { loginPath, type Platform } from '../../shared/platform';
import { EMAIL_VERIFICATION_PATH, forbiddenPath, INDEX_PATH, type RouteDef, WELCOME_PATH } from '../../shared/config';

/** The user fields the guards read (spec §3). */
export interface GuardUser {
  isGuest: boolean;
  isAdmin: boolean;
  emailVerifiedAt: string | null;
  /** null until the user has been through the first-run tour (undefined: an older cached copy — treat as seen). */
  dailyGoal?: number | null;
}

export interface GuardContext {
  route: RouteDef | null;
  pathname: string;
  search: string;
  user: GuardUser | null;
  /** False until the session check answered (or an encrypted copy was restored). */
  sessionKnown: boolean;
  platform: Platform;
  /** Where a visitor wanted to go before being sent to log in. */
  intendedRoute?: string | null;
  /** This browser has been through (or skipped) the first-run tour. */
  onboarded?: boolean;
  /** The tour ended in this page's life and was not asked for again from settings: its screens lead to the feed. */
  tourClosed?: boolean;
}

const TOUR_ROUTES: ReadonlySet<string> = new Set(['welcome', 'welcome2', 'welcome3']);

export type GuardDecision =
  | { type: 'allow' }
  /** Render nothing sensitive yet: the answer depends on a session that is still loading. */
  | { type: 'wait' }
  | { type: 'redirect'; to: string; rememberAs?: string };

const ALLOW: GuardDecision = { type: 'allow' };
const WAIT: GuardDecision = { type: 'wait' };

function toLogin(ctx: GuardContext): GuardDecision {
  return { type: 'redirect', to: loginPath(ctx.platform), rememberAs: `${ctx.pathname}${ctx.search}` };
}

/** The navigation rules of spec §2, as one pure function. */
export function decideNavigation(ctx: GuardContext): GuardDecision {
  // A reload after 426 lands on ?version=…: clean the URL before anything else.
  if (new URLSearchParams(ctx.search).has('version')) return { type: 'redirect', to: INDEX_PATH };
  const { route, user } = ctx;
  if (!route) return ALLOW;
  // `/feeds/main` is the stack's other address (the main feed has no collection view of its own): sent on before
  // anything renders, so the collections screen and its chunk are not loaded only to leave them (issue 13).
  if (route.name === 'feed' && /^\/feeds\/main\/?$/.test(ctx.pathname)) return { type: 'redirect', to: INDEX_PATH };
  // Issue 7: a new visitor (or a new user, e.g. signed in by VK at launch) opening the app first sees the tour.
  if (route.name === 'main' && ctx.onboarded === false) {
    if (!ctx.sessionKnown) return WAIT;
    if (!user || user.dailyGoal === null) return { type: 'redirect', to: WELCOME_PATH };
  }
  // A navigation to the tour still under way when the learner skipped it must not bring the tour back (issue 18).
  if (ctx.tourClosed === true && TOUR_ROUTES.has(route.name)) return { type: 'redirect', to: INDEX_PATH };
  switch (route.access) {
    case 'open':
      return ALLOW;
    case 'visitor':
      // Login pages render at once for anonymous visitors; a full account is sent on (to where it was going).
      if (user && !user.isGuest) return { type: 'redirect', to: ctx.intendedRoute || INDEX_PATH };
      return ALLOW;
    case 'login':
      if (!ctx.sessionKnown) return WAIT;
      // A tab (learning, progress, profile) shows a web visitor what it holds instead of a login wall.
      if (!user && route.teaser && ctx.platform === 'web') return ALLOW;
      return user ? ALLOW : toLogin(ctx);
    case 'fullUser':
    case 'verified':
      if (!ctx.sessionKnown) return WAIT;
      if (!user || user.isGuest) return toLogin(ctx);
      if (route.access === 'verified' && !user.emailVerifiedAt) return { type: 'redirect', to: EMAIL_VERIFICATION_PATH };
      return ALLOW;
    case 'admin':
      if (!ctx.sessionKnown) return WAIT;
      return user?.isAdmin ? ALLOW : { type: 'redirect', to: forbiddenPath() };
    default:
      return ALLOW;
  }
}
