import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

/**
 * Local stand-ins for the push services outside this machine, speaking their HTTP protocols and recording what they
 * received: Google's OAuth token endpoint + FCM HTTP v1, and VK's notifications.sendMessage.
 */
export async function serve(handler: (req: IncomingMessage, body: string) => { status: number; json: unknown }) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { status, json } = handler(req, body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  // Idle keep-alive sockets stay open for the stand-in's life (see oauth-provider.ts: a 5 s close racing a reuse
  // under load is a reset); close() ends them.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, close: () => new Promise<void>((r) => {
    server.close(() => r());
    server.closeAllConnections();
  }) };
}

export async function startFcmStandIn(publicKeyPem: string, deadTokens: string[] = []) {
  const messages: Array<{ project: string; message: Record<string, unknown> }> = [];
  const grants: Array<{ iss: string; scope: string; aud: string }> = [];
  const issued = 'stand-in-access-token';
  const srv = await serve((req, body) => {
    if (req.url === '/token') {
      const form = new URLSearchParams(body);
      const [head, claims, signature] = (form.get('assertion') ?? '').split('.');
      const valid =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        verify('RSA-SHA256', Buffer.from(`${head}.${claims}`), createPublicKey(publicKeyPem), Buffer.from(signature ?? '', 'base64url'));
      if (!valid) return { status: 400, json: { error: 'invalid_grant' } };
      grants.push(JSON.parse(Buffer.from(claims!, 'base64url').toString()));
      return { status: 200, json: { access_token: issued, expires_in: 3599, token_type: 'Bearer' } };
    }
    const m = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '');
    if (!m || req.method !== 'POST') return { status: 404, json: { error: { status: 'NOT_FOUND' } } };
    if (req.headers.authorization !== `Bearer ${issued}`) return { status: 401, json: { error: { status: 'UNAUTHENTICATED' } } };
    const { message } = JSON.parse(body) as { message: Record<string, unknown> };
    messages.push({ project: m[1]!, message });
    if (deadTokens.includes(String(message.token))) {
      return { status: 404, json: { error: { code: 404, status: 'NOT_FOUND', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } } };
    }
    return { status: 200, json: { name: `projects/${m[1]}/messages/${messages.length}` } };
  });
  return { ...srv, tokenUri: `${srv.url}/token`, messages, grants };
}

export async function startVkStandIn(serviceToken: string, errors: Record<string, number> = {}) {
  const calls: Array<Record<string, string>> = [];
  const srv = await serve((req, body) => {
    if (req.url !== '/method/notifications.sendMessage') return { status: 404, json: {} };
    const params = Object.fromEntries(new URLSearchParams(body));
    calls.push(params);
    if (params.access_token !== serviceToken) return { status: 200, json: { error: { error_code: 5, error_msg: 'User authorization failed' } } };
    const ids = (params.user_ids ?? '').split(',');
    if (ids.length > 100 || (params.message ?? '').length > 254) return { status: 200, json: { error: { error_code: 100, error_msg: 'One of the parameters specified was missing or invalid' } } };
    return {
      status: 200,
      json: { response: ids.map((id) => (errors[id] ? { user_id: Number(id), status: false, error: { code: errors[id], description: 'error' } } : { user_id: Number(id), status: true })) },
    };
  });
  return { ...srv, calls };
}
