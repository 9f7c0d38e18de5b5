import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../entities/card';
import { $cards, $moves, $movesLeft, $outOfMoves, feedOpened, movesReceived, type Moves } from '../../entities/feed';
import { $sessionStatus, guestSessionStarted } from '../../entities/session';
import { $user, userReceived } from '../../entities/user';
import type { UserDto } from '../../shared/api';
import { csrfResponder, installFetchStub, json, type Responder } from '../../test/fetch-stub';
import { $check, $checkResult, answerChosen, checkClosed } from '../check-question';
import { $block, $guestPrompt, $lastDecision, $retryDelays, $undoRefused, $unsent, decideRequested, undoRequested } from './model';
import { aGuest } from '../../test/fixtures';

const guest: UserDto = aGuest({ locale: 'ru' });

const card = (id: number, word = `word${id}`): Card => ({
  id,
  word,
  translation: `перевод${id}`,
  example: `An example with ${word}.`,
  exampleTranslation: 'Пример.',
  photos: { large: `/photos/${id}/0/abc-large.webp`, small: `/photos/${id}/0/abc-small.webp` },
  tags: [],
  level: 'a1',
  collection: 'system',
  author: null,
  status: 'published',
  isPublic: true,
  allowComments: true,
  decision: null,
  stage: null,
  bookmarked: false,
  expiresAt: '2026-11-23T09:00:00.000Z',
});

const moves = (used: number): Moves => ({ day: '2026-11-22', total: 20, used, left: 20 - used, refillAt: '2026-11-23T00:00:00.000Z' });
const CARDS = [card(1, 'apple'), card(2), card(3)];

function feedPage(used = 0) {
  return json(200, {
    data: CARDS,
    meta: {
      nextCursor: null,
      moves: moves(used),
      limits: { repeatToday: { used: 0, max: 25 }, total: { used: 0, max: 50 } },
      level: 'a1',
      levelUp: null,
    },
  });
}

/** The server as a tiny state machine: counts moves, remembers decision ids (a replay changes nothing). */
function fakeServer(overrides: Record<string, Responder> = {}) {
  let used = 0;
  const decisions = new Map<string, { cardId: number; decision: string }>();
  const decide = (cardId: number): Responder => (req) => {
    const body = JSON.parse(req.body ?? '{}') as { id: string; decision: 'know' | 'learn' };
    const replay = decisions.has(body.id);
    if (!replay) {
      decisions.set(body.id, { cardId, decision: body.decision });
      used += 1;
    }
    const check = cardId === 1 && body.decision === 'know' ? { word: 'apple', options: ['яблоко', 'груша', 'слива', 'вишня'] } : null;
    return json(replay ? 200 : 201, {
      data: { decision: { id: body.id, decision: body.decision, result: check ? 'check' : body.decision, undone: false }, card: card(cardId), moves: moves(used), check },
    });
  };
  const routes: Record<string, Responder> = {
    'GET /sanctum/csrf-cookie': csrfResponder(),
    'GET /api/v1/feeds/main': () => feedPage(used),
    'POST /api/v1/cards/1/decisions': decide(1),
    'POST /api/v1/cards/2/decisions': decide(2),
    'POST /api/v1/cards/3/decisions': decide(3),
    'POST /api/v1/logs': () => new Response(null, { status: 204 }),
    ...overrides,
  };
  const stub = installFetchStub(routes);
  return { stub, decisions, used: () => used, setUsed: (n: number) => (used = n) };
}

async function openFeed(user: UserDto | null = guest): Promise<Scope> {
  const scope = fork({
    values: [
      [$user, user],
      [$sessionStatus, 'ready'],
      [$retryDelays, [0, 0]],
    ],
  });
  await allSettled(feedOpened, { scope });
  return scope;
}

const ids = (scope: Scope) => scope.getState($cards).map((c) => c.id);
const bodies = (stub: ReturnType<typeof installFetchStub>, path: string) => stub.calls('POST', path).map((r) => JSON.parse(r.body ?? '{}') as { id: string; decision: string });

