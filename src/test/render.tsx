import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdaptivityProvider, AppRoot, ConfigProvider, type ViewWidth } from '@vkontakte/vkui';

/** One of VKUI's width classes (`ViewWidth.MOBILE` …); VKUI does not export the type itself. */
export type ViewWidthValue = (typeof ViewWidth)[keyof typeof ViewWidth];
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { initI18n } from '../shared/i18n';
import { setAppScope } from '../shared/lib';

/** Renders a screen part inside VKUI's providers and an effector scope (forked unless one is given). */
/** `viewWidth`: VKUI's width class as a screen would see it (jsdom answers no media query). */
export function renderInScope(ui: ReactElement, options: { scope?: Scope; locale?: 'en' | 'ru'; viewWidth?: ViewWidthValue } = {}) {
  initI18n(options.locale ?? 'en');
  const scope = options.scope ?? fork();
  setAppScope(scope);
  const view = render(
    <Provider value={scope}>
      <ConfigProvider colorScheme="light" platform="android" locale={options.locale ?? 'en'}>
        <AdaptivityProvider viewWidth={options.viewWidth}>
          <AppRoot>{ui}</AppRoot>
        </AdaptivityProvider>
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, scope };
}
