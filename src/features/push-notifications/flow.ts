import { MINI_APP_NOTIFICATION_PROMPT_MS, PUSH_NO_SW_RETRY_MS, PUSH_TOKEN_RESEND_MS } from '../../shared/config';
import type { NotificationPermissionResult, Platform } from '../../shared/platform';

/**
 * What one run of the permission flow ended with:
 * sent — a token went to the server; fresh — one was sent less than 12 h ago, nothing to do;
 * unsent — no token this time (marked unsent, tried again on the next run); denied / unsupported — no push here;
 * unavailable — this build has no Firebase configuration, so web push is not offered;
 * needs-gesture — the browser has not been asked yet, which only a tap may do; prompt-later — the mini-app prompt
 * was shown less than 7 days ago.
 */
export type PushFlowOutcome = 'sent' | 'fresh' | 'unsent' | 'denied' | 'unsupported' | 'unavailable' | 'needs-gesture' | 'prompt-later';

export interface PushFlowDeps {
  platform: Platform;
  /** A Firebase configuration is built in. */
  webPush: boolean;
  /** Launch params inside VK: the user id (the mini app's token) and whether notifications are already allowed. */
  vkUserId: string | null;
  vkNotificationsEnabled: boolean;
  now(): number;
  /** The browser's Notification.permission, or 'unsupported' without Notification / service workers / Push API. */
  permission(): NotificationPermission | 'unsupported';
  /** The platform adapter's request (browser prompt on the web, VKWebAppAllowNotifications inside VK). */
  requestPermission(): Promise<NotificationPermissionResult>;
  /** An FCM registration token for this browser and our service worker; may throw (no active worker, FCM errors). */
  getToken(): Promise<string | null>;
  /** POST user/push-token; false when it failed (already written to the console). */
  sendToken(token: string, provider: 'firebase' | 'vk_mini_app'): Promise<boolean>;
  wait(ms: number): Promise<void>;
  /** Reports to the error log without a toast (spec §8). */
  report(error: unknown, instance: string): void;
  tokenSentAt: { load(): number | null; save(at: number | null): void };
  promptAt: { load(): number | null; save(at: number): void };
}

/** Retries after "no active service worker", 3 s apart: the worker registers after the page has loaded. */
export const NO_SW_RETRIES = 10;

export class NoActiveServiceWorkerError extends Error {
  constructor() {
    super('no active Service Worker');
  }
}

const isNoActiveServiceWorker = (error: unknown) =>
  error instanceof NoActiveServiceWorkerError || /no active service ?worker/i.test(String((error as { message?: unknown })?.message ?? ''));

async function send(d: PushFlowDeps, token: string, provider: 'firebase' | 'vk_mini_app'): Promise<PushFlowOutcome> {
  if (await d.sendToken(token, provider)) {
    d.tokenSentAt.save(d.now());
    return 'sent';
  }
  d.tokenSentAt.save(null);
  return 'unsent';
}

const sentRecently = (d: PushFlowDeps) => {
  const at = d.tokenSentAt.load();
  return at !== null && d.now() - at < PUSH_TOKEN_RESEND_MS;
};

/** Steps 1–3, 5 and 6: permission is granted, so get a token and send it. */
async function withToken(d: PushFlowDeps, askedAgain = false): Promise<PushFlowOutcome> {
  if (sentRecently(d)) return 'fresh';
  for (let attempt = 0; ; attempt++) {
    try {
      const token = await d.getToken();
      if (token) return await send(d, token, 'firebase');
      // Step 3: no token — mark it unsent and ask for permission again (once per run).
      d.tokenSentAt.save(null);
      if (askedAgain) return 'unsent';
      const again = await d.requestPermission();
      return again.status === 'granted' ? withToken(d, true) : 'unsent';
    } catch (error) {
      // Step 5: the worker is not active yet — try again in 3 s.
      if (isNoActiveServiceWorker(error) && attempt < NO_SW_RETRIES) {
        await d.wait(PUSH_NO_SW_RETRY_MS);
        continue;
      }
      // Step 6: anything else marks the token unsent; reported quietly, the browser may not support push.
      d.tokenSentAt.save(null);
      d.report(error, 'push:token (the browser may not support push)');
      return 'unsent';
    }
  }
}

/** Step 4 inside VK: VKWebAppAllowNotifications at most every 7 days, then the VK user id is the token. */
async function miniApp(d: PushFlowDeps, interactive: boolean): Promise<PushFlowOutcome> {
  if (!d.vkUserId) return 'unsupported';
  if (d.vkNotificationsEnabled) return sentRecently(d) ? 'fresh' : send(d, d.vkUserId, 'vk_mini_app');
  const last = d.promptAt.load();
  if (!interactive && last !== null && d.now() - last < MINI_APP_NOTIFICATION_PROMPT_MS) return 'prompt-later';
  d.promptAt.save(d.now());
  const result = await d.requestPermission();
  if (result.status === 'granted' && result.provider === 'vk_mini_app' && result.token) return send(d, result.token, 'vk_mini_app');
  if (result.status === 'failed') d.report(result.error, 'push:vk-allow-notifications');
  return 'denied';
}

/**
 * The push permission flow of spec §4, steps 1–7 (7, the foreground toast, is the model's message handler).
 * Runs at start for a signed-in user (`interactive: false`: never prompts the browser, which needs a tap) and from
 * the settings button (`interactive: true`). Inside VK the browser's permission cannot be asked for (a cross-origin
 * iframe), so the mini-app request is the whole flow there.
 */
export async function runPushFlow(d: PushFlowDeps, opts: { interactive: boolean }): Promise<PushFlowOutcome> {
  if (d.platform === 'vk') return miniApp(d, opts.interactive);
  if (!d.webPush) return 'unavailable';
  const permission = d.permission();
  if (permission === 'granted') return withToken(d);
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'denied';
  if (!opts.interactive) return 'needs-gesture';
  const asked = await d.requestPermission();
  if (asked.status === 'granted') return withToken(d, true);
  if (asked.status === 'failed') {
    d.report(asked.error, 'push:permission');
    return 'unsent';
  }
  return asked.status;
}
