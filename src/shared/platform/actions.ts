import { bridge } from './bridge';
import { withTimeout } from '../lib/timeout';
import { getPlatform, getPlatformDetail } from './state';

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'unsupported';

/** VKWebAppShare inside VK; the Web Share API on the web, or copying the link when there is none. */
export async function shareLink(link: string, text?: string): Promise<ShareResult> {
  if (getPlatform() === 'vk') {
    try {
      await bridge.send('VKWebAppShare', { link });
      return 'shared';
    } catch {
      return 'cancelled';
    }
  }
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ url: link, ...(text ? { text } : {}) });
      return 'shared';
    } catch {
      return 'cancelled';
    }
  }
  if (typeof navigator !== 'undefined' && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(link);
      return 'copied';
    } catch {
      return 'unsupported';
    }
  }
  return 'unsupported';
}

export type NotificationPermissionResult =
  | { status: 'granted'; provider: 'vk_mini_app'; token: string }
  | { status: 'granted'; provider: 'firebase'; token: null }
  | { status: 'denied' | 'unsupported' }
  | { status: 'failed'; error: unknown };

/**
 * Asks for notification permission the way the platform allows: VKWebAppAllowNotifications inside VK (browsers
 * refuse Notification permission in a cross-origin iframe), the browser prompt on the web. The FCM token request
 * (lazy-loaded firebase) is the push issue's job; the caller reports a 'failed' result to the error log (spec §8).
 */
export async function requestNotificationPermission(): Promise<NotificationPermissionResult> {
  if (getPlatform() === 'vk') {
    try {
      await bridge.send('VKWebAppAllowNotifications');
      // For the mini app the "token" is the VK user id (spec §3, push token record).
      return { status: 'granted', provider: 'vk_mini_app', token: String(getPlatformDetail()?.vk_user_id ?? '') };
    } catch (error) {
      return { status: 'failed', error };
    }
  }
  if (typeof window === 'undefined' || !('Notification' in window)) return { status: 'unsupported' };
  try {
    const permission = await Notification.requestPermission();
    return permission === 'granted' ? { status: 'granted', provider: 'firebase', token: null } : { status: 'denied' };
  } catch (error) {
    return { status: 'failed', error };
  }
}

export interface VkUserInfoResult {
  first_name?: string;
  last_name?: string;
  photo_200?: string;
}

/**
 * VKWebAppGetUserInfo, raced with a timeout: display data for POST auth/vk (never proof of identity). null outside
 * VK, on refusal, or when the container stays silent — login then goes on without a name and picture.
 */
export async function getVkUserInfo(timeoutMs = 1500): Promise<VkUserInfoResult | null> {
  if (getPlatform() !== 'vk') return null;
  try {
    const info = (await withTimeout(bridge.send('VKWebAppGetUserInfo', {}), timeoutMs, 'VKWebAppGetUserInfo')) as Record<string, unknown>;
    const out: VkUserInfoResult = {};
    if (typeof info.first_name === 'string' && info.first_name) out.first_name = info.first_name.slice(0, 100);
    if (typeof info.last_name === 'string' && info.last_name) out.last_name = info.last_name.slice(0, 100);
    if (typeof info.photo_200 === 'string' && /^https:\/\//.test(info.photo_200)) out.photo_200 = info.photo_200.slice(0, 1024);
    return out;
  } catch {
    return null;
  }
}
