import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $sessionStatus } from '../session';
import { $user, userCleared, userReceived } from '../user';
import type { UserDto } from '../../shared/api';
import { csrfResponder, installFetchStub, json } from '../../test/fetch-stub';
import { $cards, $feedRules, $isAnonymousFeed, $movesLeft, cardTaken, feedOpened, feedReloadRequested } from './model';
import { toastRequested } from '../../shared/toasts';
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

/**
 * index.html asks for GET feeds/main before the app knows the session (scripts/vite/early-feed.ts); the model takes
 * that answer once, and only when it is the feed of the session the app decided.
 */
describe("the feed's first page from index.html's early request", () => {
  const anonymousPage = (ids: number[]) => json(200, { data: ids.map(card), meta: { nextCursor: null, anonymous: true, rules: { moves: 15, repeatToday: 25, total: 50 } } });
  const usersPage = (userId: number, ids: number[]) => json(200, { data: ids.map(card), meta: { nextCursor: null, userId, moves, limits } });
  afterEach(() => {
    delete window.__slovoFeed;
  });

  it("is the stack when it is the decided session's feed, without a second request; later loads ask the server", async () => {
    const stub = serve();
    server.signedIn = true;
    window.__slovoFeed = Promise.resolve(usersPage(9, [41, 42, 43, 44, 45]));
    const scope = fork({ values: [[$user, guest], [$sessionStatus, 'ready']] });
    await allSettled(feedOpened, { scope });
    expect(scope.getState($cards).map((c) => c.id)).toEqual([41, 42, 43, 44, 45]);
    expect(scope.getState($movesLeft)).toBe(20);
    expect(stub.calls('GET', '/api/v1/feeds/main')).toHaveLength(0);
    expect(window.__slovoFeed).toBeUndefined();
    // Used once: a reload (push, level-up) is the server's answer.
    await allSettled(feedReloadRequested, { scope });
    expect(scope.getState($cards).map((c) => c.id)).toEqual([11, 12, 13, 14, 15]);
    expect(stub.calls('GET', '/api/v1/feeds/main')).toHaveLength(2);
  });

  it("is an anonymous visitor's stack when it is the anonymous feed", async () => {
    const stub = serve();
    server.signedIn = false;
    window.__slovoFeed = Promise.resolve(anonymousPage([7, 8]));
    const scope = fork({ values: [[$user, null]] });
    await allSettled(feedOpened, { scope });
    await allSettled($sessionStatus, { scope, params: 'ready' });
    expect(scope.getState($cards).map((c) => c.id)).toEqual([7, 8]);
    expect(scope.getState($isAnonymousFeed)).toBe(true);
    expect(stub.calls('GET', '/api/v1/feeds/main')).toHaveLength(0);
  });

  it.each([
    ["another account's feed", () => usersPage(5, [51, 52])],
    ['the anonymous feed for a signed-in learner (the cookie expired, the app restored the user)', () => anonymousPage([7, 8])],
    ['a feed that does not say whose it is', () => json(200, { data: [61].map(card), meta: { nextCursor: null, moves, limits } })],
  ])('is dropped and fetched again when it is %s', async (_, early) => {
    const stub = serve();
    server.signedIn = true;
    window.__slovoFeed = Promise.resolve(early());
    const scope = fork({ values: [[$user, guest], [$sessionStatus, 'ready']] });
    await allSettled(feedOpened, { scope });
    expect(scope.getState($cards).map((c) => c.id)).toEqual([11, 12, 13, 14, 15]);
    expect(stub.calls('GET', '/api/v1/feeds/main')[0]!.url).not.toContain('cursor');
    expect(window.__slovoFeed).toBeUndefined();
  });

  it("is dropped for an anonymous visitor when it is a user's feed (signed out in another tab meanwhile)", async () => {
    const stub = serve();
    server.signedIn = false;
    window.__slovoFeed = Promise.resolve(usersPage(9, [41, 42]));
    const scope = fork({ values: [[$user, null], [$sessionStatus, 'ready']] });
    await allSettled(feedOpened, { scope });
    expect(scope.getState($cards).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(scope.getState($isAnonymousFeed)).toBe(true);
    expect(stub.calls('GET', '/api/v1/feeds/main')).toHaveLength(1);
  });

  it.each([
    ['could not be sent (offline at load)', () => null],
    ['failed on the server', () => json(500, { message: 'Server Error' })],
    ['is not JSON', () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
  ])('is ignored, without a message, when it %s', async (_, early) => {
    const stub = serve();
    server.signedIn = false;
    window.__slovoFeed = Promise.resolve(early());
    const shown: unknown[] = [];
    const sub = toastRequested.watch((t) => shown.push(t));
    const scope = fork({ values: [[$user, null], [$sessionStatus, 'ready']] });
    await allSettled(feedOpened, { scope });
    sub.unsubscribe();
    expect(scope.getState($cards).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(stub.calls('GET', '/api/v1/feeds/main')).toHaveLength(1);
    expect(shown).toEqual([]);
  });
});