describe('I know / Learn', () => {
  it('is optimistic: the card leaves and the counter falls before the server answers', async () => {
    const { stub } = fakeServer();
    const scope = await openFeed();
    expect(ids(scope)).toEqual([1, 2, 3]);
    expect(scope.getState($movesLeft)).toBe(20);

    const settled = allSettled(decideRequested, { scope, params: { card: CARDS[1]!, decision: 'learn' } });
    expect(ids(scope)).toEqual([1, 3]);
    expect(scope.getState($movesLeft)).toBe(19);
    await settled;

    expect(scope.getState($movesLeft)).toBe(19);
    expect(scope.getState($moves)?.used).toBe(1);
    const [sent] = bodies(stub, '/api/v1/cards/2/decisions');
    expect(sent!.decision).toBe('learn');
    expect(sent!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(scope.getState($lastDecision)).toMatchObject({ id: sent!.id, decision: 'learn', result: 'learn' });
  });

  it('re-sends the same UUID when the network fails, so the server counts it once', async () => {
    let failures = 2;
    const server = fakeServer();
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
    await allSettled(decideRequested, { scope, params: { card: CARDS[2]!, decision: 'know' } });

    const sent = bodies(server.stub, '/api/v1/cards/3/decisions');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((b) => b.id)).size).toBe(1);
    expect(server.used()).toBe(1);
    expect(scope.getState($movesLeft)).toBe(19);
    expect(ids(scope)).toEqual([1, 2]);
  });

  it('puts the card back when the network stays down, and re-uses its UUID when decided the same way again', async () => {
    const server = fakeServer();
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
    await allSettled(decideRequested, { scope, params: { card: CARDS[0]!, decision: 'learn' } });
    expect(ids(scope)).toEqual([1, 2, 3]);
    expect(scope.getState($movesLeft)).toBe(20);
    const firstId = scope.getState($unsent)[1]!.id;

    offline = false;
    await allSettled(decideRequested, { scope, params: { card: CARDS[0]!, decision: 'learn' } });
    // Three tries while offline (the first send and two re-sends), then one that arrives: all with the same id.
    expect(attempts).toEqual([firstId, firstId, firstId, firstId]);
    expect(server.decisions.size).toBe(1);
    expect(scope.getState($unsent)).toEqual({});
    expect(ids(scope)).toEqual([2, 3]);
  });

  it('412 no-steps: the card comes back and the counter shows none left', async () => {
    fakeServer({ 'POST /api/v1/cards/1/decisions': () => json(412, { message: 'Maximum steps exceeded', code: 'no-steps' }) });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: CARDS[0]!, decision: 'know' } });
    expect(ids(scope)).toEqual([1, 2, 3]);
    expect(scope.getState($block)).toBe('no-steps');
    expect(scope.getState($movesLeft)).toBe(0);
    expect(scope.getState($outOfMoves)).toBe(true);
  });

  it.each(['too-more-today', 'too-more-total'] as const)('412 %s: the card comes back with the explanation, no move spent', async (code) => {
    fakeServer({ 'POST /api/v1/cards/2/decisions': () => json(412, { message: 'limit', code }) });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: CARDS[1]!, decision: 'learn' } });
    expect(ids(scope)).toEqual([2, 1, 3]);
    expect(scope.getState($block)).toBe(code);
    expect(scope.getState($movesLeft)).toBe(20);
    expect(scope.getState($outOfMoves)).toBe(false);
  });

  it('sends nothing once the moves are spent', async () => {
    const { stub } = fakeServer({ 'GET /api/v1/feeds/main': () => feedPage(20) });
    const scope = await openFeed();
    expect(scope.getState($outOfMoves)).toBe(true);
    await allSettled(decideRequested, { scope, params: { card: CARDS[0]!, decision: 'know' } });
    expect(stub.calls('POST', '/api/v1/cards/1/decisions')).toHaveLength(0);
    expect(ids(scope)).toEqual([1, 2, 3]);
    expect(scope.getState($block)).toBe('no-steps');
  });

  it('ignores a stale counter: an answer counting fewer used moves than known', async () => {
    fakeServer();
    const scope = await openFeed();
    await allSettled(movesReceived, { scope, params: { moves: moves(5) } });
    await allSettled(movesReceived, { scope, params: { moves: moves(3) } });
    expect(scope.getState($movesLeft)).toBe(15);
    await allSettled(movesReceived, { scope, params: { moves: { ...moves(0), day: '2026-11-23' } } });
    expect(scope.getState($movesLeft)).toBe(20);
  });
});

