import { describe, expect, it } from 'vitest';
import { openPage, PHONE, shot } from '../support/browser';
import { reachVkFeed, startVkContainer } from '../support/vk-container';
import { poll, useAppAndBrowser } from '../support/journey';

const e2e = useAppAndBrowser();

describe('inside a VK client that refuses a bridge method', () => {
  it('navigates the screens without an error toast or an unhandled rejection, and reports the refusal once, quietly', async () => {
    // The router sends VKWebAppSetLocation on every navigation; this client answers each with VKWebAppSetLocationFailed.
    const vk = await startVkContainer({ appUrl: e2e.server.url, language: 'en', refuse: ['VKWebAppSetLocation'] });
    const { page, context, errors } = await openPage(e2e.browser, PHONE);
    try {
      // In every frame (the app is a cross-site iframe, whose errors the page's own events may not carry).
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __unhandled: string[] }).__unhandled = seen;
        window.addEventListener('unhandledrejection', (e) => seen.push(`unhandledrejection: ${JSON.stringify(e.reason) ?? String(e.reason)}`));
        window.addEventListener('error', (e) => seen.push(`error: ${e.message}`));
      });
      await page.goto(vk.url);
      const frame = page.frameLocator('#app');
      await reachVkFeed(frame);

      for (const [tab, panel] of [['profile', 'profile-panel'], ['progress', 'progress-panel'], ['feed', 'feed-panel'], ['learning', 'learning-panel']] as const) {
        await frame.getByTestId(`tab-${tab}`).click();
        await frame.getByTestId(panel).waitFor();
      }
      const setLocations = async () =>
        (await page.evaluate(() => (window as unknown as { __vkCalls: Array<{ handler: string }> }).__vkCalls)).filter((c) => c.handler === 'VKWebAppSetLocation').length;
      // The navigations really went to VK, and VK really refused them.
      await poll(setLocations).toBeGreaterThanOrEqual(4);

      // The refusal is reported to the error log once for the page load, not per navigation and not to the user.
      const reports = () => e2e.server.app.db.selectFrom('client_logs').select(['err', 'instance']).where('instance', '=', 'vk-bridge').execute();
      await poll(async () => (await reports()).length).toBe(1);
      expect((await reports())[0]!.err).toBe('VK bridge refused VKWebAppSetLocation');

      const app = page.frames().find((f) => f.url().startsWith(e2e.server.url))!;
      expect(await app.evaluate(() => (window as unknown as { __unhandled: string[] }).__unhandled)).toEqual([]);
      expect(await frame.locator('[data-testid="toast"][data-kind="error"]').count()).toBe(0);
      expect(errors).toEqual([]);
      await shot(page, 'vk-refused-set-location-phone');
    } finally {
      await context.close();
      await vk.close();
    }
  });
});
