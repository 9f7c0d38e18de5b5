import { createHmac } from 'node:crypto';

/**
 * Signs launch params exactly as VK does (sorted vk_* params, URL-encoded values, HMAC-SHA256 with the app's
 * protected key, base64url without padding), so the stand-in container launches the app like the real one.
 */
export function signLaunchParams(params: Record<string, string | number>, secret: string): string {
  const vk = Object.entries(params)
    .filter(([k]) => k.startsWith('vk_'))
    .map(([k, v]) => [k, String(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const message = vk.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  const sign = createHmac('sha256', secret).update(message).digest('base64url');
  const query = new URLSearchParams(vk.map(([k, v]) => [k, v]));
  query.set('sign', sign);
  return query.toString();
}
