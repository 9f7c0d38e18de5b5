import { useEffect, useSyncExternalStore } from 'react';
import { AdaptivityProvider, AppRoot, ConfigProvider } from '@vkontakte/vkui';
import { RouterProvider } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { $appearance } from '../../features/theme-switch';
import { $locale } from '../../shared/i18n';
import { $platform, $platformDetail, DESKTOP_WIDTH_QUERY, isNativeWebView, syncVkLocation, usesBridgeRouting, vkuiPlatform } from '../../shared/platform';
import type { AppRouter } from '../router/create-router';
import { App } from '../layout/App';
import { AppErrorBoundary } from '../errors/AppErrorBoundary';

function subscribeDesktop(callback: () => void): () => void {
  const query = window.matchMedia(DESKTOP_WIDTH_QUERY);
  query.addEventListener?.('change', callback);
  return () => query.removeEventListener?.('change', callback);
}

/** ConfigProvider sits above AdaptivityProvider, so the width for the platform look is read here directly. */
function useDesktopWidth(): boolean {
  return useSyncExternalStore(subscribeDesktop, () => window.matchMedia(DESKTOP_WIDTH_QUERY).matches, () => false);
}

export function AppConfig({ router }: { router: AppRouter }) {
  const [appearance, platform, detail, locale] = useUnit([$appearance, $platform, $platformDetail, $locale]);
  const desktop = useDesktopWidth();
  const webView = isNativeWebView(platform, detail);
  // VK's address bar follows the router through our platform adapter, not the router's own bridge calls, whose
  // refusals (some clients refuse VKWebAppSetLocation) would surface as unhandled rejections.
  useEffect(() => (usesBridgeRouting(platform) ? syncVkLocation(router) : undefined), [router, platform]);
  return (
    <ConfigProvider
      colorScheme={appearance}
      platform={vkuiPlatform(platform, detail, desktop)}
      isWebView={webView}
      hasCustomPanelHeaderAfter={webView}
      locale={locale}
    >
      <AdaptivityProvider>
        <AppRoot>
          <AppErrorBoundary>
            <RouterProvider router={router} useBridge={false}>
              <App />
            </RouterProvider>
          </AppErrorBoundary>
        </AppRoot>
      </AdaptivityProvider>
    </ConfigProvider>
  );
}
