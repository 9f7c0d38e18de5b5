/**
 * Lighthouse mobile (its default slow-4G and 4x CPU simulation) against a running server, as a new visitor (storage
 * cleared before each run) and as a visitor through the tour here, median of `runs`. Chromium is /usr/bin/chromium
 * with a fresh profile per launch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../tests/support/browser';
import { median } from './stats';


export interface PageFigures {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred for the whole load. */
  bytes: number;
  /**
   * Lighthouse's measure of this machine's CPU speed (a desktop ~1000-2000). Its 4x CPU simulation multiplies the
   * main-thread time it observed here, so on a shared, busy machine (a low index) TBT and LCP come out inflated.
   */
  cpu: number;
}

/**
 * A visitor who went through the tour on this device but never signed in: the feed is the first screen (a new
 * visitor's is the tour). Set in the origin's localStorage before Lighthouse loads the page, with its storage reset off.
 */
const ONBOARDED_HERE = { 'slovo.onboarding': 'done' };

async function once(url: string, storage?: Record<string, string>): Promise<PageFigures> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'slovo-lh-'));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROMIUM_FLAGS], userDataDir });
  try {
    if (storage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(new URL('/health', url).href);
      await page.evaluate((items) => Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v)), storage);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', disableStorageReset: Boolean(storage) });
    const audits = result!.lhr.audits;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return { fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift'), bytes: value('total-byte-weight'), cpu: result!.lhr.environment.benchmarkIndex };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}


/**
 * Runs Lighthouse `runs` times per path and prints one line per path (median of each figure on its own): each path
 * as a new visitor, then `/` for a visitor through the tour on this device (the feed first, its top photo the LCP).
 */
export async function lighthouseFigures(base: string, paths: string[], runs = 3) {
  console.log(`\nLighthouse mobile (simulated slow 4G, 4x CPU), new visitor unless said, median of ${runs}:`);
  console.log('page'.padEnd(24), 'FCP s'.padStart(7), 'LCP s'.padStart(7), 'TBT ms'.padStart(8), 'CLS'.padStart(6), 'KiB'.padStart(7), 'CPU idx'.padStart(8));
  const cases: Array<[string, string, Record<string, string> | undefined]> = [
    ...paths.map((path): [string, string, undefined] => [path, path, undefined]),
    ['/ (through the tour)', '/', ONBOARDED_HERE],
  ];
  for (const [label, path, storage] of cases) {
    const all: PageFigures[] = [];
    for (let i = 0; i < runs; i++) all.push(await once(base + path, storage));
    const m = (k: keyof PageFigures) => median(all.map((f) => f[k]));
    console.log(
      label.padEnd(24),
      (m('fcp') / 1000).toFixed(2).padStart(7),
      (m('lcp') / 1000).toFixed(2).padStart(7),
      m('tbt').toFixed(0).padStart(8),
      m('cls').toFixed(3).padStart(6),
      (m('bytes') / 1024).toFixed(0).padStart(7),
      m('cpu').toFixed(0).padStart(8),
    );
  }
}
