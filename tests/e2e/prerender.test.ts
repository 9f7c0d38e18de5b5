import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, shot } from '../support/browser';
import { poll, useAppAndBrowser } from '../support/journey';

const e2e = useAppAndBrowser();

/**
 * Holds every script of the app back until `release` is called, as a slow phone network does: what is on the page
 * meanwhile is what index.html itself paints. Inline scripts are part of the HTML and still run.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The step's headline (the element Lighthouse takes as the largest paint, docs/decisions/), in the prerender. */
const headline = (page: Page, text: string) => page.locator('#prerender').getByText(text);

describe("the tour's first step painted from index.html (issue 13)", () => {
  it('a new visitor sees the step before any script has arrived; the app takes it over, and a tap made meanwhile is not lost', async () => {
    const { page, context } = await openPage(e2e.browser, PHONE, 'en-US', { firstVisit: true });
    try {
      const release = await holdScripts(page);
      await page.goto(`${e2e.server.url}/`, { waitUntil: 'commit' });
      await headline(page, 'Learn English words you will actually remember').waitFor();
      await expect(page.locator('#preloader').isVisible()).resolves.toBe(false);
      // The app's own screen is not there yet: only the prerender's button, under its own name.
      await expect(page.getByTestId('onboarding-next').count()).resolves.toBe(0);
      await shot(page, 'e2e-prerender-phone-before-js');
      // A visitor who does not wait for the app: "Next" before the JavaScript has arrived.
      await page.locator('#prerender [data-prerender-testid="onboarding-next"]').click();
      release();
      await poll(() => page.locator('#prerender').count()).toBe(0);
      // The tap was carried over to the app's own "Next": the goal step.
      await page.getByTestId('onboarding-welcome2').waitFor();
    } finally {
      await context.close();
    }
  });

  it('in Russian, on a desktop, in the dark: the step the app then shows, and nothing moves when it takes over', async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU', colorScheme: 'dark', deviceScaleFactor: 1 });
    const page = await context.newPage();
    try {
      const release = await holdScripts(page);
      await page.goto(`${e2e.server.url}/feeds/main`, { waitUntil: 'commit' });
      const title = 'Английские слова, которые действительно запоминаются';
      await headline(page, title).waitFor();
      await expect(page.evaluate(() => document.documentElement.dataset.scheme)).resolves.toBe('dark');
      const before = await headline(page, title).boundingBox();
      // Layout shifts as the browser reports them (what CLS adds up), from here on.
      await page.evaluate(() => {
        const w = window as unknown as { __shifts: number };
        w.__shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      release();
      await poll(() => page.locator('#prerender').count()).toBe(0);
      await page.getByTestId('onboarding-welcome').waitFor();
      const after = await page.getByTestId('onboarding-welcome').getByText(title).boundingBox();
      expect(after).toEqual(before);
      await expect(page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).resolves.toBeLessThanOrEqual(0.05);
      await shot(page, 'e2e-prerender-desktop-dark-after-app');
    } finally {
      await context.close();
    }
  });

  it("asks for the app's files only once the step is on the page; a returning visitor's at once", async () => {
    /** When the step was put on the page, and when the app's entry was asked for (the page's own clock). */
    const timings = (page: Page) =>
      page.evaluate(() => {
        const w = window as unknown as { __stepShownAt?: number };
        const entry = performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
        return { shown: w.__stepShownAt ?? null, entry: entry?.startTime ?? null, parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive };
      });
    const watchStep = () =>
      new MutationObserver((_, observer) => {
        const step = document.getElementById('prerender');
        if (step?.firstElementChild) {
          (window as unknown as { __stepShownAt: number }).__stepShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    for (const firstVisit of [true, false]) {
      const { page, context, errors } = await openPage(e2e.browser, PHONE, 'en-US', { firstVisit });
      try {
        await page.addInitScript(watchStep);
        await page.goto(`${e2e.server.url}/`);
        await page.getByTestId(firstVisit ? 'onboarding-welcome' : 'feed-panel').waitFor();
        const t = await timings(page);
        expect(t.entry, 'the entry was asked for').not.toBeNull();
        if (firstVisit) {
          // The step first, then (a frame later) the app: its ~27 files no longer share the line with the HTML.
          expect(t.shown).not.toBeNull();
          expect(t.entry!).toBeGreaterThan(t.shown!);
        } else {
          // No step: the app's files are put into <head> as it is parsed, before the document is.
          expect(t.shown).toBeNull();
          expect(t.entry!).toBeLessThanOrEqual(t.parsed);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('no prerender for a visitor through the tour here, nor inside VK: the preloader, as before', async () => {
    // (module scripts are deferred: with them held the parser has still finished, so the preloader is there to see)
    for (const [url, firstVisit] of [['/', false], ['/?vk_app_id=51234567&vk_user_id=1&sign=abc', true]] as const) {
      const { page, context } = await openPage(e2e.browser, PHONE, 'ru-RU', { firstVisit });
      try {
        const release = await holdScripts(page);
        await page.goto(`${e2e.server.url}${url}`, { waitUntil: 'commit' });
        await page.locator('#preloader').waitFor();
        await page.locator('#app').waitFor({ state: 'attached' });
        await expect(page.locator('#prerender > *').count(), url).resolves.toBe(0);
        release();
      } finally {
        await context.close();
      }
    }
  });
});
