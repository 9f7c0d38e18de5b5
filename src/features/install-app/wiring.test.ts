import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeChanged } from '../../shared/navigation';
import { markFirstScreenShown, setAppScope } from '../../shared/lib';
import { $deferredPrompt, installWatchStarted, loadInstallOffer, type BeforeInstallPromptEvent } from './wiring';

afterEach(() => setAppScope(null));

/** What Chromium dispatches when the app can be installed; prompt() opens its dialog, here answered "accepted". */
function installPromptEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent & { prompted: number };
  Object.assign(event, { prompted: 0, prompt: async () => void event.prompted++, userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
  return event;
}

describe('the install offer, loaded after the first screen', () => {
  it('offers the prompt the browser gave before the offer loaded, and Install uses it', async () => {
    const scope = fork();
    setAppScope(scope);
    await allSettled(routeChanged, { scope, params: { pathname: '/', search: '', key: 'a', action: 'PUSH' } });
    await allSettled(installWatchStarted, { scope });
    // Chromium's prompt arrives while the first screen is on its way: held, not lost.
    const event = installPromptEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(scope.getState($deferredPrompt)).toBe(event);

    markFirstScreenShown();
    await loadInstallOffer();
    const { $offerVisible, installClicked } = await import('./model');
    await vi.waitFor(() => expect(scope.getState($offerVisible)).toBe(true));
    await allSettled(installClicked, { scope });
    expect(event.prompted).toBe(1);
    expect(scope.getState($deferredPrompt)).toBeNull();
  });
});
