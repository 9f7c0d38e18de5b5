import type { AppRouter } from './create-router';
import { decideNavigation, type GuardContext, type GuardDecision, type GuardUser } from './guards';
import { routeByName } from '../../shared/config';
import type { Platform } from '../../shared/platform';
import type { RouteChange } from '../../shared/navigation';

export interface SessionSnapshot {
  user: GuardUser | null;
  sessionKnown: boolean;
  /** This browser has seen the first-run tour (absent: treat as seen). */
  onboarded?: boolean;
  /** The tour ended here and was not asked for again (absent: open). */
  tourClosed?: boolean;
}

export interface GuardControllerDeps {
  router: AppRouter;
  platform: Platform;
  getSession(): SessionSnapshot;
  /** Calls back whenever the session snapshot may have changed; returns an unsubscribe. */
  subscribeSession(listener: () => void): () => void;
  peekIntended(): string | null;
  takeIntended(): string | null;
  remember(path: string): void;
  onRouteChange?(change: RouteChange): void;
  onDecision?(decision: GuardDecision): void;
}

/** Guard context of the router's current location. */
export function contextOf(router: AppRouter, platform: Platform, session: SessionSnapshot, intended: string | null): GuardContext {
  const { location, matches } = router.state;
  const match = matches[matches.length - 1];
  const panel = (match?.route as { panel?: string } | undefined)?.panel;
  return {
    route: routeByName(panel),
    pathname: location.pathname,
    search: location.search,
    user: session.user,
    sessionKnown: session.sessionKnown,
    platform,
    intendedRoute: intended,
    onboarded: session.onboarded ?? true,
    tourClosed: session.tourClosed ?? false,
  };
}

/**
 * Applies the guards on every navigation and whenever the session changes (a user loads, logs out, gets a 401).
 * Redirects replace the current entry, so "back" never returns to a page the user was not allowed to see.
 */
export function installGuards(deps: GuardControllerDeps): () => void {
  const { router, platform } = deps;
  let lastKey: string | null = null;

  /**
   * `navigation`: the location changed. Closing the tour is a session change that must not move the learner by itself
   * (the tour's own buttons say where to go next); only a navigation into a closed tour is turned to the feed.
   */
  const evaluate = (cause: 'navigation' | 'session' = 'navigation'): void => {
    const session = deps.getSession();
    const seen = cause === 'session' ? { ...session, tourClosed: false } : session;
    const decision = decideNavigation(contextOf(router, platform, seen, deps.peekIntended()));
    deps.onDecision?.(decision);
    if (decision.type !== 'redirect') return;
    if (decision.rememberAs) deps.remember(decision.rememberAs);
    // The visitor rule redirects to the intended route: consume it so it is used once.
    else if (decision.to === deps.peekIntended()) deps.takeIntended();
    void router.navigate(decision.to, { replace: true });
  };

  const unsubscribeRouter = router.subscribe((state) => {
    if (state.location.key !== lastKey) {
      lastKey = state.location.key;
      deps.onRouteChange?.({
        pathname: state.location.pathname,
        search: state.location.search,
        key: state.location.key,
        action: state.historyAction,
      });
    }
    evaluate();
  });
  const unsubscribeSession = deps.subscribeSession(() => evaluate('session'));

  lastKey = router.state.location.key;
  deps.onRouteChange?.({
    pathname: router.state.location.pathname,
    search: router.state.location.search,
    key: router.state.location.key,
    action: 'PUSH',
  });
  evaluate();

  return () => {
    unsubscribeRouter();
    unsubscribeSession();
  };
}
