import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userChannelName } from '../../server/modules/realtime/channels';
import { USER_EVENTS } from '../../server/modules/realtime/user-events';
import { startAppServer } from '../support/app-server';
import { becomeGuest } from '../support/page-api';
import { launchBrowser, openPage, shot } from '../support/browser';

/**
 * Live events in Chromium: the built client connects laravel-echo over pusher-js to our server, updates its stores
 * from events on the learner's channel, shows a bot message as a persistent toast that navigates, and says so when the
 * connection is down.
 */
let server: Awaited<ReturnType<typeof startAppServer>>;
let chrome: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = await startAppServer();
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});

const poll = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

describe('realtime in Chromium', () => {
  it('receives live events on the user channel, and shows when the connection is down', async () => {
    const { page, errors } = await openPage(chrome.browser);
    const userId = await becomeGuest(page, server.url);
    await page.goto(`${server.url}/progress`);
    await page.getByTestId('progress-points').waitFor();
    const channel = userChannelName(userId);
    await poll(() => server.app.realtime.localSubscribers(channel)).toBe(1);

    // Points awarded on another device: the progress page shows the new total without a reload.
    await server.app.realtime.broadcast({ channels: [channel], event: USER_EVENTS.pointsAwarded, data: { amount: 5, reason: 'game', total: 42 } });
    await poll(() => page.getByTestId('progress-points').getAttribute('data-points')).toBe('42');

    // A bot message with a link: a persistent toast that navigates on click.
    await server.app.realtime.broadcast({ channels: [channel], event: USER_EVENTS.botMessage, data: { title: 'Slovo', body: 'Your words are waiting', link: '/learning' } });
    const toast = page.getByText('Your words are waiting');
    await toast.waitFor();
    await shot(page, 'realtime-bot-toast-phone');
    await toast.click();
    await poll(() => new URL(page.url()).pathname).toBe('/learning');

    // The connection drops and cannot come back: the state is shown; when it can, the notice goes.
    let networkDown = true;
    await page.routeWebSocket(/\/app\//, (ws) => (networkDown ? ws.close({ code: 1001, reason: 'test: network down' }) : ws.connectToServer()));
    for (const client of server.app.websocketServer.clients) client.terminate();
    const status = page.getByTestId('realtime-status');
    await status.waitFor();
    expect(['connecting', 'unavailable']).toContain(await status.getAttribute('data-state'));
    await shot(page, 'realtime-connection-down-phone');
    networkDown = false;
    // pusher-js retries an unavailable connection on its own schedule (about every 10 s).
    await status.waitFor({ state: 'detached', timeout: 45_000 });
    expect(errors).toEqual([]);
  }, 180_000);
});
