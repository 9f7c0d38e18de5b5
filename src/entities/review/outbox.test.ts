import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AnswerResult } from '../learning';
import { $user } from '../user';
import {
  $online,
  $outbox,
  $pendingCount,
  answerQueued,
  connectionRestored,
  failureAction,
  loadOutboxFx,
  nextBatch,
  outboxStarted,
  removeAnswersFx,
  retryDelay,
  retryLaterFx,
  saveAnswerFx,
  sendBatchFx,
  watchConnectivityFx,
} from './outbox';
import type { OutboxAnswer } from './types';
import { aGuest } from '../../test/fixtures';

const user = aGuest({ name: 'Гость', locale: 'ru', timezone: 'UTC' });

const answer = (id: string, over: Partial<OutboxAnswer> = {}): OutboxAnswer => ({
  id,
  userId: '7',
  sessionId: 's1',
  cardId: Number(id.replace(/\D/g, '') || 1),
  answer: 'know',
  reviewedAt: `2026-11-22T09:00:0${id.replace(/\D/g, '') || 0}.000Z`,
  ...over,
});

const ok = (batch: OutboxAnswer[]): AnswerResult[] =>
  batch.map((a) => ({ id: a.id, cardId: a.cardId, stageBefore: 'learning', stageAfter: 'learning', due: null, replay: false }));

function setup(opts: { online?: boolean; stored?: OutboxAnswer[]; send?: (batch: OutboxAnswer[]) => Promise<AnswerResult[]> } = {}) {
  const sent: string[][] = [];
  const saved: string[] = [];
  const removed: string[][] = [];
  const retries: number[] = [];
  const scope = fork({
    values: [
      [$user, user],
      [$online, opts.online ?? true],
    ],
    handlers: [
      [loadOutboxFx, async () => opts.stored ?? []],
      [saveAnswerFx, async (a: OutboxAnswer) => void saved.push(a.id)],
      [removeAnswersFx, async (ids: string[]) => void removed.push(ids)],
      [watchConnectivityFx, async () => opts.online ?? true],
      [retryLaterFx, async (ms: number) => void retries.push(ms)],
      [
        sendBatchFx,
        async (batch: OutboxAnswer[]) => {
          sent.push(batch.map((a) => a.id));
          return (opts.send ?? (async (b) => ok(b)))(batch);
        },
      ],
    ],
  });
  return { scope, sent, saved, removed, retries };
}

describe('the answer outbox', () => {
  it('keeps an answer, sends it and forgets it once the server has it', async () => {
    const { scope, sent, saved, removed } = setup();
    await allSettled(answerQueued, { scope, params: answer('a1') });
    expect(saved).toEqual(['a1']);
    expect(sent).toEqual([['a1']]);
    expect(removed).toEqual([['a1']]);
    expect(scope.getState($outbox)).toEqual([]);
  });

  it('holds answers while offline and sends them in one batch on reconnect', async () => {
    const { scope, sent } = setup({ online: false });
    await allSettled(answerQueued, { scope, params: answer('a1') });
    await allSettled(answerQueued, { scope, params: answer('a2') });
    expect(sent).toEqual([]);
    expect(scope.getState($pendingCount)).toBe(2);
    await allSettled(connectionRestored, { scope });
    expect(sent).toEqual([['a1', 'a2']]);
    expect(scope.getState($outbox)).toEqual([]);
  });

  it('sends what an earlier tab left in IndexedDB when the app starts', async () => {
    const { scope, sent } = setup({ stored: [answer('a1'), answer('a2')] });
    await allSettled(outboxStarted, { scope });
    expect(sent).toEqual([['a1', 'a2']]);
    expect(scope.getState($outbox)).toEqual([]);
  });

  it('sends one session per request and never re-sends an acknowledged answer', async () => {
    const stored = [answer('a1'), answer('a2', { sessionId: 's2' }), answer('a3')];
    const { scope, sent } = setup({ stored });
    await allSettled(outboxStarted, { scope });
    expect(sent).toEqual([['a1', 'a3'], ['a2']]);
  });

  it('retries with a growing delay when the server fails, then succeeds', async () => {
    let calls = 0;
    const { scope, sent, retries } = setup({
      send: async (batch) => {
        calls += 1;
        if (calls < 3) throw { kind: 'http', status: 503 };
        return ok(batch);
      },
    });
    await allSettled(answerQueued, { scope, params: answer('a1') });
    expect(sent).toEqual([['a1'], ['a1'], ['a1']]);
    expect(retries).toEqual([1000, 2000]);
    expect(scope.getState($outbox)).toEqual([]);
  });

  it('waits for the network instead of retrying when a send finds it gone', async () => {
    let online = false;
    const { scope, sent, retries } = setup({
      send: async (batch) => {
        if (!online) throw { kind: 'offline' };
        return ok(batch);
      },
    });
    await allSettled(answerQueued, { scope, params: answer('a1') });
    expect(retries).toEqual([]);
    expect(scope.getState($online)).toBe(false);
    expect(scope.getState($outbox)).toHaveLength(1);
    online = true;
    await allSettled(connectionRestored, { scope });
    expect(sent).toHaveLength(2);
    expect(scope.getState($outbox)).toEqual([]);
  });

  it('does not try to send at start while the browser says it is offline', async () => {
    const { scope, sent } = setup({ online: false, stored: [answer('a1')] });
    await allSettled(outboxStarted, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState($outbox)).toHaveLength(1);
    await allSettled(connectionRestored, { scope });
    expect(sent).toEqual([['a1']]);
  });

  it("leaves other users' answers alone", async () => {
    const { scope, sent } = setup({ stored: [answer('a1', { userId: '8' }), answer('a2')] });
    await allSettled(outboxStarted, { scope });
    expect(sent).toEqual([['a2']]);
    expect(scope.getState($outbox).map((a) => a.id)).toEqual(['a1']);
  });
});

describe('outbox rules', () => {
  it('batches at most 100 answers of one session', () => {
    const many = Array.from({ length: 130 }, (_, i) => answer(`a${i}`));
    expect(nextBatch(many, '7')).toHaveLength(100);
    expect(nextBatch(many, null)).toEqual([]);
  });

  it('tells weather from bugs', () => {
    expect(failureAction({ kind: 'offline' })).toBe('wait');
    expect(failureAction({ kind: 'http', status: 500 })).toBe('retry');
    expect(failureAction({ kind: 'http', status: 429 })).toBe('retry');
    expect(failureAction({ kind: 'http', status: 401 })).toBe('stop');
    expect(failureAction({ kind: 'http', status: 422 })).toBe('drop');
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 60000]);
  });
});
