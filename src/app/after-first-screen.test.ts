import { fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $user } from '../entities/user';
import { loadOutboxFx, removeAnswersFx, sendBatchFx, type OutboxAnswer } from '../entities/review';
import { markFirstScreenShown } from '../shared/lib';
import { aGuest } from '../test/fixtures';
import { startOutboxAfterFirstScreen } from './after-first-screen';

let online = false;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

const left: OutboxAnswer = { id: 'a1', userId: '7', sessionId: 's1', cardId: 1, answer: 'know', reviewedAt: '2026-11-22T09:00:01.000Z' };

describe('the answer outbox, started after the first screen', () => {
  it('sends what an earlier tab left when the connection came back before the outbox had loaded', async () => {
    const sent: string[][] = [];
    const scope = fork({
      values: [[$user, aGuest()]],
      handlers: [
        [loadOutboxFx, async () => [left]],
        [removeAnswersFx, async () => undefined],
        [sendBatchFx, async (batch: OutboxAnswer[]) => (sent.push(batch.map((a) => a.id)), batch.map((a) => ({ id: a.id, cardId: a.cardId, stageBefore: 'learning', stageAfter: 'learning', due: null, replay: false })))],
      ],
    });
    // The app starts offline; the connection returns while the first screen is still on its way (the outbox's own
    // `online` listener does not exist yet).
    const started = startOutboxAfterFirstScreen(scope);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(sent).toEqual([]);
    markFirstScreenShown();
    await started;
    expect(sent).toEqual([['a1']]);
  });
});
