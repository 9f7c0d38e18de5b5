import { scopeBind, type EventCallable, type Scope } from 'effector';

/**
 * The app runs in one forked scope (provided to React). Imperative entry points — ky hooks, window error handlers,
 * bridge and router subscriptions — fire after `await`s where effector cannot know the scope, so they go through
 * `callUnit`, which binds to the app scope when there is one and falls back to the global units in unit tests.
 */
let appScope: Scope | null = null;

export function setAppScope(scope: Scope | null): void {
  appScope = scope;
}

export function callUnit<T>(unit: EventCallable<T>, payload: T): void;
export function callUnit(unit: EventCallable<void>): void;
export function callUnit<T>(unit: EventCallable<T>, payload?: T): void {
  if (appScope) scopeBind(unit, { scope: appScope, safe: true })(payload as T);
  else unit(payload as T);
}
