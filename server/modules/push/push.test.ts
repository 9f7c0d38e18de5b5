import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/env';
import { startTestApp } from '../../test/harness';
import { startFcmStandIn, startVkStandIn } from '../../test/push-standins';
import { createGuest } from '../auth/guest.service';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

async function appWith(push: { fcm?: string; tokenUri?: string; vk?: string }) {
  const base = testConfig().push;
  const t = await startTestApp({
    push: {
      fcm: push.fcm ? { serviceAccount: { project_id: 'slovo-test', client_email: 'push@slovo-test.iam.gserviceaccount.com', private_key: privateKey }, endpoint: push.fcm, tokenUri: push.tokenUri ?? null } : base.fcm,
      vk: push.vk ? { apiUrl: push.vk, version: '5.199', serviceToken: 'service-key' } : base.vk,
    },
  });
  closers.push(t.close);
  return t;
}

async function guest(t: Awaited<ReturnType<typeof appWith>>) {
  const v = t.visitor();
  const user = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
  return { v, id: user.id };
}

describe('POST user/push-token', () => {
  it('stores a firebase token once (re-sending refreshes it), moves it to the account now signed in, and checks the body', async () => {
    const t = await appWith({});
    const a = await guest(t);
    const b = await guest(t);
    expect((await a.v.post('/api/v1/user/push-token', { token: 'fcm-1', provider: 'firebase' })).statusCode).toBe(204);
    expect((await a.v.post('/api/v1/user/push-token', { token: 'fcm-1', provider: 'firebase' })).statusCode).toBe(204);
    expect((await b.v.post('/api/v1/user/push-token', { token: 'fcm-1', provider: 'firebase' })).statusCode).toBe(204);
    const rows = await t.app.db.selectFrom('push_tokens').select(['user_id', 'token']).execute();
    expect(rows).toEqual([{ user_id: b.id, token: 'fcm-1' }]);
    const bad = await a.v.post('/api/v1/user/push-token', { token: '', provider: 'apns' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['provider', 'token']);
    expect((await t.visitor().post('/api/v1/user/push-token', { token: 'x', provider: 'firebase' })).statusCode).toBe(401);
  });

  it("takes only the caller's own VK id as a vk_mini_app token", async () => {
    const t = await appWith({});
    const a = await guest(t);
    await t.app.db.insertInto('identities').values({ user_id: a.id, provider: 'vk', provider_user_id: '743784474', display_name: null, email: null, created_at: 0 }).execute();
    const other = await a.v.post('/api/v1/user/push-token', { token: '100', provider: 'vk_mini_app' }, { 'accept-language': 'ru' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.token).toEqual(['Это не тот аккаунт ВКонтакте, с которым вы вошли.']);
    expect((await a.v.post('/api/v1/user/push-token', { token: '743784474', provider: 'vk_mini_app' })).statusCode).toBe(204);
  });
});

describe('sending pushes', () => {
  it('through FCM HTTP v1 with a service-account token, linking into the app, and removes unregistered tokens', async () => {
    const fcm = await startFcmStandIn(publicKey, ['dead-token']);
    closers.push(fcm.close);
    const t = await appWith({ fcm: fcm.url, tokenUri: fcm.tokenUri });
    const a = await guest(t);
    for (const token of ['live-token', 'dead-token']) await a.v.post('/api/v1/user/push-token', { token, provider: 'firebase' });

    expect(await t.app.push.sendToUsers([a.id], { title: 'New cards', body: 'Ten new cards are waiting', link: '/selection' })).toEqual({ sent: 1, removed: 1 });
    expect(fcm.grants).toEqual([expect.objectContaining({ iss: 'push@slovo-test.iam.gserviceaccount.com', scope: 'https://www.googleapis.com/auth/firebase.messaging', aud: fcm.tokenUri })]);
    expect(fcm.messages[0]).toEqual({
      project: 'slovo-test',
      message: {
        token: 'live-token',
        data: { title: 'New cards', body: 'Ten new cards are waiting', link: `${t.config.appUrl}/selection` },
        webpush: { headers: { Urgency: 'normal', TTL: '43200' }, fcm_options: { link: `${t.config.appUrl}/selection` } },
      },
    });
    expect((await t.app.db.selectFrom('push_tokens').select('token').execute()).map((r) => r.token)).toEqual(['live-token']);
  });

  it("through VK's notifications.sendMessage: ≤ 100 ids a call, ≤ 254 characters, the link as fragment, honouring its error codes", async () => {
    const vk = await startVkStandIn('service-key', { '1003': 3, '1004': 4 });
    closers.push(vk.close);
    const t = await appWith({ vk: vk.url });
    const ids: number[] = [];
    for (let i = 0; i < 150; i++) {
      const u = await createGuest(t.app.db, 'ru', 'UTC', 0);
      ids.push(u.id);
      await t.app.db.insertInto('push_tokens').values({ user_id: u.id, provider: 'vk_mini_app', token: String(1000 + i), created_at: 0, updated_at: 0, paused_until: null }).execute();
    }
    const result = await t.app.push.sendToUsers(ids, { title: 'Слово', body: 'я'.repeat(300), link: '/selection' });
    expect(result).toEqual({ sent: 148, removed: 1 });
    expect(vk.calls.map((c) => c.user_ids!.split(',').length)).toEqual([100, 50]);
    expect(vk.calls[0]).toMatchObject({ access_token: 'service-key', v: '5.199', fragment: '/selection' });
    expect(vk.calls[0]!.message!.length).toBe(254);

    // 1004 (app removed) is gone; 1003 (daily limit) waits until tomorrow.
    vk.calls.length = 0;
    await t.app.push.sendToUsers(ids, { title: 'Слово', body: 'ещё раз' });
    const sentTo = vk.calls.flatMap((c) => c.user_ids!.split(','));
    expect(sentTo).toHaveLength(148);
    expect(sentTo).not.toContain('1003');
    expect(sentTo).not.toContain('1004');
  });
});
