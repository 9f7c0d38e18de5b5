import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../server/config/env';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';


export interface AppAndBrowser {
  /** The running product (built client + API), for its url and for looking into its database or realtime hub. */
  readonly server: AppServer;
  readonly browser: Browser;
}

/**
 * The app server and Chromium for one e2e file: started before its journeys, closed after them. Getters, because the
 * hooks run after the file has been read. Config that depends on stand-ins (an SMTP sink, an OAuth provider) is given
 * as a function: register the stand-ins' own beforeAll first, and it is called once they are up (Vitest runs
 * beforeAll hooks in order and afterAll hooks in reverse, so the stand-ins also outlive the app).
 */
export function useAppAndBrowser(overrides: Partial<Config> | (() => Partial<Config>) = {}): AppAndBrowser {
  let server: AppServer | undefined;
  let chrome: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  beforeAll(async () => {
    server = await startAppServer(typeof overrides === 'function' ? overrides() : overrides);
    chrome = await launchBrowser();
  });
  afterAll(async () => {
    await chrome?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the app server is started in beforeAll: use it inside a test or hook');
      return server;
    },
    get browser() {
      if (!chrome) throw new Error('Chromium is launched in beforeAll: use it inside a test or hook');
      return chrome.browser;
    },
  };
}

/**
 * The one wait of the journeys: asks again every 100 ms until the assertion holds. 20 s by default (a loaded machine
 * renders slowly); a step that waits on something slower (photos, a service worker, a frame) says how long.
 */
export function poll<T>(fn: () => T | Promise<T>, within: number | { timeout?: number; interval?: number; message?: string } = {}) {
  const opts = typeof within === 'number' ? { timeout: within } : within;
  return expect.poll(fn, { timeout: 20_000, interval: 100, ...opts });
}
