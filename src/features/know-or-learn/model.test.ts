import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cards, $meta, $moves, $movesLeft, $outOfMoves, feedOpened, movesReceived } from '../../entities/feed';
import { $sessionStatus } from '../../entities/session';
import { $user } from '../../entities/user';
import type { UserDto } from '../../shared/api';
import { json, type Responder } from '../../test/fetch-stub';
import { decisionBodies, fakeFeedServer, FEED_CARDS, feedMoves, feedPage } from '../../test/feed-server';
import { aCard, aGuest } from '../../test/fixtures';
import { $block, $lastDecision, $retryDelays, $undoRefused, decideRequested, undoRequested } from './model';
import { $myPendingDecisions, $pendingRetryMs, flushDecisionsRequested } from './outbox';

const guest: UserDto = aGuest({ locale: 'ru' });

async function openFeed(user: UserDto | null = guest): Promise<Scope> {
  const scope = fork({
    values: [
      [$user, user],
      [$sessionStatus, 'ready'],
      [$retryDelays, [0, 0]],
      [$pendingRetryMs, 0],
    ],
  });
  await allSettled(feedOpened, { scope });
  return scope;
}

const ids = (scope: Scope) => scope.getState($cards).map((c) => c.id);

describe('I know / Learn', () => {
  it('is optimistic: the card leaves and the counter falls before the server answers', async () => {
    const { stub } = fakeFeedServer();
    const scope = await openFeed();
    expect(ids(scope)).toEqual([1, 2, 3]);
    expect(scope.getState($movesLeft)).toBe(20);

    const settled = allSettled(decideRequested, { scope, params: { card: FEED_CARDS[1]!, decision: 'learn' } });
    expect(ids(scope)).toEqual([1, 3]);
    expect(scope.getState($movesLeft)).toBe(19);
    await settled;

    expect(scope.getState($movesLeft)).toBe(19);
    expect(scope.getState($moves)?.used).toBe(1);
    const [sent] = decisionBodies(stub, '/api/v1/cards/2/decisions');
    expect(sent!.decision).toBe('learn');
    expect(sent!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(scope.getState($lastDecision)).toMatchObject({ id: sent!.id, decision: 'learn', result: 'learn' });
  });

  it('re-sends the same UUID when the network fails, so the server counts it once', async () => {
    let failures = 2;
    const server = fakeFeedServer();
    const real = server.stub.fetchMock.getMockImplementation()!;
    server.stub.fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/cards/3/decisions') && failures-- > 0) {
        await real(input, init); // the request did reach the server, the answer was lost
        throw new TypeError('Failed to fetch');
      }
      return real(input, init);
    });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[2]!, decision: 'know' } });

    const sent = decisionBodies(server.stub, '/api/v1/cards/3/decisions');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((b) => b.id)).size).toBe(1);
    expect(server.used()).toBe(1);
    expect(scope.getState($movesLeft)).toBe(19);
    expect(ids(scope)).toEqual([1, 2]);
  });

  it('keeps a decision the network never took in the outbox, and sends it once, with the same UUID, when it is back', async () => {
    const server = fakeFeedServer();
    const real = server.stub.fetchMock.getMockImplementation()!;
    let offline = true;
    const attempts: string[] = [];
    server.stub.fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.url.includes('/decisions')) attempts.push((JSON.parse(await request.clone().text()) as { id: string }).id);
      if (offline && request.url.includes('/decisions')) throw new TypeError('Failed to fetch');
      return real(input, init);
    });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[0]!, decision: 'learn' } });
    // The card stays out and the move stays spent: the decision waits, it is not lost.
    expect(ids(scope)).toEqual([2, 3]);
    expect(scope.getState($movesLeft)).toBe(19);
    const pending = scope.getState($myPendingDecisions);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ decision: 'learn', card: { id: 1 } });
    expect(JSON.parse(localStorage.getItem('slovo.pendingDecisions')!)).toHaveLength(1);

    offline = false;
    await allSettled(flushDecisionsRequested, { scope });
    // Every try carried the one id; the server counted it once and the outbox is empty.
    expect(new Set(attempts)).toEqual(new Set([pending[0]!.id]));
    expect(server.decisions.size).toBe(1);
    expect(server.used()).toBe(1);
    expect(scope.getState($myPendingDecisions)).toEqual([]);
    expect(JSON.parse(localStorage.getItem('slovo.pendingDecisions')!)).toEqual([]);
    expect(scope.getState($movesLeft)).toBe(19);
    expect(ids(scope)).toEqual([2, 3]);
  });

  it('shows the level-up offer that arrives in the decision answer at once', async () => {
    const offer = { from: 'a1', to: 'a2', known: 17, of: 20 };
    const server = fakeFeedServer();
    const real = server.stub.fetchMock.getMockImplementation()!;
    server.stub.fetchMock.mockImplementation(async (input, init) => {
      const response = await real(input, init);
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/decisions')) return response;
      const body = (await response.json()) as { data: Record<string, unknown> };
      return json(201, { data: { ...body.data, levelUp: offer } });
    });
    const scope = await openFeed();
    expect(scope.getState($meta)?.levelUp ?? null).toBeNull();
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[0]!, decision: 'know' } });
    expect(scope.getState($meta)?.levelUp).toEqual(offer);
  });

  it('412 no-steps: the card comes back and the counter shows none left', async () => {
    fakeFeedServer({ 'POST /api/v1/cards/1/decisions': () => json(412, { message: 'No moves left for today', code: 'no-steps' }) });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[0]!, decision: 'know' } });
    expect(ids(scope)).toEqual([1, 2, 3]);
    expect(scope.getState($block)).toBe('no-steps');
    expect(scope.getState($movesLeft)).toBe(0);
    expect(scope.getState($outOfMoves)).toBe(true);
  });

  it.each(['too-more-today', 'too-more-total'] as const)('412 %s: the card comes back with the explanation, no move spent', async (code) => {
    fakeFeedServer({ 'POST /api/v1/cards/2/decisions': () => json(412, { message: 'limit', code }) });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[1]!, decision: 'learn' } });
    expect(ids(scope)).toEqual([2, 1, 3]);
    expect(scope.getState($block)).toBe(code);
    expect(scope.getState($movesLeft)).toBe(20);
    expect(scope.getState($outOfMoves)).toBe(false);
  });

  it('sends nothing once the moves are spent', async () => {
    const { stub } = fakeFeedServer({ 'GET /api/v1/feeds/main': () => feedPage(20) });
    const scope = await openFeed();
    expect(scope.getState($outOfMoves)).toBe(true);
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[0]!, decision: 'know' } });
    expect(stub.calls('POST', '/api/v1/cards/1/decisions')).toHaveLength(0);
    expect(ids(scope)).toEqual([1, 2, 3]);
    expect(scope.getState($block)).toBe('no-steps');
  });

  it('ignores a stale counter: an answer counting fewer used moves than known', async () => {
    fakeFeedServer();
    const scope = await openFeed();
    await allSettled(movesReceived, { scope, params: { moves: feedMoves(5) } });
    await allSettled(movesReceived, { scope, params: { moves: feedMoves(3) } });
    expect(scope.getState($movesLeft)).toBe(15);
    await allSettled(movesReceived, { scope, params: { moves: { ...feedMoves(0), day: '2026-11-23' } } });
    expect(scope.getState($movesLeft)).toBe(20);
  });
});

