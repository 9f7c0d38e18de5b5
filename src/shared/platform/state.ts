import { createEvent, createStore } from 'effector';
import type { Appearance, Platform, PlatformDetail, PlatformResult } from './types';

/**
 * The platform is decided once, before the router exists, and never changes during a page's life. The module value
 * serves imperative code (the API client, guards); the stores serve React and models (and can be set per test scope).
 */
let current: PlatformResult = { platform: 'web', detail: null };

export const platformDetected = createEvent<PlatformResult>();
export const $platform = createStore<Platform>('web').on(platformDetected, (_, r) => r.platform);
export const $platformDetail = createStore<PlatformDetail | null>(null, { serialize: 'ignore' }).on(
  platformDetected,
  (_, r) => r.detail,
);
export const $isVk = $platform.map((p) => p === 'vk');

export const vkAppearanceChanged = createEvent<Appearance>();
/** Appearance VK reports through VKWebAppUpdateConfig / VKWebAppGetConfig; null until it answers (or on the web). */
export const $vkAppearance = createStore<Appearance | null>(null).on(vkAppearanceChanged, (_, a) => a);

export function setPlatformResult(result: PlatformResult): void {
  current = result;
  if (typeof window !== 'undefined') {
    window.__SLOVO__ = { platform: result.platform, platformDetail: result.detail };
  }
}

export function getPlatform(): Platform {
  return current.platform;
}

export function getPlatformDetail(): PlatformDetail | null {
  return current.detail;
}
