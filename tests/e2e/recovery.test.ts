import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userChannelName } from '../../server/modules/realtime/channels';
import { becomeGuest } from '../support/page-api';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { poll, useAppAndBrowser } from '../support/journey';

/**
 * The server goes down under an open app and comes back (issue 32): a tab never opened before still opens (its code
 * is in the service worker's precache), its data fails with a "Retry" button, the live-updates notice shows; once the
 * server is back, the screen loads by itself, the notice goes and says so — no reload.
 */
const e2e = useAppAndBrowser();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

describe('recovery when the server comes back', () => {
  for (const [locale, viewport, size, retry, back] of [
    ['en-US', PHONE, 'phone', 'Retry', 'Connection is back'],
    ['ru-RU', DESKTOP, 'desktop', 'Повторить', 'Связь восстановлена'],
  ] as const) {
    it(`screens retry on their own and live updates come back (${locale}, ${size})`, async () => {
      const { page, context, errors } = await openPage(e2e.browser, viewport, locale);
      // The learning page's first-visit tour is not this journey's subject.
      await context.addInitScript(() => localStorage.setItem('slovo.learningTourSeen', '1'));
      const userId = await becomeGuest(page, e2e.server.url);
      await page.goto(`${e2e.server.url}/learning`);
      await page.getByTestId('learning-goal').waitFor();
      // The worker controls the page (it claims it) and its precache is complete once it is active.
      await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === 'activated'), 60_000).toBe(true);
      await poll(() => e2e.server.app.realtime.localSubscribers(userChannelName(userId))).toBe(1);

      const failed = page.getByTestId('feed-load-failed');
      const status = page.getByTestId('realtime-status');
      await e2e.server.stop();
      try {
        // A tab never opened in this page: its code comes from the precache (no reload to the feed).
        await page.getByTestId('tab-progress').click();
        await page.getByTestId('progress-panel').waitFor();
        expect(new URL(page.url()).pathname).toBe('/progress');
        // The feed was not loaded in this page: its cards cannot come, a clear "Retry" is offered.
        await page.getByTestId('tab-feed').click();
        await failed.waitFor({ timeout: 30_000 });
        expect(await failed.getByTestId('load-retry').innerText()).toBe(retry);
        await status.waitFor({ timeout: 30_000 });
        mkdirSync(join(SHOTS, 'recovery'), { recursive: true });
        await page.screenshot({ path: join(SHOTS, 'recovery', `server-down-${locale}-${size}.png`) });
        // The note that updates flow again shows for a moment: whatever shows is recorded from now on.
        await page.evaluate(() => {
          const seen: string[] = ((window as unknown as { __seen: string[] }).__seen = []);
          new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      } finally {
        await e2e.server.restart();
      }
      // Nothing is tapped: the feed loads by itself, the notice goes, and a note says live updates are back.
      await page.getByTestId('decide-know').waitFor({ timeout: 45_000 });
      expect(await failed.count()).toBe(0);
      await poll(() => page.evaluate((text) => (window as unknown as { __seen: string[] }).__seen.some((s) => s.includes(text)), back), 90_000).toBe(true);
      await status.waitFor({ state: 'detached', timeout: 45_000 });
      await poll(() => e2e.server.app.realtime.localSubscribers(userChannelName(userId)), 45_000).toBe(1);
      await page.screenshot({ path: join(SHOTS, 'recovery', `server-back-${locale}-${size}.png`) });
      expect(errors).toEqual([]);
      await page.context().close();
    }, 300_000);
  }
});
