import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cards, $movesLeft, feedOpened } from '../../../entities/feed';
import { $sessionStatus, guestSessionStarted } from '../../../entities/session';
import { $user, userReceived } from '../../../entities/user';
import { $check, $checkResult, answerChosen, checkClosed } from '../../../features/check-question';
import { $retryDelays, decideRequested } from '../../../features/know-or-learn';
import type { UserDto } from '../../../shared/api';
import { json } from '../../../test/fetch-stub';
import { decisionBodies, fakeFeedServer, FEED_CARDS, feedMoves } from '../../../test/feed-server';
import { aCard, aGuest } from '../../../test/fixtures';
import { $guestPrompt } from './composition';

/** The feed page composes know-or-learn with the guest prompt and the check question. */
const guest: UserDto = aGuest({ locale: 'ru' });

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

describe('anonymous visitors', () => {
  it('are asked to start first; after "Start as a guest" the decision goes on', async () => {
    const { stub } = fakeFeedServer({
      'GET /api/v1/feeds/main': () => json(200, { data: FEED_CARDS, meta: { nextCursor: null, anonymous: true } }),
    });
    const scope = await openFeed(null);
    expect(scope.getState($movesLeft)).toBeNull();
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[0]!, decision: 'learn' } });
    expect(scope.getState($guestPrompt)).toMatchObject({ reason: 'decide', pending: { decision: 'learn' } });
    expect(ids(scope)).toEqual([1, 2, 3]);
    expect(stub.calls('POST', '/api/v1/cards/1/decisions')).toHaveLength(0);

    await allSettled(userReceived, { scope, params: guest });
    await allSettled(guestSessionStarted, { scope });
    expect(scope.getState($guestPrompt)).toBeNull();
    expect(decisionBodies(stub, '/api/v1/cards/1/decisions')).toHaveLength(1);
    expect(scope.getState($cards).some((c) => c.id === 1)).toBe(false);
  });
});

describe('the check question', () => {
  it('opens after a checked "I know", sends the chosen option and shows the outcome', async () => {
    const { stub } = fakeFeedServer();
    const real = stub.fetchMock.getMockImplementation()!;
    const checks: Array<{ url: string; body: string }> = [];
    stub.fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.url.endsWith('/check')) {
        checks.push({ url: request.url, body: await request.clone().text() });
        return json(200, { data: { correct: false, answer: 'яблоко', card: { ...aCard({ id: 1 }), stage: 'learning' }, moves: feedMoves(1) } });
      }
      return real(input, init);
    });
    const scope = await openFeed();
    await allSettled(decideRequested, { scope, params: { card: FEED_CARDS[0]!, decision: 'know' } });
    const check = scope.getState($check)!;
    expect(check.question).toEqual({ word: 'apple', options: ['яблоко', 'груша', 'слива', 'вишня'] });
    expect(check.decisionId).toBe(decisionBodies(stub, '/api/v1/cards/1/decisions')[0]!.id);

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
