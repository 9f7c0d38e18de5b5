import { createServer, type Server } from 'node:http';
import type { FrameLocator } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { poll } from './journey';
import { signLaunchParams } from './vk-sign';

export const TEST_VK_APP_ID = 51234567;
export const TEST_VK_SECRET = 'test-vk-protected-key';

export interface VkContainerOptions {
  appUrl: string;
  userId?: number;
  language?: 'ru' | 'en';
  appearance?: 'light' | 'dark';
  platform?: string;
  ts?: number;
  /** Methods this client refuses (answered with a Failed event, as VK does for "Unsupported platform"). */
  refuse?: string[];
  /** Methods whose dialog the learner declines (a Failed event with VK's "User denied", code 4). */
  deny?: string[];
  /** More answers, or other ones, by method (e.g. VKWebAppGetAuthToken's `{access_token, scope}`). */
  answers?: Record<string, unknown>;
}

/**
 * A stand-in for vk.com: a page on another origin that loads the app in an iframe with signed launch params and
 * answers vk-bridge calls the way VK's web container does (postMessage {type: '<Method>Result', data: {..., request_id}}).
 * Every call the app made is kept in window.__vkCalls of the container page, so tests can read what it received.
 */
export async function startVkContainer(opts: VkContainerOptions) {
  const userId = opts.userId ?? 777001;
  const launch = {
    vk_access_token_settings: '',
    vk_app_id: TEST_VK_APP_ID,
    vk_are_notifications_enabled: 0,
    vk_is_app_user: 1,
    vk_is_favorite: 0,
    vk_language: opts.language ?? 'ru',
    vk_platform: opts.platform ?? 'desktop_web',
    vk_ref: 'other',
    vk_ts: opts.ts ?? Math.floor(Date.now() / 1000),
    vk_user_id: userId,
  };
  const query = signLaunchParams(launch, TEST_VK_SECRET);
  const src = `${opts.appUrl.replace(/\/$/, '')}/?${query}`;
  const userInfo = {
    id: userId,
    first_name: 'Иван',
    last_name: 'Тестов',
    sex: 2,
    photo_100: '',
    photo_200: '',
    city: { id: 1, title: 'Москва' },
    country: { id: 1, title: 'Россия' },
    timezone: 3,
  };
  const config = { app: 'vkclient', appearance: opts.appearance ?? 'light', scheme: opts.appearance === 'dark' ? 'space_gray' : 'bright_light', app_id: String(TEST_VK_APP_ID) };
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>VK stand-in</title>
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%}</style></head>
<body><iframe id="app" src="${src}" allow="clipboard-write; web-share"></iframe>
<script>
window.__vkCalls = [];
const launch = ${JSON.stringify(launch)};
const refused = new Set(${JSON.stringify(opts.refuse ?? [])});
const denied = new Set(${JSON.stringify(opts.deny ?? [])});
// VK names a few events otherwise than <Method>Result / <Method>Failed.
const events = { VKWebAppGetAuthToken: ['VKWebAppAccessTokenReceived', 'VKWebAppAccessTokenFailed'] };
const answers = {
  VKWebAppInit: { result: true },
  VKWebAppGetLaunchParams: Object.assign({}, launch, { sign: ${JSON.stringify(new URLSearchParams(query).get('sign'))} }),
  VKWebAppGetConfig: ${JSON.stringify(config)},
  VKWebAppGetUserInfo: ${JSON.stringify(userInfo)},
  VKWebAppSetLocation: { result: true },
  VKWebAppAllowNotifications: { result: true },
  VKWebAppShare: [{ type: 'message' }],
  VKWebAppShowStoryBox: { result: true },
  VKWebAppStorageGet: { keys: [] },
  VKWebAppStorageSet: { result: true },
  VKWebAppShowInviteBox: { success: true },
  ...${JSON.stringify(opts.answers ?? {})},
};
window.addEventListener('message', (e) => {
  const m = e.data;
  if (!m || m.type !== 'vk-connect' || !m.handler) return;
  window.__vkCalls.push({ handler: m.handler, params: m.params });
  const frame = document.getElementById('app').contentWindow;
  const requestId = m.params && m.params.request_id;
  const [resultEvent, failedEvent] = events[m.handler] || [m.handler + 'Result', m.handler + 'Failed'];
  if (denied.has(m.handler)) {
    frame.postMessage({ type: failedEvent, data: { error_type: 'client_error', error_data: { error_code: 4, error_reason: 'User denied' }, request_id: requestId } }, '*');
  } else if (m.handler in answers && !refused.has(m.handler)) {
    frame.postMessage({ type: resultEvent, data: Object.assign({}, answers[m.handler], { request_id: requestId }) }, '*');
    if (m.handler === 'VKWebAppInit') frame.postMessage({ type: 'VKWebAppUpdateConfig', data: answers.VKWebAppGetConfig }, '*');
  } else {
    frame.postMessage({ type: failedEvent, data: { error_type: 'client_error', error_data: { error_code: 6, error_reason: 'Unsupported platform' }, request_id: requestId } }, '*');
  }
});
</script></body></html>`;
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // "localhost" is another site than the app's 127.0.0.1: the app really runs in a cross-site iframe, as in VK.
    url: `http://localhost:${port}/`,
    launch,
    launchQuery: query,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits until the app inside the container shows the feed. The VK user is created at launch, so the first-run tour
 * is shown to it unless the frame could keep the "seen" mark the test browser sets: whether a cross-site frame gets
 * storage depends on Chromium's third-party storage rules, so both ways are expected. Skipping the tour saves the
 * default goal on the user: it is never shown again.
 *
 * The tour's Skip can be seen and then, for a moment, not be in the page (its panel mounting while VKUI's View
 * settles): a single look-then-tap read that moment as "no tour" and waited for a feed that never came (1 run in 5).
 * So the helper keeps looking until the feed is there, tapping Skip each time it finds the tour; click() itself waits
 * until the button can take the tap, and a tap on a button that went away meanwhile is simply tried again.
 */
export async function reachVkFeed(frame: FrameLocator): Promise<void> {
  const feed = frame.getByTestId('feed-panel');
  const skip = frame.getByTestId('onboarding-skip');
  // The app's cold start inside the frame: under the full suite's load it has taken more than the default 30 s.
  await feed.or(skip).first().waitFor({ timeout: 60_000 });
  await poll(
    async () => {
      if (await feed.isVisible()) return 'feed';
      if (await skip.isVisible()) await skip.click({ timeout: 5_000 }).catch(() => undefined);
      return 'tour';
    },
    { timeout: 60_000, message: 'the feed after the tour was skipped' },
  ).toBe('feed');
}
