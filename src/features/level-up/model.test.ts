import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $movesLeft, feedOpened } from '../../entities/feed';
import { fetchProgressFx } from '../../entities/progress';
import { $sessionStatus } from '../../entities/session';
import { $user } from '../../entities/user';
import type { UserDto } from '../../shared/api';
import { csrfResponder, installFetchStub, json } from '../../test/fetch-stub';
import { $levelUpOffer, levelUpAccepted, levelUpDismissed } from './model';
import { aUser } from '../../test/fixtures';

const user: UserDto = aUser();

function serve(levelUp: unknown, spent = { before: 0, after: 0 }) {
  let level = 'a1';
  const moves = () => {
    const used = level === 'a1' ? spent.before : spent.after;
    return { day: '2026-11-22', total: 20, used, left: 20 - used, refillAt: '2026-11-23T00:00:00Z' };
  };
  const stub = installFetchStub({
    'GET /sanctum/csrf-cookie': csrfResponder(),
    'GET /api/v1/feeds/main': () =>
      json(200, {
        data: [],
        meta: { nextCursor: null, moves: moves(), level, levelUp: level === 'a1' ? levelUp : null },
      }),
    'POST /api/v1/user/level-up': (req) => {
      level = (JSON.parse(req.body!) as { to: string }).to;
      return json(200, { data: { ...user, level } });
    },
  });
  return stub;
}

const offer = { from: 'a1', to: 'a2', known: 17, of: 20 };
const scopeFor = () =>
  fork({
    values: [
      [$user, user],
      [$sessionStatus, 'ready'],
    ],
    handlers: [[fetchProgressFx, async () => ({ level: 'a2', test: { rejected: false, result: null }, points: 0, streak: 0 })]],
  });

describe('level-up', () => {
  it('is offered from the feed meta; accepting raises the level and reloads the feed', async () => {
    const stub = serve(offer);
    const scope = scopeFor();
    await allSettled(feedOpened, { scope });
    expect(scope.getState($levelUpOffer)).toEqual(offer);

    await allSettled(levelUpAccepted, { scope });
    expect(JSON.parse(stub.calls('POST', '/api/v1/user/level-up')[0]!.body!)).toEqual({ to: 'a2' });
    expect(scope.getState($user)?.level).toBe('a2');
    expect(stub.calls('GET', '/api/v1/feeds/main')).toHaveLength(2);
    expect(scope.getState($levelUpOffer)).toBeNull();
  });

  it('accepted with no moves left shows the moves the server gives back, though fewer are used than before', async () => {
    serve(offer, { before: 20, after: 3 });
    const scope = scopeFor();
    await allSettled(feedOpened, { scope });
    expect(scope.getState($movesLeft)).toBe(0);
    await allSettled(levelUpAccepted, { scope });
    expect(scope.getState($movesLeft)).toBe(17);
  });

  it('"Not now" hides the offer for that level', async () => {
    const stub = serve(offer);
    const scope = scopeFor();
    await allSettled(feedOpened, { scope });
    await allSettled(levelUpDismissed, { scope });
    expect(scope.getState($levelUpOffer)).toBeNull();
    await allSettled(levelUpAccepted, { scope });
    expect(stub.calls('POST', '/api/v1/user/level-up')).toHaveLength(0);
  });
});
