import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $sessionStatus } from '../session';
import { $user, userCleared, userReceived } from '../user';
import type { UserDto } from '../../shared/api';
import { csrfResponder, installFetchStub, json } from '../../test/fetch-stub';
import { $cards, $feedRules, $isAnonymousFeed, $movesLeft, cardTaken, feedOpened } from './model';
import { aCard, aGuest } from '../../test/fixtures';

const guest: UserDto = aGuest({ id: 9, locale: 'ru' });
const card = (id: number) => aCard({ id });
const moves = { day: '2026-11-22', total: 20, used: 0, left: 20, refillAt: '2026-11-23T00:00:00Z' };
const limits = { repeatToday: { used: 3, max: 30 }, total: { used: 9, max: 60 } };

const server = { signedIn: false };

function serve() {
  return installFetchStub({
    'GET /sanctum/csrf-cookie': csrfResponder(),
    'GET /api/v1/feeds/main': (req) => {
      const anonymous = !server.signedIn;
      const cursor = new URL(req.url).searchParams.get('cursor');
      if (anonymous) return json(200, { data: [1, 2, 3].map(card), meta: { nextCursor: null, anonymous: true, rules: { moves: 15, repeatToday: 25, total: 50 } } });
      if (cursor === 'p2') return json(200, { data: [14, 15, 13].map(card), meta: { nextCursor: null, moves, limits } });
      return json(200, { data: [11, 12, 13].map(card), meta: { nextCursor: 'p2', moves, limits } });
    },
  });
}

describe('the feed store', () => {
  it('waits for the session before the first load, then shows the anonymous sample without a counter', async () => {
    const stub = serve();
    server.signedIn = false;
    const scope = fork({ values: [[$user, null]] });
    await allSettled(feedOpened, { scope });
    expect(stub.calls('GET', '/api/v1/feeds/main')).toHaveLength(0);
    await allSettled($sessionStatus, { scope, params: 'ready' });
    expect(scope.getState($cards).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(scope.getState($isAnonymousFeed)).toBe(true);
    expect(scope.getState($movesLeft)).toBeNull();
  });

  it('loads the next page when the stack runs low, without duplicates, and starts over for another user', async () => {
    const stub = serve();
    server.signedIn = true;
    const scope = fork({ values: [[$user, guest], [$sessionStatus, 'ready']] });
    await allSettled(feedOpened, { scope });
    // Three cards ≤ the prefetch mark: the next page came at once.
    expect(scope.getState($cards).map((c) => c.id)).toEqual([11, 12, 13, 14, 15]);
    await allSettled(cardTaken, { scope, params: 11 });
    expect(scope.getState($cards).map((c) => c.id)).toEqual([12, 13, 14, 15]);
    expect(scope.getState($movesLeft)).toBe(20);

    server.signedIn = false;
    await allSettled(userCleared, { scope });
    expect(scope.getState($cards).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(scope.getState($movesLeft)).toBeNull();
    await allSettled(userReceived, { scope, params: guest });
    expect(stub.calls('GET', '/api/v1/feeds/main').length).toBeGreaterThanOrEqual(4);
  });

  it("takes the moves and limits it explains from the server's answer: the anonymous feed's rules, then the user's own", async () => {
    serve();
    server.signedIn = false;
    const scope = fork({ values: [[$user, null], [$sessionStatus, 'ready']] });
    expect(scope.getState($feedRules)).toBeNull();
    await allSettled(feedOpened, { scope });
    expect(scope.getState($feedRules)).toEqual({ moves: 15, repeat: 25, total: 50 });
    server.signedIn = true;
    await allSettled(userReceived, { scope, params: guest });
    expect(scope.getState($feedRules)).toEqual({ moves: 20, repeat: 30, total: 60 });
  });
});
