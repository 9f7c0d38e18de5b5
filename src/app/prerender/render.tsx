/**
 * Build time only (scripts/vite/prerender-tour.ts loads this through Vite, so CSS-module class names are the build's):
 * the tour's first step as HTML, rendered by react-dom/server from the app's own components inside the app's
 * providers and page frame, for one language, VKUI look and colour scheme. A new visitor with nothing in storage:
 * no user (so "I already have an account" shows), default goal, the phone or desktop layout by the look.
 */
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { AdaptivityProvider, AppRoot, ConfigProvider, Epic, View } from '@vkontakte/vkui';
import { WelcomePage } from '../../pages/welcome';
import { initI18n, registerLanguage } from '../../shared/i18n';
import enShell from '../../shared/i18n/shell/en';
import ruShell from '../../shared/i18n/shell/ru';
import type { Locale } from '../../shared/storage/prefs';
import type { Appearance, VkuiPlatform } from '../../shared/platform';
import { PRERENDER_ROUTE } from '../../shared/lib/prerender';
import { AppFrame } from '../layout/AppFrame';
import { ROUTES } from '../../shared/config';

// Build time: both languages' shell strings at once (the app loads one at a time, shared/i18n/languages.ts).
registerLanguage('en', enShell);
registerLanguage('ru', ruShell);

export function renderTourFirstStep(locale: Locale, platform: VkuiPlatform, scheme: Appearance): string {
  const i18n = initI18n(locale);
  void i18n.changeLanguage(locale);
  const isDesktop = platform === 'vkcom';
  const view = ROUTES.find((r) => r.name === PRERENDER_ROUTE)!.view;
  return renderToString(
    <Provider value={fork()}>
      <ConfigProvider colorScheme={scheme} platform={platform} locale={locale}>
        <AdaptivityProvider>
          <AppRoot>
            {/* As App renders a bare route (no tab bar, no side column), the web's header rule included. */}
            <AppFrame isDesktop={isDesktop} showHeader={platform !== 'vkcom'}>
              <Epic activeStory={view} tabbar={false}>
                <View nav={view} activePanel={PRERENDER_ROUTE}>
                  <WelcomePage nav={PRERENDER_ROUTE} />
                </View>
              </Epic>
            </AppFrame>
          </AppRoot>
        </AdaptivityProvider>
      </ConfigProvider>
    </Provider>,
  );
}