describe('undo', () => {
  it('takes the last decision back: the card returns on top and the move is refunded', async () => {
    const server = fakeServer();
    const undo: Responder = (req) => {
      const id = req.path.split('/')[4]!;
      const d = server.decisions.get(id)!;
      server.setUsed(server.used() - 1);
      return json(200, { data: { decision: { id, decision: d.decision, result: d.decision, undone: true }, card: card(d.cardId), moves: moves(server.used()), check: null } });
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
    await allSettled(decideRequested, { scope, params: { card: CARDS[1]!, decision: 'learn' } });
    expect(scope.getState($movesLeft)).toBe(19);
    const last = scope.getState($lastDecision)!;

    await allSettled(undoRequested, { scope });
    expect(ids(scope)).toEqual([2, 1, 3]);
    expect(scope.getState($movesLeft)).toBe(20);
    expect(scope.getState($lastDecision)).toBeNull();
    expect(server.decisions.has(last.id)).toBe(true);
  });

  it('412 undo-unavailable: the card leaves again and the refusal is shown', async () => {
    const server = fakeServer();
    const real = server.stub.fetchMock.getMockImplementation()!;
    server.stub.fetchMock.mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/undo')) return json(412, { message: 'no', code: 'undo-unavailable' });
      return real(input, init);
    });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: CARDS[1]!, decision: 'learn' } });
    await allSettled(undoRequested, { scope });
    expect(ids(scope)).toEqual([1, 3]);
    expect(scope.getState($undoRefused)).toBe(true);
    expect(scope.getState($movesLeft)).toBe(19);
  });
});

describe('anonymous visitors', () => {
  it('are asked to start first; after "Start as a guest" the decision goes on', async () => {
    const { stub } = fakeServer({
      'GET /api/v1/feeds/main': () => json(200, { data: CARDS, meta: { nextCursor: null, anonymous: true } }),
    });
    const scope = await openFeed(null);
    expect(scope.getState($movesLeft)).toBeNull();
    await allSettled(decideRequested, { scope, params: { card: CARDS[0]!, decision: 'learn' } });
    expect(scope.getState($guestPrompt)).toMatchObject({ reason: 'decide', pending: { decision: 'learn' } });
    expect(ids(scope)).toEqual([1, 2, 3]);
    expect(stub.calls('POST', '/api/v1/cards/1/decisions')).toHaveLength(0);

    await allSettled(userReceived, { scope, params: guest });
    await allSettled(guestSessionStarted, { scope });
    expect(scope.getState($guestPrompt)).toBeNull();
    expect(bodies(stub, '/api/v1/cards/1/decisions')).toHaveLength(1);
    expect(scope.getState($cards).some((c) => c.id === 1)).toBe(false);
  });
});

describe('the check question', () => {
  it('opens after a checked "I know", sends the chosen option and shows the outcome', async () => {
    const { stub } = fakeServer();
    const real = stub.fetchMock.getMockImplementation()!;
    const checks: Array<{ url: string; body: string }> = [];
    stub.fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.url.endsWith('/check')) {
        checks.push({ url: request.url, body: await request.clone().text() });
        return json(200, { data: { correct: false, answer: 'яблоко', card: { ...card(1), stage: 'learning' }, moves: moves(1) } });
      }
      return real(input, init);
    });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: CARDS[0]!, decision: 'know' } });
    const check = scope.getState($check)!;
    expect(check.question).toEqual({ word: 'apple', options: ['яблоко', 'груша', 'слива', 'вишня'] });
    expect(check.decisionId).toBe(bodies(stub, '/api/v1/cards/1/decisions')[0]!.id);

    await allSettled(answerChosen, { scope, params: 'груша' });
    expect(checks).toHaveLength(1);
    expect(checks[0]!.url).toMatch(new RegExp(`/api/v1/decisions/${check.decisionId}/check$`));
    expect(JSON.parse(checks[0]!.body)).toEqual({ answer: 'груша' });
    expect(scope.getState($checkResult)).toMatchObject({ correct: false, answer: 'яблоко' });

    // A second tap does not send again; closing clears it.
    await allSettled(answerChosen, { scope, params: 'яблоко' });
    expect(checks).toHaveLength(1);
    await allSettled(checkClosed, { scope });
    expect(scope.getState($check)).toBeNull();
    expect(scope.getState($checkResult)).toBeNull();
  });
});
