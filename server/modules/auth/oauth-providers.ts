import type { Config } from '../../config/env';
import type { ProviderProfile } from './identities';

export interface OAuthProvider {
  name: 'vkid' | 'yandex';
  configured: boolean;
  authorizeUrl(p: { state: string; challenge: string; redirectUri: string }): string;
  /** Exchanges the code (with the PKCE verifier) and reads the profile. Throws on any failure. */
  profile(p: { code: string; verifier: string; redirectUri: string; state: string; deviceId: string | null }): Promise<ProviderProfile>;
}

async function json(res: Response, what: string): Promise<Record<string, unknown>> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

const form = (values: Record<string, string>) => new URLSearchParams(values);

/** VK ID (id.vk.ru): OAuth 2.1 with PKCE; the exchange needs device_id and returns state, which must match ours. */
export function vkidProvider(c: Config['oauth']['vkid']): OAuthProvider {
  return {
    name: 'vkid',
    configured: !!c.clientId,
    authorizeUrl: ({ state, challenge, redirectUri }) => {
      const u = new URL(c.authorizeUrl);
      u.search = form({
        response_type: 'code',
        client_id: c.clientId ?? '',
        redirect_uri: redirectUri,
        state,
        code_challenge: challenge,
        code_challenge_method: 's256',
        scope: 'email',
      }).toString();
      return u.toString();
    },
    async profile({ code, verifier, redirectUri, state, deviceId }) {
      if (!deviceId) throw new Error('VK ID callback without device_id');
      const token = await json(
        await fetch(c.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form({ grant_type: 'authorization_code', code, code_verifier: verifier, client_id: c.clientId ?? '', device_id: deviceId, redirect_uri: redirectUri, state }),
        }),
        'VK ID token',
      );
      if (token.state !== state || typeof token.access_token !== 'string') throw new Error('VK ID token answer without our state');
      const info = await json(
        await fetch(c.userInfoUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form({ client_id: c.clientId ?? '', access_token: token.access_token }),
        }),
        'VK ID user_info',
      );
      const user = info.user as Record<string, unknown> | undefined;
      if (!user?.user_id) throw new Error('VK ID user_info without user_id');
      return {
        provider: 'vk',
        id: String(user.user_id),
        name: [user.first_name, user.last_name].filter((s) => typeof s === 'string' && s).join(' ') || null,
        email: typeof user.email === 'string' && user.email ? user.email : null,
        avatar: typeof user.avatar === 'string' && user.avatar.startsWith('https://') ? user.avatar : null,
      };
    },
  };
}

/** Yandex ID: code + PKCE verifier with client credentials, then login.yandex.ru/info with "Authorization: OAuth". */
export function yandexProvider(c: Config['oauth']['yandex']): OAuthProvider {
  return {
    name: 'yandex',
    configured: !!c.clientId && !!c.clientSecret,
    authorizeUrl: ({ state, challenge, redirectUri }) => {
      const u = new URL(c.authorizeUrl);
      u.search = form({
        response_type: 'code',
        client_id: c.clientId ?? '',
        redirect_uri: redirectUri,
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        scope: 'login:info login:email login:avatar',
      }).toString();
      return u.toString();
    },
    async profile({ code, verifier }) {
      const token = await json(
        await fetch(c.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form({ grant_type: 'authorization_code', code, code_verifier: verifier, client_id: c.clientId ?? '', client_secret: c.clientSecret ?? '' }),
        }),
        'Yandex token',
      );
      if (typeof token.access_token !== 'string') throw new Error('Yandex token answer without access_token');
      const url = new URL(c.infoUrl);
      url.searchParams.set('format', 'json');
      const info = await json(await fetch(url, { headers: { authorization: `OAuth ${token.access_token}` } }), 'Yandex info');
      if (!info.id) throw new Error('Yandex info without id');
      const avatarId = typeof info.default_avatar_id === 'string' && !info.is_avatar_empty ? info.default_avatar_id : null;
      return {
        provider: 'yandex',
        id: String(info.id),
        name: (typeof info.real_name === 'string' && info.real_name) || (typeof info.display_name === 'string' && info.display_name) || null,
        email: typeof info.default_email === 'string' && info.default_email ? info.default_email : null,
        avatar: avatarId ? `https://avatars.yandex.net/get-yapic/${avatarId}/islands-200` : null,
      };
    },
  };
}
