import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProgressFx } from '../../entities/progress';
import { routeChanged } from '../../shared/navigation';
import { csrfResponder, installFetchStub, json } from '../../test/fetch-stub';
import type { Milestone } from './api';
import { $offer, nameToggled, offerDismissed, shareClicked, shareFx } from './model';

const streak7: Milestone = { key: 'streak-7', kind: 'streak', days: 7, reachedAt: '2026-11-28T12:00:00.000Z', offer: 'open' };
const levelB1: Milestone = { key: 'level-b1', kind: 'level', level: 'b1', reachedAt: '2026-11-27T12:00:00.000Z', offer: 'open' };

/** The server: the learner's milestones, newest first, and the answers it was given. */
function serve(list: Milestone[]) {
  return installFetchStub({
    'GET /sanctum/csrf-cookie': csrfResponder(),
    'GET /api/v1/stories': () => json(200, { data: list }),
    'PUT /api/v1/stories/streak-7': (req) => json(200, { data: { ...streak7, offer: (JSON.parse(req.body!) as { offer: string }).offer } }),
  });
}

const progress = { level: 'a1', test: { rejected: false, result: null }, points: 1, streak: 7 };
const scopeOn = (pathname: string, share: (params: unknown) => Promise<string> = async () => 'shared') => {
  const scope = fork({ handlers: [[fetchProgressFx, async () => progress], [shareFx, share]] });
  return { scope, at: () => allSettled(routeChanged, { scope, params: { pathname, search: '', key: pathname, action: 'PUSH' } }) };
};

afterEach(() => vi.unstubAllGlobals());

describe('the offer to share a milestone', () => {
  it('comes with the newest open milestone once progress is read, on a calm screen only', async () => {
    const stub = serve([streak7, levelB1]);
    const game = scopeOn('/game-match');
    await game.at();
    await allSettled(fetchProgressFx, { scope: game.scope });
    expect(stub.calls('GET', '/api/v1/stories')).toHaveLength(1);
    expect(game.scope.getState($offer)).toBeNull();

    const progressPage = scopeOn('/progress');
    await progressPage.at();
    await allSettled(fetchProgressFx, { scope: progressPage.scope });
    expect(progressPage.scope.getState($offer)?.key).toBe('streak-7');
  });

  it('"not now" hides it at once and tells the server; the next open milestone follows', async () => {
    const stub = serve([streak7, levelB1]);
    const { scope, at } = scopeOn('/');
    await at();
    await allSettled(fetchProgressFx, { scope });
    await allSettled(offerDismissed, { scope });
    expect(JSON.parse(stub.calls('PUT', '/api/v1/stories/streak-7')[0]!.body!)).toEqual({ offer: 'dismissed' });
    expect(scope.getState($offer)?.key).toBe('level-b1');
  });

  it('a share or a saved picture answers the offer; a cancelled share leaves it for another try', async () => {
    const stub = serve([streak7]);
    const results = ['cancelled', 'downloaded'];
    const asked: unknown[] = [];
    const { scope, at } = scopeOn('/profile', async (params: unknown) => {
      asked.push(params);
      return results.shift()!;
    });
    await at();
    await allSettled(fetchProgressFx, { scope });
    await allSettled(nameToggled, { scope, params: true });

    await allSettled(shareClicked, { scope });
    expect(asked).toEqual([{ offer: streak7, withName: true }]);
    expect(stub.calls('PUT', '/api/v1/stories/streak-7')).toHaveLength(0);
    expect(scope.getState($offer)?.key).toBe('streak-7');

    await allSettled(shareClicked, { scope });
    expect(stub.calls('PUT', '/api/v1/stories/streak-7').map((r) => JSON.parse(r.body!))).toEqual([{ offer: 'shared' }]);
    expect(scope.getState($offer)).toBeNull();
  });
});
