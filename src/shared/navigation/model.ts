import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { readItem, removeItem, writeItem } from '../storage/local';
import { SESSION_KEYS } from '../storage/keys';
import { applyRouteChange, currentOf, EMPTY_HISTORY, previousOf, type RouteChange } from './history';

/** What the app's router can do; bound once by app/ so lower layers navigate without importing the router. */
export interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  go(delta: number): Promise<void> | void;
}

let navigator: Navigator | null = null;

export function bindNavigator(next: Navigator | null): void {
  navigator = next;
}

export const routeChanged = createEvent<RouteChange>();
export const navigationRequested = createEvent<{ to: string; replace?: boolean }>();
/** Go to the previous in-app route, or replace the current one with `fallback` when there is none (spec §2). */
export const backRequested = createEvent<string>();

export const $history = createStore(EMPTY_HISTORY, { serialize: 'ignore' }).on(routeChanged, applyRouteChange);
export const $currentRoute = $history.map(currentOf);
export const $previousRoute = $history.map(previousOf);

export const navigateFx = createEffect(async ({ to, replace }: { to: string; replace?: boolean }) => {
  await navigator?.navigate(to, { replace: Boolean(replace) });
});

export const backFx = attach({
  source: $previousRoute,
  effect: createEffect(async ({ previous, fallback }: { previous: unknown; fallback: string }) => {
    if (previous) await navigator?.go(-1);
    else await navigator?.navigate(fallback, { replace: true });
  }),
  mapParams: (fallback: string, previous) => ({ previous, fallback }),
});

sample({ clock: navigationRequested, target: navigateFx });
sample({ clock: backRequested, target: backFx });

/** The route an anonymous visitor wanted before being sent to log in; survives the VK/OAuth round trip. */
export function rememberIntendedRoute(path: string): void {
  writeItem(SESSION_KEYS.intendedRoute, path, 'session');
}

export function peekIntendedRoute(): string | null {
  return readItem(SESSION_KEYS.intendedRoute, 'session');
}

export function takeIntendedRoute(): string | null {
  const path = peekIntendedRoute();
  if (path) removeItem(SESSION_KEYS.intendedRoute, 'session');
  return path;
}
