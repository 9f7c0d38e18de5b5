import type { AnyReceiveMethodName, VKBridgeEvent } from '@vkontakte/vk-bridge';
import { bridge } from './bridge';
import { sendQuietly } from './bridge-failures';

/** The part of the app's router this needs (kept structural so shared does not import the app). */
export interface LocationRouter<L> {
  state: { location: L };
  subscribe(listener: (state: { location: L }) => void): () => void;
  createHref(location: L): string;
  navigate(to: string, opts: { replace: boolean }): unknown;
}

/** The router's path parameter in VK's fragment (`#/feeds?...` or `#path=/feeds`), as vk-mini-apps-router reads it. */
const PATH_PARAM = 'path';

/**
 * Keeps VK's address bar and the app's router in step inside VK, as vk-mini-apps-router's RouterProvider does with
 * `useBridge` — but through this adapter, so a client that refuses VKWebAppSetLocation (some do, on every
 * navigation) costs nothing: the refusal is reported quietly instead of becoming an unhandled rejection and an error
 * toast. Returns the unsubscribe.
 */
export function syncVkLocation<L>(router: LocationRouter<L>): () => void {
  const stopRouter = router.subscribe((state) => {
    const href = router.createHref(state.location);
    const base = window.location.href.split('#')[0] ?? '';
    sendQuietly('VKWebAppSetLocation', { location: href.replace(base, '').replace(/^#/, ''), replace_state: true });
  });
  const onFragment = (event: VKBridgeEvent<AnyReceiveMethodName>) => {
    if (event.detail.type !== 'VKWebAppChangeFragment') return;
    const location = (event.detail.data as { location?: string }).location ?? '';
    const to = new URLSearchParams(location).get(PATH_PARAM) || location || '/';
    router.navigate(to, { replace: true });
  };
  bridge.subscribe(onFragment);
  return () => {
    stopRouter();
    bridge.unsubscribe(onFragment);
  };
}
