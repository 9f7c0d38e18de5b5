import bridge, { type VKBridgeEvent, type AnyReceiveMethodName } from '@vkontakte/vk-bridge';
import { PLATFORM_DETECT_TIMEOUT_MS } from '../config/constants';
import { withTimeout } from '../lib/timeout';
import { detectPlatform } from './detect';
import { rawLaunchSearch } from './launch';
import type { Appearance, PlatformResult } from './types';

/** Runs detection against the real bridge and the captured launch query. */
export function detectCurrentPlatform(timeoutMs: number = PLATFORM_DETECT_TIMEOUT_MS): Promise<PlatformResult> {
  return detectPlatform({ search: rawLaunchSearch, bridge, timeoutMs });
}

interface ConfigLike {
  appearance?: unknown;
  scheme?: unknown;
}

/** Same resolution as VK's own useAppearance: `appearance`, else dark schemes by name. */
export function appearanceFromConfig(data: ConfigLike | null | undefined): Appearance | null {
  if (!data) return null;
  if (data.appearance === 'light' || data.appearance === 'dark') return data.appearance;
  if (data.scheme === 'space_gray' || data.scheme === 'vkcom_dark') return 'dark';
  if (typeof data.scheme === 'string') return 'light';
  return null;
}

/** Follows VK's appearance (VKWebAppUpdateConfig, plus one VKWebAppGetConfig for the initial value). VK only. */
export function subscribeVkAppearance(onChange: (appearance: Appearance) => void): () => void {
  const listener = (event: VKBridgeEvent<AnyReceiveMethodName>) => {
    if (event.detail.type !== 'VKWebAppUpdateConfig') return;
    const appearance = appearanceFromConfig(event.detail.data as ConfigLike);
    if (appearance) onChange(appearance);
  };
  bridge.subscribe(listener);
  withTimeout(bridge.send('VKWebAppGetConfig'), PLATFORM_DETECT_TIMEOUT_MS, 'VKWebAppGetConfig')
    .then((data) => {
      const appearance = appearanceFromConfig(data as ConfigLike);
      if (appearance) onChange(appearance);
    })
    .catch(() => undefined);
  return () => bridge.unsubscribe(listener);
}

export { bridge };

/** Subscribes to VK's appearance inside VK; on the web there is nothing to follow. */
export function followVkAppearance(platform: 'web' | 'vk', onChange: (appearance: Appearance) => void): () => void {
  if (platform !== 'vk') return () => undefined;
  return subscribeVkAppearance(onChange);
}
