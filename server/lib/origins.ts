/**
 * Which foreign origins may call the API with credentials (CORS) and which may frame the app (CSP frame-ancestors).
 * The rules are written down in docs/decisions/ ("Cross-origin rules"); keep the two in step.
 */

/**
 * VK's static hosting serves a mini app's build from `https://prod-app{id}-{hash}.pages-ac.vk-apps.com` (and
 * `stage-app…` for the test version; `pages.vk-apps.com` on older uploads). Only our own app id matches: any other
 * mini app on vk-apps.com is a stranger.
 */
export function vkHostingPattern(appId: number): RegExp {
  return new RegExp(`^https://(prod|stage)-app${appId}-[0-9a-f]{6,32}\\.pages(-ac)?\\.vk-apps\\.com$`);
}

/** CORS with credentials: exactly CORS_ORIGINS and, when VK_APP_ID is set, this app's own VK hosting origins. */
export function corsOriginAllowed(origin: string, opts: { corsOrigins: string[]; vkAppId: number | null }): boolean {
  if (opts.corsOrigins.includes(origin)) return true;
  return opts.vkAppId !== null && vkHostingPattern(opts.vkAppId).test(origin);
}

/** VK's own sites frame the mini app (desktop vk.com/vk.ru, m.vk.com, the VK messenger web, VK hosting pages). */
export const VK_FRAME_ANCESTORS = [
  'https://vk.com',
  'https://*.vk.com',
  'https://vk.ru',
  'https://*.vk.ru',
  'https://web.vk.me',
  'https://*.vk-apps.com',
] as const;
