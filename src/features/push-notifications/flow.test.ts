import { describe, expect, it } from 'vitest';
import { MINI_APP_NOTIFICATION_PROMPT_MS, PUSH_NO_SW_RETRY_MS, PUSH_TOKEN_RESEND_MS } from '../../shared/config';
import type { NotificationPermissionResult } from '../../shared/platform';
import { NO_SW_RETRIES, NoActiveServiceWorkerError, runPushFlow, type PushFlowDeps } from './flow';

const NOW = Date.UTC(2026, 10, 24, 10);

/** The flow's world, recording what it did: the browser's answers, FCM's tokens, the server and the clock. */
function world(over: Partial<PushFlowDeps> & { tokens?: Array<string | null | Error | DOMException>; prompt?: NotificationPermissionResult; permissionNow?: NotificationPermission | 'unsupported' } = {}) {
  const log = { sent: [] as Array<[string, string]>, waits: [] as number[], prompts: 0, reports: [] as string[], tokenCalls: 0 };
  let sentAt: number | null = null;
  let promptAt: number | null = null;
  let permission = over.permissionNow ?? 'granted';
  const tokens = [...(over.tokens ?? ['fcm-token'])];
  const deps: PushFlowDeps = {
    platform: 'web',
    webPush: true,
    vkUserId: null,
    vkNotificationsEnabled: false,
    now: () => NOW,
    permission: () => permission,
    requestPermission: async () => {
      log.prompts++;
      const r = over.prompt ?? { status: 'granted', provider: 'firebase', token: null };
      if (r.status === 'granted') permission = 'granted';
      if (r.status === 'denied') permission = 'denied';
      return r;
    },
    getToken: async () => {
      log.tokenCalls++;
      const next = tokens.length > 1 ? tokens.shift()! : tokens[0]!;
      // DOMException is not an Error subclass in every runtime: anything not a string or null is thrown.
      if (next !== null && typeof next === 'object') throw next;
      return next;
    },
    sendToken: async (token, provider) => {
      log.sent.push([token, provider]);
      return true;
    },
    wait: async (ms) => void log.waits.push(ms),
    report: (error) => void log.reports.push(String((error as Error)?.message ?? error)),
    tokenSentAt: { load: () => sentAt, save: (at) => void (sentAt = at) },
    promptAt: { load: () => promptAt, save: (at) => void (promptAt = at) },
    ...over,
  };
  return { deps, log, sentAt: () => sentAt, setSentAt: (at: number | null) => (sentAt = at), promptAt: () => promptAt, setPromptAt: (at: number) => (promptAt = at) };
}

