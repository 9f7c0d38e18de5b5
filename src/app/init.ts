import { allSettled, createWatch, merge, sample, type Scope } from 'effector';
import { $user } from '../entities/user';
import { $isSessionKnown, $sessionStatus, appStarted } from '../entities/session';
import { systemSchemeChanged, themeInitialized } from '../features/theme-switch';
import '../features/start-as-guest';
// Push: the permission flow on sign-in (loaded after the first screen), foreground pushes as toasts.
import '../features/push-notifications';
import { $onboardedHere, $tourClosed } from '../features/onboarding';
import { installWatchStarted, tourAheadChanged } from '../features/install-app';
import { browserLanguages, detectLocale, initI18n, loadLanguage, localeInitialized } from '../shared/i18n';
import { callUnit, setAppScope, yieldToBrowser } from '../shared/lib';
import {
  bindNavigator,
  peekIntendedRoute,
  rememberIntendedRoute,
  routeChanged,
  takeIntendedRoute,
} from '../shared/navigation';
import { followVkAppearance, platformDetected, setPlatformResult, vkAppearanceChanged, type PlatformResult } from '../shared/platform';
import { loadColorScheme, loadLocale } from '../shared/storage';
import { startOutboxAfterFirstScreen } from './after-first-screen';
import { createAppRouter, type AppRouter } from './router/create-router';
import { installGuards } from './router/guard-controller';
import { preloadWelcome } from './router/pages';
import { guardDecided } from './router/model';

// The install offer waits while the first-run tour is ahead on this device (the features do not import each other).
sample({ clock: $onboardedHere.updates, fn: (done) => !done, target: tourAheadChanged });

function watchSystemScheme(): void {
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  if (!query) return;
  callUnit(systemSchemeChanged, query.matches);
  query.addEventListener?.('change', (event) => callUnit(systemSchemeChanged, event.matches));
}

/**
 * Everything that must exist before the first render, in order: the platform (decided by the caller), the scope,
 * language and theme, the router for that platform, the guards. Then `appStarted` loads the session in the
 * background — the shell renders without waiting for the network.
 */
export async function initApp(scope: Scope, platform: PlatformResult): Promise<AppRouter> {
  setPlatformResult(platform);
  setAppScope(scope);
  await allSettled(platformDetected, { scope, params: platform });

  const locale = detectLocale({
    saved: loadLocale(),
    vkLanguage: typeof platform.detail?.vk_language === 'string' ? platform.detail.vk_language : null,
    browserLanguages: browserLanguages(),
  });
  // Only this language's strings come with the shell; the entry started their chunk beside it (main.tsx).
  await loadLanguage(locale);
  initI18n(locale);
  document.documentElement.lang = locale;
  await allSettled(localeInitialized, { scope, params: locale });
  await allSettled(themeInitialized, { scope, params: loadColorScheme() });
  watchSystemScheme();
  followVkAppearance(platform.platform, (appearance) => callUnit(vkAppearanceChanged, appearance));
  // Seeds appInstallPrompt = 0 and appInstallPromptNextAt = now on the first visit (spec §3), and on the web (never
  // inside VK) holds the browser's install prompt for the offer and settings (features/install-app).
  if (platform.platform === 'web') {
    await allSettled(tourAheadChanged, { scope, params: !scope.getState($onboardedHere) });
    await allSettled(installWatchStarted, { scope });
  }
  // Language and theme set up, the router and guards next: two tasks, so neither blocks input for long on a phone.
  await yieldToBrowser();

  const router = createAppRouter(platform.platform);
  bindNavigator({
    navigate: (to, options) => router.navigate(to, { replace: Boolean(options?.replace) }),
    go: (delta) => router.navigate(delta),
  });
  installGuards({
    router,
    platform: platform.platform,
    getSession: () => ({ user: scope.getState($user), sessionKnown: scope.getState($isSessionKnown), onboarded: scope.getState($onboardedHere), tourClosed: scope.getState($tourClosed) }),
    subscribeSession: (listener) =>
      createWatch({ unit: merge([$user.updates, $sessionStatus.updates, $onboardedHere.updates]), fn: () => listener(), scope }).unsubscribe,
    peekIntended: peekIntendedRoute,
    takeIntended: takeIntendedRoute,
    remember: rememberIntendedRoute,
    onRouteChange: (change) => callUnit(routeChanged, change),
    onDecision: (decision) => callUnit(guardDecided, decision),
  });

  if (!scope.getState($onboardedHere)) preloadWelcome();
  void allSettled(appStarted, { scope });
  // Training answers an earlier tab could not send (IndexedDB outbox): sent after the first screen and on every reconnect.
  void startOutboxAfterFirstScreen(scope);
  return router;
}
