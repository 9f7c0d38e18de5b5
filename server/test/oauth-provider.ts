import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

interface Grant {
  challenge: string;
  method: string;
  clientId: string;
  redirectUri: string;
  state: string;
  user: ProviderUser;
}

/**
 * A local stand-in for id.vk.ru and oauth.yandex.ru/login.yandex.ru that speaks their protocols: /authorize
 * redirects back with a code (the user "consents" at once), the token endpoints check the PKCE verifier against
 * the challenge, and the profile endpoints answer in each provider's shape. Every request is recorded.
 */
export async function startOAuthProvider(opts: { user: ProviderUser }) {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, ProviderUser>();
  const requests: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: Record<string, string> }> = [];
  let user = opts.user;

  const readForm = (req: IncomingMessage) =>
    new Promise<Record<string, string>>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(data))));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider');
    const body = req.method === 'POST' ? await readForm(req) : {};
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const q = url.searchParams;

    if (url.pathname === '/vk/authorize' || url.pathname === '/yandex/authorize') {
      const code = randomBytes(12).toString('hex');
      grants.set(code, {
        challenge: q.get('code_challenge') ?? '',
        method: (q.get('code_challenge_method') ?? '').toLowerCase(),
        clientId: q.get('client_id') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        state: q.get('state') ?? '',
        user,
      });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      if (url.pathname.startsWith('/vk')) {
        back.searchParams.set('device_id', 'device-123');
        back.searchParams.set('type', 'code_v2');
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    const redeem = (code: string | undefined, verifier: string | undefined) => {
      const grant = code ? grants.get(code) : undefined;
      if (!grant || !verifier) return null;
      grants.delete(code!);
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      return challenge === grant.challenge && grant.method === 's256' ? grant : null;
    };

    if (url.pathname === '/vk/oauth2/auth' && req.method === 'POST') {
      if (body.grant_type !== 'authorization_code' || !body.device_id) return json(400, { error: 'invalid_request' });
      const grant = redeem(body.code, body.code_verifier);
      if (!grant || grant.clientId !== body.client_id || grant.redirectUri !== body.redirect_uri) return json(400, { error: 'invalid_grant' });
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.user);
      return json(200, { access_token: token, refresh_token: 'r', id_token: 'i', expires_in: 3600, user_id: Number(grant.user.id), state: grant.state, scope: 'email', token_type: 'Bearer' });
    }
    if (url.pathname === '/vk/oauth2/user_info' && req.method === 'POST') {
      const u = tokens.get(body.access_token ?? '');
      if (!u) return json(401, { error: 'invalid_token' });
      return json(200, { user: { user_id: u.id, first_name: u.firstName, last_name: u.lastName, avatar: 'https://sun.userapi.com/a.jpg', ...(u.email ? { email: u.email } : {}) } });
    }
    if (url.pathname === '/yandex/token' && req.method === 'POST') {
      const grant = redeem(body.code, body.code_verifier);
      if (body.grant_type !== 'authorization_code' || !grant || grant.clientId !== body.client_id || body.client_secret !== 'yandex-secret') {
        return json(400, { error: 'invalid_grant', error_description: 'Code has expired' });
      }
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.user);
      return json(200, { access_token: token, refresh_token: 'r', expires_in: 31536000, token_type: 'bearer' });
    }
    if (url.pathname === '/yandex/info' && req.method === 'GET') {
      const token = /^OAuth (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const u = token ? tokens.get(token) : undefined;
      if (!u) return json(401, { error: 'unauthorized' });
      return json(200, {
        id: u.id,
        login: 'test.login',
        client_id: 'yandex-client',
        display_name: u.firstName,
        real_name: `${u.firstName} ${u.lastName}`,
        first_name: u.firstName,
        last_name: u.lastName,
        default_email: u.email,
        emails: u.email ? [u.email] : [],
        default_avatar_id: '0/0-0',
        is_avatar_empty: false,
        psuid: 'p',
      });
    }
    json(404, { error: 'not_found' });
  });
  // The stand-in lives for a whole file while apps come and go per test: an idle keep-alive socket closed by the
  // server's default 5 s timeout just as a slow test's app reuses it is reset (ECONNRESET under load). Kept open
  // for the file instead; close() ends them.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    setUser(u: ProviderUser) {
      user = u;
    },
    config: {
      vkid: { clientId: 'vk-client', authorizeUrl: `${base}/vk/authorize`, tokenUrl: `${base}/vk/oauth2/auth`, userInfoUrl: `${base}/vk/oauth2/user_info` },
      yandex: { clientId: 'yandex-client', clientSecret: 'yandex-secret', authorizeUrl: `${base}/yandex/authorize`, tokenUrl: `${base}/yandex/token`, infoUrl: `${base}/yandex/info` },
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
