import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';

export type LaunchCheck =
  | { ok: true; params: Record<string, string>; userId: string }
  | { ok: false; reason: 'sign' | 'stale' | 'app' };

/**
 * VK's launch-params signature: the vk_* params sorted by name, values URL-encoded, HMAC-SHA256 with the app's
 * protected key, base64url without padding. URLSearchParams decodes exactly once, so "%2C" in a value is re-encoded
 * as VK signed it (the official TypeScript sample double-encodes and fails on such values).
 */
export function checkSign(raw: string, secret: string): Record<string, string> | null {
  const q = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const sign = q.get('sign');
  const vk = [...q.entries()].filter(([k]) => k.startsWith('vk_')).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (!sign || vk.length === 0) return null;
  const message = vk.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  const expected = createHmac('sha256', secret).update(message).digest('base64url');
  return safeEqual(expected, sign) ? Object.fromEntries(vk) : null;
}

/** The signature, then our app id, then freshness of vk_ts. */
export function verifyLaunchParams(
  raw: string,
  opts: { secret: string; appId: number | null; maxAgeSeconds: number; nowSeconds: number },
): LaunchCheck {
  const params = checkSign(raw, opts.secret);
  if (!params) return { ok: false, reason: 'sign' };
  if (opts.appId !== null && params.vk_app_id !== String(opts.appId)) return { ok: false, reason: 'app' };
  const ts = Number(params.vk_ts);
  // Launch params are replayable for as long as they are accepted: one hour, with five minutes of clock skew.
  if (!Number.isFinite(ts) || opts.nowSeconds - ts > opts.maxAgeSeconds || ts - opts.nowSeconds > 300) return { ok: false, reason: 'stale' };
  if (!params.vk_user_id) return { ok: false, reason: 'sign' };
  return { ok: true, params, userId: params.vk_user_id };
}
