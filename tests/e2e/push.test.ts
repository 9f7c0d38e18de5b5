import { generateKeyPairSync } from 'node:crypto';
import type { BrowserContext, CDPSession, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReminders } from '../../server/modules/reminders/reminders.job';
import { startFcmStandIn } from '../../server/test/push-standins';
import { becomeGuest } from '../support/page-api';
import { openPage, shot } from '../support/browser';
import { poll, useAppAndBrowser } from '../support/journey';

/**
 * Web push in Chromium, end to end on this machine: the built client (with a Firebase configuration, see
 * scripts/test.mjs), with notification permission granted (as CDP Browser.grantPermissions does), gets an FCM token
 * through its own service worker when the learner signs in and sends it to POST user/push-token; a reminder job sends through FCM HTTP v1 (a local stand-in that records the
 * message); the message is delivered to the service worker as FCM would (CDP ServiceWorker.deliverPushMessage) and
 * shows as a persistent toast in the open app that opens its /selection link.
 *
 * Outside the machine, and so stood in for: Google's push service behind PushManager.subscribe (an init script gives
 * the page a subscription), and Firebase's installations and registrations APIs (answered by routes here).
 */
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const FCM_TOKEN = 'e2e-fcm-registration-token';

let fcm: Awaited<ReturnType<typeof startFcmStandIn>>;
beforeAll(async () => {
  fcm = await startFcmStandIn(publicKey);
});
afterAll(async () => {
  await fcm?.close();
});
const e2e = useAppAndBrowser(() => ({
  push: {
    fcm: { serviceAccount: { project_id: 'slovo-e2e', client_email: 'push@slovo-e2e.iam.gserviceaccount.com', private_key: privateKey }, endpoint: fcm.url, tokenUri: fcm.tokenUri },
    vk: { apiUrl: 'http://127.0.0.1:9', version: '5.199', serviceToken: null },
  },
}));
/** Token registration and delivery go through the service worker and Firebase's stand-ins: slower than a screen. */
const SW_WAIT = 30_000;

/** Firebase's installations and registrations APIs, answered locally; the registrations are recorded. */
async function standInFirebaseApis(context: BrowserContext) {
  const registrations: unknown[] = [];
  const json = (route: Route, body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(body) });
  await context.route('https://firebaseinstallations.googleapis.com/**', (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' } });
    return json(route, { fid: 'fid-e2e', refreshToken: 'refresh-e2e', authToken: { token: 'fis-auth-e2e', expiresIn: '604800s' } });
  });
  await context.route('https://fcmregistrations.googleapis.com/**', (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' } });
    registrations.push(route.request().postDataJSON());
    return json(route, { token: FCM_TOKEN });
  });
  // Google's push service: a subscription as PushManager would return it once subscribed.
  await context.addInitScript(() => {
    const key = (n: number) => new Uint8Array(Array.from({ length: n }, (_, i) => (i * 7 + 1) % 256)).buffer;
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-endpoint',
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: string) => (name === 'p256dh' ? key(65) : key(16)),
      unsubscribe: async () => true,
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-endpoint' }),
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async function subscribe() {
      subscribed = true;
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (subscribed ? subscription : null) as unknown as PushSubscription | null;
    };
  });
  return registrations;
}

async function workerRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const seen = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
    for (const r of e.registrations) if (!r.isDeleted && r.scopeURL.startsWith(origin)) seen.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await poll(() => seen.size, SW_WAIT).toBeGreaterThan(0);
  return [...seen.values()][0]!;
}

describe('web push in Chromium', () => {
  it('with permission granted, signing in registers the FCM token (settings show push on); a reminder arrives as a toast that opens /selection', async () => {
    const { page, context, errors } = await openPage(e2e.browser);
    const origin = e2e.server.url;
    const registrations = await standInFirebaseApis(context);
    await context.grantPermissions(['notifications'], { origin });

    const userId = await becomeGuest(page, origin);
    await page.goto(`${origin}/`);
    // The page is controlled by our (one) service worker before anything asks it for a token.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`${origin}/settings`);
    await poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), SW_WAIT).toBe(true);

    // Permission is granted already: signing in ran steps 1–2 on its own; the settings say so.
    // The settings chunk can take a while on a loaded machine.
    await page.getByTestId('settings-reminders').waitFor({ timeout: 60_000 });
    const device = page.getByTestId('reminders-device');
    await poll(() => device.getAttribute('data-state'), SW_WAIT).toBe('sent');
    const tokens = async () => e2e.server.app.db.selectFrom('push_tokens').select(['user_id', 'provider', 'token']).execute();
    await poll(tokens, SW_WAIT).toEqual([{ user_id: userId, provider: 'firebase', token: FCM_TOKEN }]);
    expect(registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({ web: { endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-endpoint' } });
    await shot(page, 'push-settings-on-phone');

    // A reminder job at noon of the learner's day: "new cards are waiting", through FCM HTTP v1.
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    const out = await sendReminders('new-cards', { db: e2e.server.app.db, clock: { now: () => noon.getTime() }, config: e2e.server.app.config, log: { info() {}, warn() {}, error() {} }, now: true });
    expect(out).toMatchObject({ sent: 1 });
    const message = fcm.messages.at(-1)!.message as { token: string; data: Record<string, string> };
    expect(message.token).toBe(FCM_TOKEN);
    expect(message.data).toMatchObject({ kind: 'new-cards', link: `${origin}/selection` });

    // FCM delivers it to the service worker; the app is open and visible, so it is a persistent toast.
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistrationId(cdp, origin);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({ data: message.data, from: '1234567890', priority: 'normal', fcmMessageId: 'e2e-message-1' }),
    });
    const toast = page.getByTestId('toast');
    await toast.waitFor({ timeout: 20_000 });
    expect(await toast.getAttribute('data-kind')).toBe('persistent');
    expect(await toast.textContent()).toContain(message.data.body);
    await shot(page, 'push-foreground-toast-phone');
    await toast.click();
    await poll(() => new URL(page.url()).pathname, SW_WAIT).toBe('/selection');
    await page.getByTestId('feed-panel').waitFor();
    expect(errors).toEqual([]);
  }, 180_000);
});
