import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, shot } from '../support/browser';
import { reachVkFeed, startVkContainer } from '../support/vk-container';
import { poll, useAppAndBrowser } from '../support/journey';

const e2e = useAppAndBrowser();

describe('the app shell in Chromium', () => {
  it('shows an anonymous visitor the feed, with the preloader gone and no page errors', async () => {
    const { page, errors, context } = await openPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.url}/`);
    await page.getByTestId('feed-panel').waitFor();
    await poll(() => page.locator('#preloader').isVisible().catch(() => false)).toBe(false);
    await page.getByTestId('tabbar').waitFor();
    await shot(page, 'feed-anonymous-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays the desktop out with side navigation instead of a tab bar', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await page.goto(`${e2e.server.url}/`);
    await page.getByTestId('feed-panel').waitFor();
    await page.getByTestId('desktop-nav').waitFor();
    await page.locator('#preloader').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('tabbar').count()).toBe(0);
    // Issue 18: the top card's meaning beside the stack, with the buttons and the keys (a mouse: no swipe hint).
    const details = page.getByTestId('feed-details');
    await details.waitFor();
    expect(await details.getAttribute('data-card-id')).toBe(await page.getByTestId('feed-top-card').getAttribute('data-card-id'));
    expect(await details.getByTestId('card-translation').isVisible()).toBe(true);
    expect(await details.getByTestId('decide-know').isVisible()).toBe(true);
    expect(await details.getByTestId('feed-keys-hint').isVisible()).toBe(true);
    expect(await details.getByTestId('feed-keys-hint').textContent()).toContain('Backspace');
    const [stackBox, detailsBox] = [await page.getByTestId('feed-top-card').boundingBox(), await details.boundingBox()];
    expect(detailsBox!.x).toBeGreaterThanOrEqual(stackBox!.x + stackBox!.width);
    // Page titles read as titles (VKUI's Title 2 size), not 14 px captions.
    expect(await page.locator('h1').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(20);
    await shot(page, 'feed-anonymous-desktop');
    await context.close();
  });

  it('shows a visitor what a tab holds, with one button to try it as a guest (issue 18)', async () => {
    for (const tab of ['learning', 'progress', 'profile']) {
      const { page, context } = await openPage(e2e.browser);
      await page.goto(`${e2e.server.url}/${tab}`);
      await page.getByTestId('tab-teaser').waitFor();
      expect(await page.getByTestId('tab-teaser').getAttribute('data-tab')).toBe(tab);
      expect(new URL(page.url()).pathname).toBe(`/${tab}`);
      await context.close();
    }
    // The guest start leads back to the tab, now with its content.
    const { page, context } = await openPage(e2e.browser);
    await page.goto(`${e2e.server.url}/learning`);
    await page.getByTestId('start-as-guest').click();
    await page.getByTestId('learning-panel').waitFor();
    expect(new URL(page.url()).pathname).toBe('/learning');
    expect(await page.getByTestId('tab-teaser').count()).toBe(0);
    await context.close();
  });

  it('sends a visitor who opens a login-only route to /login, and keeps them there', async () => {
    // The login-only pages may start loading their data before the guard has decided; those 401s must not
    // pull the visitor off the login page (a race once seen on /progress).
    for (const path of ['/training']) {
      const { page, context } = await openPage(e2e.browser);
      const providers = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/providers'));
      await page.goto(`${e2e.server.url}${path}`);
      await page.waitForURL(/\/login$/);
      await page.getByTestId('login-form').waitFor();
      // This server has neither VK ID nor Yandex configured: no button that would lead nowhere.
      expect((await (await providers).json()).data.providers).toEqual([]);
      expect(await page.getByTestId('login-yandex').count()).toBe(0);
      expect(await page.getByTestId('login-vkid').count()).toBe(0);
      await page.waitForTimeout(1000);
      expect(new URL(page.url()).pathname).toBe('/login');
      await context.close();
    }
  });

  it('shows the error page with code 403 for an admin route', async () => {
    const { page, context } = await openPage(e2e.browser);
    await page.goto(`${e2e.server.url}/admin/words`);
    await page.waitForURL(/\/error\?code=403$/);
    await poll(() => page.getByTestId('error-code').textContent()).toContain('403');
    await shot(page, 'error-403-phone');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page, context } = await openPage(e2e.browser);
    await page.goto(`${e2e.server.url}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });

  it('replaces a URL carrying a version parameter with /', async () => {
    const { page, context } = await openPage(e2e.browser);
    await page.goto(`${e2e.server.url}/settings?version=2.3.0`);
    await page.waitForURL(`${e2e.server.url}/`);
    await context.close();
  });

  it('switches language and theme in settings, instantly and across a reload', async () => {
    const { page, context } = await openPage(e2e.browser, PHONE, 'en-US');
    await page.goto(`${e2e.server.url}/settings`);
    await page.getByTestId('settings-language-ru').click();
    await poll(() => page.locator('html').getAttribute('lang')).toBe('ru');
    await poll(() => page.getByTestId('tabbar').innerText()).toMatch(/Лента|Карточки/);
    await page.getByTestId('settings-theme-dark').click();
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    await poll(async () => luminance(await background())).toBeLessThan(0.3);
    await shot(page, 'settings-ru-dark-phone');
    await page.reload();
    await page.getByTestId('tabbar').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(luminance(await background())).toBeLessThan(0.3);
    await page.getByTestId('settings-theme-light').click();
    await poll(async () => luminance(await background())).toBeGreaterThan(0.7);
    await context.close();
  });

  it('runs inside the stand-in VK container and reports platform vk', async () => {
    const vk = await startVkContainer({ appUrl: e2e.server.url, language: 'ru' });
    try {
      const { page, context } = await openPage(e2e.browser, PHONE);
      await page.goto(vk.url);
      const frame = page.frameLocator('#app');
      await reachVkFeed(frame);
      await frame.locator('#preloader').waitFor({ state: 'hidden' });
      const app = page.frames().find((f) => f.url().startsWith(e2e.server.url))!;
      await poll(() => app.evaluate(() => (window as unknown as { __SLOVO__?: { platform: string } }).__SLOVO__?.platform)).toBe('vk');
      const detail = await app.evaluate(() => (window as unknown as { __SLOVO__: { platformDetail: Record<string, unknown> } }).__SLOVO__.platformDetail);
      expect(detail).toMatchObject({ vk_user_id: vk.launch.vk_user_id, vk_app_id: vk.launch.vk_app_id });
      const calls = await page.evaluate(() => (window as unknown as { __vkCalls: Array<{ handler: string }> }).__vkCalls.map((c) => c.handler));
      expect(calls).toContain('VKWebAppInit');
      expect(calls).toContain('VKWebAppGetLaunchParams');
      await shot(page, 'vk-container-phone');
      await context.close();
    } finally {
      await vk.close();
    }
  });

  it('stays on the plain web without waiting for a bridge that never answers', async () => {
    const { page, context } = await openPage(e2e.browser);
    // Outside VK a bridge call never settles, so the only way to wait for it is to ask it: record every bridge
    // message the page posts (vk-bridge talks to its container through postMessage).
    await context.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __bridgeSent: string[] }).__bridgeSent = sent;
      const post = window.postMessage.bind(window);
      window.postMessage = ((message: unknown, ...rest: [string, Transferable[]?]) => {
        const m = message as { type?: string; handler?: string } | null;
        if (m && m.type === 'vk-connect' && m.handler) sent.push(m.handler);
        return post(message, ...rest);
      }) as typeof window.postMessage;
    });
    await page.goto(`${e2e.server.url}/`);
    await page.getByTestId('feed-panel').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __SLOVO__?: { platform: string } }).__SLOVO__?.platform)).toBe('web');
    // The web path rendered without asking the bridge for launch params (the call that waits for an answer).
    expect(await page.evaluate(() => (window as unknown as { __bridgeSent: string[] }).__bridgeSent)).not.toContain('VKWebAppGetLaunchParams');
    await context.close();
  });
});

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
}
