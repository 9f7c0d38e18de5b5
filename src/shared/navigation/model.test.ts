import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyRouteChange, EMPTY_HISTORY, previousOf } from './history';
import { $previousRoute, backRequested, bindNavigator, routeChanged, rememberIntendedRoute, takeIntendedRoute } from './model';

afterEach(() => bindNavigator(null));

describe('history mirror', () => {
  it('remembers the previous route across pushes, replaces and pops', () => {
    let h = applyRouteChange(EMPTY_HISTORY, { pathname: '/', search: '', key: 'a', action: 'PUSH' });
    expect(previousOf(h)).toBeNull();
    h = applyRouteChange(h, { pathname: '/settings', search: '', key: 'b', action: 'PUSH' });
    expect(previousOf(h)?.pathname).toBe('/');
    h = applyRouteChange(h, { pathname: '/login', search: '', key: 'c', action: 'REPLACE' });
    expect(previousOf(h)?.pathname).toBe('/');
    h = applyRouteChange(h, { pathname: '/', search: '', key: 'a', action: 'POP' });
    expect(previousOf(h)).toBeNull();
    h = applyRouteChange(h, { pathname: '/login', search: '', key: 'c', action: 'POP' });
    expect(previousOf(h)?.pathname).toBe('/');
  });

  it('treats a pop to an unknown entry (a typed URL) as a new step', () => {
    let h = applyRouteChange(EMPTY_HISTORY, { pathname: '/', search: '', key: 'a', action: 'PUSH' });
    h = applyRouteChange(h, { pathname: '/x', search: '', key: 'z', action: 'POP' });
    expect(previousOf(h)?.pathname).toBe('/');
  });
});

describe('back(fallback)', () => {
  it('goes back when there is a previous route', async () => {
    const nav = { navigate: vi.fn(), go: vi.fn() };
    bindNavigator(nav);
    const scope = fork();
    await allSettled(routeChanged, { scope, params: { pathname: '/', search: '', key: 'a', action: 'PUSH' } });
    await allSettled(routeChanged, { scope, params: { pathname: '/settings', search: '', key: 'b', action: 'PUSH' } });
    expect(scope.getState($previousRoute)?.pathname).toBe('/');
    await allSettled(backRequested, { scope, params: '/' });
    expect(nav.go).toHaveBeenCalledWith(-1);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('replaces the current route with the fallback when there is none (a deep link)', async () => {
    const nav = { navigate: vi.fn(), go: vi.fn() };
    bindNavigator(nav);
    const scope = fork();
    await allSettled(routeChanged, { scope, params: { pathname: '/cards/5', search: '', key: 'a', action: 'PUSH' } });
    await allSettled(backRequested, { scope, params: '/' });
    expect(nav.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(nav.go).not.toHaveBeenCalled();
  });
});

describe('intended route', () => {
  it('is kept for the session and used once', () => {
    rememberIntendedRoute('/learning');
    expect(takeIntendedRoute()).toBe('/learning');
    expect(takeIntendedRoute()).toBeNull();
  });
});
