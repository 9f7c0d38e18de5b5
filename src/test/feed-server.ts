import type { Card } from '../entities/card';
import type { Moves } from '../entities/feed';
import { aCard } from './fixtures';
import { csrfResponder, installFetchStub, json, type Responder } from './fetch-stub';

/** Today's moves as the feed reports them: 20 a day, `used` of them spent. */
export const feedMoves = (used: number): Moves => ({ day: '2026-11-22', total: 20, used, left: 20 - used, refillAt: '2026-11-23T00:00:00.000Z' });
/** The main feed's three cards; "I know" on the first (apple) is checked. */
export const FEED_CARDS: readonly Card[] = [aCard({ id: 1, word: 'apple' }), aCard({ id: 2 }), aCard({ id: 3 })];

/** GET feeds/main: the three cards, `used` moves spent. */
export function feedPage(used = 0) {
  return json(200, {
    data: FEED_CARDS,
    meta: {
      nextCursor: null,
      moves: feedMoves(used),
      limits: { repeatToday: { used: 0, max: 25 }, total: { used: 0, max: 50 } },
      level: 'a1',
      levelUp: null,
    },
  });
}

/** The feed server as a tiny state machine: counts moves, remembers decision ids (a replay changes nothing). */
export function fakeFeedServer(overrides: Record<string, Responder> = {}) {
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
      data: { decision: { id: body.id, decision: body.decision, result: check ? 'check' : body.decision, undone: false }, card: aCard({ id: cardId }), moves: feedMoves(used), check },
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

/** The bodies of the decisions POSTed to `path`. */
export const decisionBodies = (stub: ReturnType<typeof installFetchStub>, path: string) =>
  stub.calls('POST', path).map((r) => JSON.parse(r.body ?? '{}') as { id: string; decision: string });
