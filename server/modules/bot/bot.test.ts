import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import { startFcmStandIn } from '../../test/push-standins';
import { echoClient, first } from '../../test/realtime-clients';
import { issueAccessToken } from '../auth/access-tokens';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

/** The app on a port (for WebSocket clients), pushing through a local FCM stand-in that records what it was sent. */
async function setUp() {
  const fcm = await startFcmStandIn(publicKey);
  closers.push(fcm.close);
  const t = await startTestApp({
    push: {
      fcm: { serviceAccount: { project_id: 'slovo-test', client_email: 'push@slovo-test.iam.gserviceaccount.com', private_key: privateKey }, endpoint: fcm.url, tokenUri: fcm.tokenUri },
      vk: { apiUrl: 'http://127.0.0.1:9', version: '5.199', serviceToken: null },
    },
  });
  closers.push(() => t.close());
  t.clock.set(Date.now());
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (t.app.server.address() as { port: number }).port;
  const guest = async () => {
    const v = t.visitor();
    const id = ((await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number }).id;
    return { v, id };
  };
  const admin = await guest();
  await t.app.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.id).execute();
  const listen = async (userId: number) => {
    const echo = echoClient(port, t.config.realtime, await issueAccessToken(t.app.db, userId, 'test', t.clock.now()));
    closers.push(() => echo.disconnect());
    const channel = echo.private(`App.Models.User.${userId}`);
    await first('subscribed', (done) => channel.subscribed(done));
    // Wrapped: an async function returning the bare promise would make the caller wait for the message itself.
    return { message: first<Record<string, unknown>>('BotMessage', (done) => channel.listen('BotMessage', done)) };
  };
  return { t, fcm, guest, admin, listen };
}

describe('the admin bot (POST/GET admin/bot/messages)', () => {
  it('sends to the chosen learners live (App\\Events\\BotMessage) and by push, and keeps a record', async () => {
    const { t, fcm, guest, admin, listen } = await setUp();
    const anna = await guest();
    const boris = await guest();
    expect((await anna.v.post('/api/v1/user/push-token', { token: 'fcm-anna', provider: 'firebase' })).statusCode).toBe(204);
    const annaHears = await listen(anna.id);

    const res = await admin.v.post('/api/v1/admin/bot/messages', { title: ' Hello ', body: 'New words about food are in!', link: '/selection', userIds: [anna.id], push: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: 'Hello', body: 'New words about food are in!', link: '/selection', audience: 'users', recipients: 1, pushed: 1 });
    expect(await annaHears.message).toEqual({ id: res.json().data.id, title: 'Hello', body: 'New words about food are in!', link: '/selection' });
    expect(fcm.messages).toHaveLength(1);
    expect(fcm.messages[0]!.message).toMatchObject({ token: 'fcm-anna', data: { title: 'Hello', body: 'New words about food are in!', link: expect.stringMatching(/\/selection$/) } });

    const history = await admin.v.get('/api/v1/admin/bot/messages');
    expect(history.json().data).toEqual([res.json().data]);
    // Boris was not among the recipients: nothing was pushed to him (he has no token either) and the count says 1.
    expect(boris.id).not.toBe(anna.id);
    expect(await t.app.db.selectFrom('bot_messages').select(['recipients', 'pushed', 'author_id']).execute()).toEqual([{ recipients: 1, pushed: 1, author_id: admin.id }]);
  });

  it('sends to everyone when no users are named (live only unless push is asked)', async () => {
    const { fcm, guest, admin, listen } = await setUp();
    const anna = await guest();
    const boris = await guest();
    const heard = [await listen(anna.id), await listen(boris.id)];
    const res = await admin.v.post('/api/v1/admin/bot/messages', { body: 'Slovo will be updated tonight' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: null, link: null, audience: 'all', recipients: 3, pushed: 0 });
    for (const h of await Promise.all(heard.map((h) => h.message))) expect(h).toMatchObject({ body: 'Slovo will be updated tonight' });
    expect(fcm.messages).toHaveLength(0);
  });

  it('refuses bad input in the caller’s language and stores nothing; only admins may use it', async () => {
    const { t, guest, admin } = await setUp();
    const bad = await admin.v.post('/api/v1/admin/bot/messages', { body: 'x'.repeat(255), link: 'https://evil.example/', userIds: [] }, { 'accept-language': 'ru' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      body: ['Не более 254 символов'],
      link: ['Ссылка внутри приложения, начиная с / (например, /selection)'],
      userIds: [expect.any(String)],
    });
    // Paths that a browser resolves to another site once dot segments, escapes and backslashes are applied.
    for (const link of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '/..//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/./%2fevil.example', '/%2e%2e//evil.example']) {
      expect((await admin.v.post('/api/v1/admin/bot/messages', { body: 'hi', link })).statusCode, link).toBe(422);
    }
    // A link inside the app is kept in its resolved form.
    const inApp = await admin.v.post('/api/v1/admin/bot/messages', { body: 'hi', link: '/cards/../selection?from=bot' });
    expect(inApp.json().data.link).toBe('/selection?from=bot');
    await t.app.db.deleteFrom('bot_messages').execute();
    const nobody = await admin.v.post('/api/v1/admin/bot/messages', { body: 'hi', userIds: [999999] });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors.userIds).toEqual(['None of these users exists']);
    expect(await t.app.db.selectFrom('bot_messages').selectAll().execute()).toEqual([]);

    const learner = await guest();
    expect((await learner.v.post('/api/v1/admin/bot/messages', { body: 'hi' })).statusCode).toBe(403);
    expect((await learner.v.get('/api/v1/admin/bot/messages')).statusCode).toBe(403);
    expect((await t.visitor().get('/api/v1/admin/bot/messages')).statusCode).toBe(401);
  });
});
