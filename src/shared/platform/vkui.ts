import type { Appearance, Platform, PlatformDetail, VkuiPlatform } from './types';

/** From this width the web app takes VKUI's desktop look (vkcom) and layout. */
export const DESKTOP_WIDTH_QUERY = '(min-width: 768px)';

/**
 * VKUI never picks 'vkcom' on its own, so the look is mapped from `vk_platform` inside VK; on the web desktop
 * widths get the vk.com look and phones their native one.
 */
export function vkuiPlatform(
  platform: Platform,
  detail: PlatformDetail | null,
  isDesktopWidth: boolean,
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): VkuiPlatform {
  if (platform === 'vk') {
    const vkPlatform = String(detail?.vk_platform ?? '');
    if (vkPlatform.startsWith('desktop_web')) return 'vkcom';
    if (vkPlatform.startsWith('mobile_iphone') || vkPlatform === 'mobile_ipad') return 'ios';
    if (vkPlatform) return 'android';
  }
  if (isDesktopWidth) return 'vkcom';
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android';
}

/** Inside a native VK client the app runs in a webview (enables iOS swipe-back and VK's header buttons room). */
export function isNativeWebView(platform: Platform, detail: PlatformDetail | null): boolean {
  if (platform !== 'vk') return false;
  const vkPlatform = String(detail?.vk_platform ?? '');
  return vkPlatform.startsWith('mobile_') && vkPlatform !== 'mobile_web';
}

/**
 * The colour scheme actually shown. An explicit choice always wins; "system" follows VK's appearance inside VK and
 * the OS preference on the web.
 */
export function resolveAppearance(
  choice: 'light' | 'dark' | 'system',
  platform: Platform,
  vkAppearance: Appearance | null,
  systemPrefersDark: boolean,
): Appearance {
  if (choice === 'light' || choice === 'dark') return choice;
  if (platform === 'vk' && vkAppearance) return vkAppearance;
  return systemPrefersDark ? 'dark' : 'light';
}