describe('push permission flow on the web (spec §4)', () => {
  it('1–2: permission granted → a token is requested and sent as {token, provider: firebase}', async () => {
    const w = world();
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('sent');
    expect(w.log.sent).toEqual([['fcm-token', 'firebase']]);
    expect(w.sentAt()).toBe(NOW);
  });

  it('re-sends at most every 12 hours', async () => {
    const w = world();
    w.setSentAt(NOW - PUSH_TOKEN_RESEND_MS + 1000);
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('fresh');
    expect(w.log.sent).toEqual([]);
    w.setSentAt(NOW - PUSH_TOKEN_RESEND_MS);
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('sent');
    expect(w.log.sent).toHaveLength(1);
  });

  it('3: no token → marked unsent and permission asked again (a second token then goes out)', async () => {
    const w = world({ tokens: [null, 'second-token'] });
    w.setSentAt(0);
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('sent');
    expect(w.log.prompts).toBe(1);
    expect(w.log.sent).toEqual([['second-token', 'firebase']]);

    const never = world({ tokens: [null] });
    expect(await runPushFlow(never.deps, { interactive: false })).toBe('unsent');
    expect(never.sentAt()).toBeNull();
    expect(never.log.prompts).toBe(1);
  });

  it('4: denied or unsupported → no push on the web (the mini-app request is only inside VK); never a prompt without a tap', async () => {
    expect(await runPushFlow(world({ permissionNow: 'denied' }).deps, { interactive: true })).toBe('denied');
    expect(await runPushFlow(world({ permissionNow: 'unsupported' }).deps, { interactive: true })).toBe('unsupported');
    const untouched = world({ permissionNow: 'default' });
    expect(await runPushFlow(untouched.deps, { interactive: false })).toBe('needs-gesture');
    expect(untouched.log.prompts).toBe(0);
    const tapped = world({ permissionNow: 'default' });
    expect(await runPushFlow(tapped.deps, { interactive: true })).toBe('sent');
    expect(tapped.log.prompts).toBe(1);
    const refused = world({ permissionNow: 'default', prompt: { status: 'denied' } });
    expect(await runPushFlow(refused.deps, { interactive: true })).toBe('denied');
    expect(refused.log.sent).toEqual([]);
  });

  it('5: no active service worker → tried again after 3 s until the worker is there', async () => {
    const w = world({ tokens: [new NoActiveServiceWorkerError(), new DOMException("Failed to execute 'subscribe' on 'PushManager': Subscription failed - no active Service Worker", 'AbortError'), 'late-token'] });
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('sent');
    expect(w.log.waits).toEqual([PUSH_NO_SW_RETRY_MS, PUSH_NO_SW_RETRY_MS]);
    expect(w.log.sent).toEqual([['late-token', 'firebase']]);
    expect(w.log.reports).toEqual([]);

    const never = world({ tokens: [new NoActiveServiceWorkerError()] });
    expect(await runPushFlow(never.deps, { interactive: false })).toBe('unsent');
    expect(never.log.waits).toHaveLength(NO_SW_RETRIES);
  });

  it('6: any other failure marks the token unsent and is reported quietly', async () => {
    const w = world({ tokens: [new Error('messaging/token-subscribe-failed')] });
    w.setSentAt(NOW - 2 * PUSH_TOKEN_RESEND_MS);
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('unsent');
    expect(w.sentAt()).toBeNull();
    expect(w.log.reports).toEqual(['messaging/token-subscribe-failed']);
    expect(w.log.waits).toEqual([]);
  });

  it('a failed upload leaves the token unsent, so the next run sends it', async () => {
    const w = world({ sendToken: async () => false });
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('unsent');
    expect(w.sentAt()).toBeNull();
  });

  it('without a Firebase configuration the web flow is not offered at all', async () => {
    const w = world({ webPush: false, permissionNow: 'default' });
    expect(await runPushFlow(w.deps, { interactive: true })).toBe('unavailable');
    expect(w.log.prompts + w.log.tokenCalls).toBe(0);
  });
});

describe('push permission flow inside VK', () => {
  const vk = (over: Parameters<typeof world>[0] = {}) =>
    world({ platform: 'vk', vkUserId: '743784474', prompt: { status: 'granted', provider: 'vk_mini_app', token: '743784474' }, ...over });

  it('asks with VKWebAppAllowNotifications at most every 7 days, then sends the VK user id as the token', async () => {
    const w = vk();
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('sent');
    expect(w.log.sent).toEqual([['743784474', 'vk_mini_app']]);
    expect(w.promptAt()).toBe(NOW);

    const declined = vk({ prompt: { status: 'failed', error: { error_type: 'client_error', error_data: { error_code: 4, error_reason: 'User denied' } } } });
    expect(await runPushFlow(declined.deps, { interactive: false })).toBe('denied');
    expect(declined.log.reports).toHaveLength(1);
    declined.setPromptAt(NOW - MINI_APP_NOTIFICATION_PROMPT_MS + 1000);
    expect(await runPushFlow(declined.deps, { interactive: false })).toBe('prompt-later');
    expect(declined.log.prompts).toBe(1);
    declined.setPromptAt(NOW - MINI_APP_NOTIFICATION_PROMPT_MS);
    await runPushFlow(declined.deps, { interactive: false });
    expect(declined.log.prompts).toBe(2);
  });

  it('already allowed at launch: the id is sent without a prompt, at most every 12 hours; never the browser flow', async () => {
    const w = vk({ vkNotificationsEnabled: true, permissionNow: 'default' });
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('sent');
    expect(await runPushFlow(w.deps, { interactive: false })).toBe('fresh');
    expect(w.log.prompts + w.log.tokenCalls).toBe(0);
    expect(w.log.sent).toEqual([['743784474', 'vk_mini_app']]);
  });
});
