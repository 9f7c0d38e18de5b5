import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csrfResponder, installFetchStub, json } from '../test/fetch-stub';
import { setAppScope } from '../shared/lib';
import { STORAGE_KEYS } from '../shared/storage';
import { initApp } from './init';
import { AppConfig } from './providers/AppConfig';
import type { AppRouter } from './router/create-router';

/**
 * The whole shell in jsdom against a stubbed API that knows nobody: the anonymous visitor's journey of the e2e
 * suite (feed, a guarded route, 403, not-found, settings) at unit-test speed.
 *
 * The visitor has been through the first-run tour (STORAGE_KEYS.onboarding, read once when the onboarding model
 * loads, hence before the imports): otherwise '/' waits for the session and then sends a new visitor to the tour,
 * and what these tests saw depended on whether GET user had answered yet (they failed whenever it had).
 */
await vi.hoisted(async () => {
  const { STORAGE_KEYS: keys } = await import('../shared/storage/keys');
  localStorage.setItem(keys.onboarding, 'done');
});

let router: AppRouter;
let stub: ReturnType<typeof installFetchStub>;
let unmount: () => void;

beforeAll(async () => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '<div id="preloader"></div><div id="app"></div>';
  stub = installFetchStub({
    'GET /sanctum/csrf-cookie': csrfResponder(),
    'GET /api/v1/user': () => json(401, { message: 'Unauthenticated.' }),
    'POST /api/v1/logs': () => json(204, null),
    'GET /api/v1/auth/providers': () => json(200, { data: { providers: ['vkid', 'yandex'] } }),
  });
  const scope = fork();
  router = await initApp(scope, { platform: 'web', detail: null });
  const view = render(
    <Provider value={scope}>
      <AppConfig router={router} />
    </Provider>,
    { container: document.getElementById('app')! },
  );
  unmount = view.unmount;
});

afterAll(() => {
  unmount();
  router.dispose();
  setAppScope(null);
  vi.unstubAllGlobals();
});

const go = async (path: string) => {
  await act(async () => {
    await router.navigate(path);
  });
};

// Each screen is a lazy chunk (and its strings a lazy namespace) that Vitest transforms on first use: on a loaded
// machine one test's waits (15 s each, test/setup.ts) add up past the project's 30 s, though none of them failed.
describe('app shell (anonymous visitor, phone width)', { timeout: 120_000 }, () => {
  it('exposes the platform for end-to-end tests', () => {
    expect(window.__SLOVO__).toEqual({ platform: 'web', platformDetail: null });
  });

  it('renders the feed panel with an empty state and hides the preloader, and stays there once the session is known', async () => {
    await waitFor(() => expect(stub.calls('GET', '/api/v1/user').length).toBeGreaterThan(0));
    const feed = await screen.findByTestId('feed-panel');
    expect(within(feed).getAllByText(/Feed|Лента/).length).toBeGreaterThan(0);
    await screen.findByTestId('feed-anonymous');
    await waitFor(() => expect(document.getElementById('preloader')?.classList.contains('preloader--hidden') ?? true).toBe(true));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(window.location.pathname).toBe('/');
  });

  it('shows the four tabs', async () => {
    for (const id of ['feed', 'learning', 'progress', 'profile']) expect(await screen.findByTestId(`tab-${id}`)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('tab-feed').getAttribute('data-selected')).toBe('true'));
  });

  it('shows a visitor what a tab holds, with the guest start and the login', async () => {
    fireEvent.click(await screen.findByTestId('tab-learning'));
    await waitFor(() => expect(window.location.pathname).toBe('/learning'));
    expect((await screen.findByTestId('tab-teaser')).getAttribute('data-tab')).toBe('learning');
    expect(await screen.findByTestId('start-as-guest')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('tab-teaser-login'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(await screen.findByTestId('login-vkid')).toBeTruthy();
    expect(await screen.findByTestId('login-yandex')).toBeTruthy();
    expect(await screen.findByTestId('start-as-guest')).toBeTruthy();
  });

  it('shows 403 for an admin route', async () => {
    await go('/admin/words');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/error?code=403'));
    expect((await screen.findByTestId('error-code')).textContent).toBe('403');
  });

  it('shows the not-found page for an unknown path', async () => {
    await go('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('switches the theme and the language on /settings, at once and persistently', async () => {
    await go('/settings');
    await screen.findByTestId('settings-panel');
    fireEvent.click(await screen.findByTestId('settings-theme-dark'));
    await waitFor(() => expect(document.documentElement.dataset.scheme).toBe('dark'));
    expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('dark');

    fireEvent.click(screen.getByTestId('settings-language-ru'));
    await waitFor(() => expect(screen.getByTestId('tab-feed').textContent).toContain('Лента'));
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');

    fireEvent.click(screen.getByTestId('settings-language-en'));
    await waitFor(() => expect(screen.getByTestId('tab-feed').textContent).toContain('Feed'));
    fireEvent.click(screen.getByTestId('settings-theme-light'));
    await waitFor(() => expect(document.documentElement.dataset.scheme).toBe('light'));
  });

  it('has a progress bar element for the pending requests, idle once nothing is loading', async () => {
    const bar = await screen.findByTestId('progress-bar');
    await waitFor(() => expect(bar.getAttribute('data-active')).toBe('false'));
  });
});
