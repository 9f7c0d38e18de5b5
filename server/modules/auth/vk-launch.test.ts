import { describe, expect, it } from 'vitest';
import { signLaunchParams } from '../../../tests/support/vk-sign';
import { checkSign, verifyLaunchParams } from './vk-launch';

// The official test vector from dev.vk.ru (see shared/docs/reference/vk-platform.md §2).
const VECTOR =
  'vk_user_id=494075&vk_app_id=6736218&vk_is_app_user=1&vk_are_notifications_enabled=1&vk_language=ru&vk_access_token_settings=&vk_platform=android&sign=htQFduJpLxz7ribXRZpDFUH-XEUhC9rBPTJkjUFEkRA';
const SECRET = 'wvl68m4dR1UpLrVRli';

describe('VK launch-params signature', () => {
  it('accepts the official test vector, with or without the leading "?"', () => {
    expect(checkSign(VECTOR, SECRET)).toMatchObject({ vk_user_id: '494075', vk_app_id: '6736218' });
    expect(checkSign(`?${VECTOR}`, SECRET)).not.toBeNull();
  });

  it('rejects a tampered value, a missing sign and another secret', () => {
    expect(checkSign(VECTOR.replace('494075', '494076'), SECRET)).toBeNull();
    expect(checkSign(VECTOR.replace(/&sign=.*/, ''), SECRET)).toBeNull();
    expect(checkSign(VECTOR, 'other')).toBeNull();
  });

  it('ignores params that are not vk_*, which the signature does not cover', () => {
    expect(checkSign(`${VECTOR}&odr_enabled=1&utm=x`, SECRET)).toEqual(checkSign(VECTOR, SECRET));
  });

  it('verifies values that need URL-encoding (a comma in the token settings)', () => {
    const raw = signLaunchParams({ vk_user_id: 1, vk_app_id: 2, vk_ts: 100, vk_access_token_settings: 'friends,status' }, 's');
    expect(raw).toContain('friends%2Cstatus');
    expect(checkSign(raw, 's')).toMatchObject({ vk_access_token_settings: 'friends,status' });
  });
});

describe('launch freshness and app id', () => {
  const opts = { secret: 's', appId: 2, maxAgeSeconds: 3600, nowSeconds: 10_000 };
  const launch = (ts: number, appId = 2) => signLaunchParams({ vk_user_id: 5, vk_app_id: appId, vk_ts: ts }, 's');

  it('accepts params up to an hour old', () => {
    expect(verifyLaunchParams(launch(10_000 - 3600), opts)).toMatchObject({ ok: true, userId: '5' });
  });

  it('rejects params older than an hour, or from too far in the future', () => {
    expect(verifyLaunchParams(launch(10_000 - 3601), opts)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyLaunchParams(launch(10_000 + 301), opts)).toEqual({ ok: false, reason: 'stale' });
  });

  it('rejects params signed for another app', () => {
    expect(verifyLaunchParams(launch(10_000, 3), opts)).toEqual({ ok: false, reason: 'app' });
  });
});
