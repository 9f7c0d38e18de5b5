export type Platform = 'web' | 'vk';

/** What VKWebAppGetLaunchParams answered (or null on the web). Kept loose: VK adds fields over time. */
export type PlatformDetail = Record<string, unknown> & {
  vk_user_id?: number;
  vk_app_id?: number;
  vk_language?: string;
  vk_platform?: string;
  vk_are_notifications_enabled?: 0 | 1;
  sign?: string;
};

export interface PlatformResult {
  platform: Platform;
  detail: PlatformDetail | null;
}

export type VkuiPlatform = 'android' | 'ios' | 'vkcom';
export type Appearance = 'light' | 'dark';
