import type { PushMessage, PushOutcome, PushProvider } from './provider';

/** VK's limits for notifications.sendMessage. */
export const VK_MAX_IDS = 100;
export const VK_MAX_MESSAGE = 254;
const HOUR = 3600_000;

/**
 * The mini app's notifications through VK's `notifications.sendMessage` with the app's service key: at most 100
 * user ids a call and 254 characters, the in-app path as the deep-link `fragment` (the hash router opens it).
 * Per-user error codes: 1 notifications off and 4 app not installed (the token is dead), 2 hourly and 3 daily limit
 * (wait an hour / until the next day).
 */
export function vkProvider(opts: { apiUrl: string; version: string; serviceToken: string; now: () => number }): PushProvider {
  return {
    name: 'vk_mini_app',
    async send(tokens, message: PushMessage): Promise<PushOutcome> {
      const outcome: PushOutcome = { sent: [], dead: [], paused: [] };
      const text = [message.title, message.body].filter(Boolean).join(': ');
      const clipped = text.length > VK_MAX_MESSAGE ? `${text.slice(0, VK_MAX_MESSAGE - 1)}…` : text;
      for (let i = 0; i < tokens.length; i += VK_MAX_IDS) {
        const batch = tokens.slice(i, i + VK_MAX_IDS);
        const params = new URLSearchParams({ user_ids: batch.join(','), message: clipped, access_token: opts.serviceToken, v: opts.version });
        if (message.link) params.set('fragment', message.link);
        const res = await fetch(`${opts.apiUrl}/method/notifications.sendMessage`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: params });
        const body = (await res.json()) as { response?: Array<{ user_id: number; status: boolean; error?: { code: number } }>; error?: { error_code: number; error_msg: string } };
        if (!body.response) throw new Error(`VK notifications.sendMessage failed: ${body.error?.error_code ?? res.status} ${body.error?.error_msg ?? ''}`.trim());
        for (const entry of body.response) {
          const token = String(entry.user_id);
          if (entry.status) outcome.sent.push(token);
          else if (entry.error?.code === 1 || entry.error?.code === 4) outcome.dead.push(token);
          else if (entry.error?.code === 2) outcome.paused.push({ token, until: opts.now() + HOUR });
          else if (entry.error?.code === 3) outcome.paused.push({ token, until: opts.now() + 24 * HOUR });
        }
      }
      return outcome;
    },
  };
}
