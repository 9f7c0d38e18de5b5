import { afterEach, describe, expect, it, vi } from 'vitest';
import bridge from '@vkontakte/vk-bridge';
import { detectPlatform, type DetectBridge } from './detect';

const VK_SEARCH =
  '?vk_access_token_settings=&vk_app_id=6736218&vk_are_notifications_enabled=1&vk_is_app_user=1&vk_language=ru&vk_platform=desktop_web&vk_user_id=494075&sign=htQFduJpLxz7ribXRZpDFUH-XEUhC9rBPTJkjUFEkRA';

const LAUNCH = { vk_app_id: 6736218, vk_user_id: 494075, vk_language: 'ru', vk_platform: 'desktop_web', sign: 'x' };

function fakeBridge(answer: 'launch-params' | 'silent' | 'error', embedded = true): DetectBridge & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    isWebView: () => false,
    isEmbedded: () => embedded,
    send: ((method: string) => {
      sent.push(method);
      if (answer === 'silent') return new Promise(() => undefined);
      if (answer === 'error') return Promise.reject({ error_type: 'client_error', error_data: { error_code: 6 } });
      return Promise.resolve(method === 'VKWebAppGetLaunchParams' ? LAUNCH : { result: true });
    }) as DetectBridge['send'],
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('platform detection', () => {
  it('decides "web" at once, without touching the bridge, when the URL has no VK launch params', async () => {
    const b = fakeBridge('silent');
    let settled = false;
    const result = detectPlatform({ search: '?utm_source=x', bridge: b, timeoutMs: 60_000 }).then((r) => {
      settled = true;
      return r;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
    expect(await result).toEqual({ platform: 'web', detail: null });
    expect(b.sent).toEqual([]);
  });

  it('decides "vk" with the launch params when the container answers', async () => {
    const b = fakeBridge('launch-params');
    await expect(detectPlatform({ search: VK_SEARCH, bridge: b, timeoutMs: 2000 })).resolves.toEqual({
      platform: 'vk',
      detail: LAUNCH,
    });
    expect(b.sent).toEqual(['VKWebAppInit', 'VKWebAppGetLaunchParams']);
  });

  it('falls back to "web" after the timeout when the bridge stays silent', async () => {
    vi.useFakeTimers();
    const b = fakeBridge('silent');
    const result = detectPlatform({ search: VK_SEARCH, bridge: b, timeoutMs: 2000 });
    await vi.advanceTimersByTimeAsync(1999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ platform: 'web', detail: null });
  });

  it('decides "web" when the bridge rejects', async () => {
    await expect(detectPlatform({ search: VK_SEARCH, bridge: fakeBridge('error'), timeoutMs: 2000 })).resolves.toMatchObject({
      platform: 'web',
    });
  });

  it('decides "web" for VK params in a top-level window (a shared link opened in a browser)', async () => {
    const b = fakeBridge('launch-params', false);
    await expect(detectPlatform({ search: VK_SEARCH, bridge: b, timeoutMs: 2000 })).resolves.toMatchObject({ platform: 'web' });
    expect(b.sent).toEqual([]);
  });

  it('works through the real vk-bridge web transport (postMessage + request_id)', async () => {
    // Plays the VK container: answers vk-connect messages the way the web client does.
    const container = (event: MessageEvent) => {
      const message = event.data as { type?: string; handler?: string; params?: { request_id?: string } };
      if (message?.type !== 'vk-connect' || !message.handler) return;
      const data = message.handler === 'VKWebAppGetLaunchParams' ? { ...LAUNCH, request_id: message.params?.request_id } : { result: true, request_id: message.params?.request_id };
      window.dispatchEvent(new MessageEvent('message', { data: { type: `${message.handler}Result`, data } }));
    };
    window.addEventListener('message', container);
    try {
      // jsdom is a top-level window, so only the "am I in an iframe" answer is stubbed; sends are real.
      const real: DetectBridge = { send: bridge.send as DetectBridge['send'], isWebView: () => false, isEmbedded: () => true };
      await expect(detectPlatform({ search: VK_SEARCH, bridge: real, timeoutMs: 2000 })).resolves.toEqual({
        platform: 'vk',
        detail: LAUNCH,
      });
    } finally {
      window.removeEventListener('message', container);
    }
  });
});
