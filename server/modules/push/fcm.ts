import { createSign } from 'node:crypto';
import type { FcmServiceAccount } from '../../config/env';
import type { PushMessage, PushOutcome, PushProvider } from './provider';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** A push older than this is dropped by FCM: a reminder from yesterday is noise. */
const TTL_SECONDS = 12 * 3600;
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Firebase Cloud Messaging, HTTP v1, without the SDK: an OAuth token from the service account's signed JWT
 * (RFC 7523 grant at its token URI), then one `messages:send` per token. Endpoint and token URI come from
 * configuration, so tests point them at a local stand-in.
 */
export function fcmProvider(opts: { account: FcmServiceAccount; endpoint: string; tokenUri: string | null; appUrl: string; now: () => number }): PushProvider {
  const tokenUri = opts.tokenUri ?? opts.account.token_uri ?? 'https://oauth2.googleapis.com/token';
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    const now = opts.now();
    if (cached && cached.until > now) return cached.token;
    const iat = Math.floor(now / 1000);
    const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = base64url(JSON.stringify({ iss: opts.account.client_email, scope: SCOPE, aud: tokenUri, iat, exp: iat + 3600 }));
    const signature = createSign('RSA-SHA256').update(`${head}.${claims}`).sign(opts.account.private_key).toString('base64url');
    const res = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: `${head}.${claims}.${signature}` }),
    });
    if (!res.ok) throw new Error(`FCM token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    cached = { token: body.access_token, until: now + ((body.expires_in ?? 3600) - 60) * 1000 };
    return cached.token;
  }

  return {
    name: 'firebase',
    async send(tokens, message: PushMessage): Promise<PushOutcome> {
      const outcome: PushOutcome = { sent: [], dead: [], paused: [] };
      if (tokens.length === 0) return outcome;
      const bearer = await accessToken();
      const link = message.link ? new URL(message.link, `${opts.appUrl}/`).toString() : undefined;
      for (const token of tokens) {
        const res = await fetch(`${opts.endpoint}/v1/projects/${opts.account.project_id}/messages:send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token,
              // Data only: the service worker (background) or the page (foreground) shows it, so a reminder can carry
              // the actions that grade a card; a `notification` block would be shown by the SDK without them.
              data: { ...message.data, title: message.title, body: message.body, ...(link ? { link } : {}) },
              webpush: { headers: { Urgency: 'normal', TTL: String(TTL_SECONDS) }, ...(link ? { fcm_options: { link } } : {}) },
            },
          }),
        });
        if (res.ok) {
          outcome.sent.push(token);
          continue;
        }
        const error = ((await res.json().catch(() => ({}))) as { error?: { status?: string; details?: Array<{ errorCode?: string }> } }).error;
        const code = error?.details?.find((d) => d.errorCode)?.errorCode ?? error?.status;
        // Gone for good: the app was uninstalled, the token expired or belongs to another sender.
        if (res.status === 404 || code === 'UNREGISTERED' || code === 'SENDER_ID_MISMATCH') outcome.dead.push(token);
        else if (res.status === 429 || code === 'QUOTA_EXCEEDED') outcome.paused.push({ token, until: opts.now() + 3600_000 });
        else throw new Error(`FCM answered ${res.status} ${code ?? ''}`.trim());
      }
      return outcome;
    },
  };
}
