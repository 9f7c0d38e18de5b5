/**
 * The app itself: global error handlers → platform detection → initApp → render on #app. Started by main.tsx once
 * the preloader has been painted; its chunks and stylesheets were fetched meanwhile (modulepreload in index.html).
 */
import '@vkontakte/vkui/dist/cssm/styles/themes.css';
import './global.css';
import './a11y.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'effector-react';
import { yieldToBrowser } from '../shared/lib';
import { detectCurrentPlatform } from '../shared/platform';
import { AppConfig } from './providers/AppConfig';
import { installGlobalErrorHandlers } from './errors/global-handlers';
import { initApp } from './init';
import { registerServiceWorker } from './pwa';
import { scope } from './scope';

async function bootstrap(): Promise<void> {
  installGlobalErrorHandlers();
  // Outside VK this resolves at once; with VK launch params it waits for the bridge at most PLATFORM_DETECT_TIMEOUT_MS.
  const platform = await detectCurrentPlatform();
  // Evaluating the shell's modules, setting up the app and rendering are three tasks, not one long one.
  await yieldToBrowser();
  const router = await initApp(scope, platform);
  await yieldToBrowser();

  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing from index.html');
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main thread
  // for the whole tree (hundreds of milliseconds on a phone): taps and the preloader's frames go through meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider value={scope}>
          <AppConfig router={router} />
        </Provider>
      </StrictMode>,
    );
  });
  void registerServiceWorker(platform.platform);
}

void bootstrap();