describe('undo', () => {
  it('takes the last decision back: the card returns on top and the move is refunded', async () => {
    const server = fakeFeedServer();
    const undo: Responder = (req) => {
      const id = req.path.split('/')[4]!;
      const d = server.decisions.get(id)!;
      server.setUsed(server.used() - 1);
      return json(200, { data: { decision: { id, decision: d.decision, result: d.decision, undone: true }, card: aCard({ id: d.cardId }), moves: feedMoves(server.used()), check: null } });
    };
    const real = server.stub.fetchMock.getMockImplementation()!;
    server.stub.fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (/\/decisions\/[^/]+\/undo$/.test(new URL(request.url).pathname)) {
        return undo({ url: request.url, path: new URL(request.url).pathname, method: 'POST', headers: {}, body: null });
      }
      return real(input, init);
    });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[1]!, decision: 'learn' } });
    expect(scope.getState($movesLeft)).toBe(19);
    const last = scope.getState($lastDecision)!;

    await allSettled(undoRequested, { scope });
    expect(ids(scope)).toEqual([2, 1, 3]);
    expect(scope.getState($movesLeft)).toBe(20);
    expect(scope.getState($lastDecision)).toBeNull();
    expect(server.decisions.has(last.id)).toBe(true);
  });

  it('412 undo-unavailable: the card leaves again and the refusal is shown', async () => {
    const server = fakeFeedServer();
    const real = server.stub.fetchMock.getMockImplementation()!;
    server.stub.fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/undo')) return json(412, { message: 'no', code: 'undo-unavailable' });
      return real(input, init);
    });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[1]!, decision: 'learn' } });
    await allSettled(undoRequested, { scope });
    expect(ids(scope)).toEqual([1, 3]);
    expect(scope.getState($undoRefused)).toBe(true);
    expect(scope.getState($movesLeft)).toBe(19);
  });
});
