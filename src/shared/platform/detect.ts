import { withTimeout } from '../lib/timeout';
import { hasVkLaunchParams } from './launch';
import type { PlatformDetail, PlatformResult } from './types';

/** The part of vk-bridge detection needs; injected so tests can drive every branch. */
export interface DetectBridge {
  send(method: 'VKWebAppInit'): Promise<unknown>;
  send(method: 'VKWebAppGetLaunchParams'): Promise<unknown>;
  isWebView(): boolean;
  isEmbedded(): boolean;
}

export interface DetectOptions {
  search: string;
  bridge: DetectBridge;
  timeoutMs: number;
}

const WEB: PlatformResult = { platform: 'web', detail: null };

/**
 * Decides 'vk' or 'web'. The URL (or a native webview) is only a hint: the container must also answer
 * VKWebAppGetLaunchParams within `timeoutMs`, because outside VK `bridge.send` never settles. Without the hint it
 * returns at once, so the plain web never waits for the bridge.
 */
export async function detectPlatform({ search, bridge, timeoutMs }: DetectOptions): Promise<PlatformResult> {
  const hinted = hasVkLaunchParams(search) || bridge.isWebView();
  if (!hinted || !bridge.isEmbedded()) return WEB;
  // VK keeps its loader on screen until VKWebAppInit arrives, so it goes first; its own answer is not needed.
  bridge.send('VKWebAppInit').catch(() => undefined);
  try {
    const detail = await withTimeout(bridge.send('VKWebAppGetLaunchParams'), timeoutMs, 'VKWebAppGetLaunchParams');
    if (!detail || typeof detail !== 'object') return WEB;
    return { platform: 'vk', detail: detail as PlatformDetail };
  } catch {
    return WEB;
  }
}
