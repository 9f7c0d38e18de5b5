import { describe, expect, it } from 'vitest';
import { userChannelName } from '../../server/modules/realtime/channels';
import { USER_EVENTS } from '../../server/modules/realtime/user-events';
import { becomeGuest } from '../support/page-api';
import { openPage, shot } from '../support/browser';
import { poll, useAppAndBrowser } from '../support/journey';

/**
 * Live events in Chromium: the built client connects laravel-echo over pusher-js to our server, updates its stores
 * from events on the learner's channel, shows a bot message as a persistent toast that navigates, and says so when the
 * connection is down.
 */
const e2e = useAppAndBrowser();


describe('realtime in Chromium', () => {
  it('receives live events on the user channel, and shows when the connection is down', async () => {
    const { page, errors } = await openPage(e2e.browser);
    const userId = await becomeGuest(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/progress`);
    await page.getByTestId('progress-points').waitFor();
    const channel = userChannelName(userId);
    await poll(() => e2e.server.app.realtime.localSubscribers(channel)).toBe(1);

    // Points awarded on another device: the progress page shows the new total without a reload.
    await e2e.server.app.realtime.broadcast({ channels: [channel], event: USER_EVENTS.pointsAwarded, data: { amount: 5, reason: 'game', total: 42 } });
    await poll(() => page.getByTestId('progress-points').getAttribute('data-points')).toBe('42');

    // A bot message with a link: a persistent toast that navigates on click.
    await e2e.server.app.realtime.broadcast({ channels: [channel], event: USER_EVENTS.botMessage, data: { title: 'Slovo', body: 'Your words are waiting', link: '/learning' } });
    const toast = page.getByText('Your words are waiting');
    await toast.waitFor();
    await shot(page, 'realtime-bot-toast-phone');
    await toast.click();
    await poll(() => new URL(page.url()).pathname).toBe('/learning');

    // The connection drops and cannot come back: the state is shown; when it can, the notice goes.
    let networkDown = true;
    await page.routeWebSocket(/\/app\//, (ws) => (networkDown ? ws.close({ code: 1001, reason: 'test: network down' }) : ws.connectToServer()));
    for (const client of e2e.server.app.websocketServer.clients) client.terminate();
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
