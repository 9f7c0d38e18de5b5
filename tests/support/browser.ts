import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** How Chromium runs here (root, loopback-only network): shared by the e2e browser and the Lighthouse bench. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * Debian's Chromium, headless, with no background network (the machine reaches only loopback). Playwright gives
 * every launch a fresh temporary profile of its own (it refuses --user-data-dir on launch).
 */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}

export interface PageWatch {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors other than failed-resource noise. */
  errors: string[];
}

/**
 * Marks the browser as one that has already been through the first-run tour, as a returning visitor's is: journeys
 * about other screens start where they mean to. The onboarding journey opens a browser without it.
 */
export async function skipFirstRunTour(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('slovo.onboarding', 'done');
    } catch {
      // Storage can be blocked in a partitioned frame; the tour then shows, which the test would notice.
    }
  });
}

export async function openPage(browser: Browser, viewport = PHONE, locale = 'en-US', opts: { firstVisit?: boolean } = {}): Promise<PageWatch> {
  const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1 });
  if (!opts.firstVisit) await skipFirstRunTour(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { page, context, errors };
}

/** Screenshots for people to look at (not compared by the tests). */
export async function shot(page: Page, name: string) {
  const dir = join(process.cwd(), 'tests', 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}
