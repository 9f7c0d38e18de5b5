import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../shared/api';
import { navigateFx, routeChanged } from '../../shared/navigation';
import { csrfResponder, installFetchStub, json, type RecordedRequest } from '../../test/fetch-stub';
import { $progress as $userProgress } from '../progress';
import { $user } from '../user';
import {
  $entry,
  $isAnswering,
  $item,
  $phase,
  $result,
  $test,
  answerPicked,
  continueClicked,
  entryChosen,
  levelTestOpened,
  levelTestStorageKey,
  rejectClicked,
  retakeClicked,
  retryClicked,
  startClicked,
  startOnOpenRequested,
} from './model';
import type { LevelTestItem } from './types';
import { aLevelTestResult, aUser } from '../../test/fixtures';

const anna: UserDto = aUser();

const itemAt = (n: number): LevelTestItem => ({ id: `item-${n}`, word: `word${n}`, options: [`о${n}-1`, `о${n}-2`, `о${n}-3`, `о${n}-4`] });

const result = aLevelTestResult();

/**
 * A small stand-in for server/modules/level-test: one test, `length` items, a replay of an answered item is a
 * no-op (`correct: null`), someone else's id is a 404.
 */
function fakeServer(options: { length?: number; offlineAnswers?: number; knownIds?: string[] } = {}) {
  const length = options.length ?? 3;
  let offline = options.offlineAnswers ?? 0;
  const tests = new Map<string, { entry: string; answered: number }>((options.knownIds ?? []).map((id) => [id, { entry: 'medium', answered: 1 }]));
  let user: UserDto | null = null;
  const view = (id: string) => {
    const t = tests.get(id)!;
    const done = t.answered >= length;
    return { id, entry: t.entry, item: done ? null : itemAt(t.answered + 1), progress: { answered: t.answered, max: 30 }, result: done ? result : null };
  };
  const idOf = (req: RecordedRequest) => req.path.split('/')[4]!;
  const stub = installFetchStub({
    'GET /sanctum/csrf-cookie': csrfResponder(),
    'POST /api/v1/logs': () => json(204, null),
    'POST /api/v1/level-test': (req) => {
      const id = `00000000-0000-4000-8000-00000000000${tests.size + 1}`;
      tests.set(id, { entry: (JSON.parse(req.body!) as { entry: string }).entry, answered: 0 });
      return json(201, { data: view(id) });
    },
    'POST /api/v1/level-test/reject': (req) => json(200, { data: { level: (JSON.parse(req.body!) as { level?: string }).level ?? 'a1', rejected: true, user } }),
    'GET /api/v1/user': () => (user ? json(200, { data: { ...user, level: 'b1' } }) : json(401, { message: 'Unauthenticated.' })),
    'GET /api/v1/user/progress': () => json(200, { data: { level: 'b1', test: { rejected: false, result }, points: 10, streak: 0 } }),
  });
  const route = (req: RecordedRequest): Response => {
    const id = idOf(req);
    if (!tests.has(id)) return json(404, { message: 'Not Found' });
    if (req.method === 'GET') return json(200, { data: view(id) });
    if (offline > 0) {
      offline -= 1;
      throw new TypeError('Failed to fetch');
    }
    const t = tests.get(id)!;
    const body = JSON.parse(req.body!) as { itemId: string; choice: string | null };
    const fresh = body.itemId === `item-${t.answered + 1}`;
    if (fresh) t.answered += 1;
    const v = view(id);
    return json(200, { data: { id, correct: fresh ? body.choice === itemAt(t.answered).options[0] : null, item: v.item, progress: v.progress, result: v.result } });
  };
  // Dynamic paths: wrap the stub's fetch so /level-test/{id}[/answers] reach `route`.
  const inner = stub.fetchMock.getMockImplementation()!;
  stub.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    if (/^\/api\/v1\/level-test\/[^/]+(\/answers)?$/.test(path) && !path.endsWith('/reject')) {
      const recorded: RecordedRequest = { url: request.url, path, method: request.method, headers: {}, body: request.method === 'GET' ? null : await request.clone().text() };
      stub.requests.push(recorded);
      return route(recorded);
    }
    return inner(input, init);
  });
  return { ...stub, signIn: (u: UserDto) => (user = u) };
}

function scopeFor(user: UserDto | null = null) {
  const navigate = vi.fn(async (_: { to: string; replace?: boolean }) => undefined);
  const scope = fork({ values: [[$user, user]], handlers: [[navigateFx, navigate]] });
  return { scope, navigate };
}

const answers = (stub: ReturnType<typeof fakeServer>) =>
  stub.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/answers')).map((r) => JSON.parse(r.body!) as { itemId: string; choice: string | null });

describe('level test model', () => {
  it('goes intro → question → result, starting at the entry the learner chose', async () => {
    const stub = fakeServer({ length: 3 });
    const { scope } = scopeFor();
    await allSettled(levelTestOpened, { scope, params: 'easy' });
    expect(scope.getState($phase)).toBe('intro');
    expect(scope.getState($entry)).toBe('easy');

    await allSettled(entryChosen, { scope, params: 'hard' });
    await allSettled(startClicked, { scope });
    expect(JSON.parse(stub.calls('POST', '/api/v1/level-test')[0]!.body!)).toEqual({ entry: 'hard' });
    expect(scope.getState($phase)).toBe('question');
    expect(scope.getState($item)?.word).toBe('word1');
    // Kept under the route's key, so a reload of /test-easy continues this test.
    expect(sessionStorage.getItem(levelTestStorageKey('easy'))).toBe(scope.getState($test)!.id);

    await allSettled(answerPicked, { scope, params: 'о1-2' });
    await allSettled(answerPicked, { scope, params: null });
    expect(scope.getState($item)?.word).toBe('word3');
    await allSettled(answerPicked, { scope, params: 'о3-1' });
    expect(answers(stub)).toEqual([
      { itemId: 'item-1', choice: 'о1-2' },
      { itemId: 'item-2', choice: null },
      { itemId: 'item-3', choice: 'о3-1' },
    ]);
    expect(scope.getState($phase)).toBe('result');
    expect(scope.getState($result)?.level).toBe('b1');
  });

  it('starts at once when the tour has already asked the level question, without the intro', async () => {
    const stub = fakeServer({ length: 3 });
    const { scope } = scopeFor();
    await allSettled(startOnOpenRequested, { scope });
    const phases: string[] = [];
    const unwatch = createWatch({ unit: $phase, scope, fn: (phase) => phases.push(phase) });
    await allSettled(levelTestOpened, { scope, params: 'medium' });
    unwatch.unsubscribe();
    expect(phases).not.toContain('intro');
    expect(JSON.parse(stub.calls('POST', '/api/v1/level-test')[0]!.body!)).toEqual({ entry: 'medium' });
    expect(scope.getState($phase)).toBe('question');
    expect(scope.getState($item)?.word).toBe('word1');
    // Opened again later (say from the feed menu), the test shows its intro as usual.
    await allSettled(retakeClicked, { scope });
    await allSettled(levelTestOpened, { scope, params: 'medium' });
    expect(scope.getState($phase)).toBe('intro');
    expect(stub.calls('POST', '/api/v1/level-test')).toHaveLength(1);
  });

  it('sends a double tap once and ignores a choice that is not an option', async () => {
    const stub = fakeServer({ length: 5 });
    const { scope } = scopeFor();
    await allSettled(levelTestOpened, { scope, params: 'medium' });
    await allSettled(startClicked, { scope });
    await allSettled(answerPicked, { scope, params: 'not an option' });
    expect(answers(stub)).toHaveLength(0);

    const first = allSettled(answerPicked, { scope, params: 'о1-1' });
    expect(scope.getState($isAnswering)).toBe(true);
    const second = allSettled(answerPicked, { scope, params: 'о1-3' });
    await Promise.all([first, second]);
    expect(answers(stub)).toEqual([{ itemId: 'item-1', choice: 'о1-1' }]);
    expect(scope.getState($item)?.id).toBe('item-2');
  });

  it('keeps the item after a network failure, and a tap sends it again', async () => {
    const stub = fakeServer({ length: 5, offlineAnswers: 1 });
    const { scope } = scopeFor();
    await allSettled(levelTestOpened, { scope, params: 'easy' });
    await allSettled(startClicked, { scope });
    await allSettled(answerPicked, { scope, params: 'о1-1' });
    expect(scope.getState($phase)).toBe('question');
    expect(scope.getState($item)?.id).toBe('item-1');
    expect(scope.getState($isAnswering)).toBe(false);

    await allSettled(answerPicked, { scope, params: 'о1-1' });
    expect(answers(stub)).toEqual([
      { itemId: 'item-1', choice: 'о1-1' },
      { itemId: 'item-1', choice: 'о1-1' },
    ]);
    expect(scope.getState($item)?.id).toBe('item-2');
  });

  it('resumes the stored test after a reload, at its item or its result', async () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    const stub = fakeServer({ length: 2, knownIds: [id] });
    sessionStorage.setItem(levelTestStorageKey('hard'), id);
    const { scope } = scopeFor();
    await allSettled(levelTestOpened, { scope, params: 'hard' });
    expect(stub.calls('GET', `/api/v1/level-test/${id}`)).toHaveLength(1);
    expect(scope.getState($phase)).toBe('question');
    expect(scope.getState($entry)).toBe('medium');
    expect(scope.getState($item)?.id).toBe('item-2');

    await allSettled(answerPicked, { scope, params: null });
    expect(scope.getState($phase)).toBe('result');
    await allSettled(levelTestOpened, { scope, params: 'hard' });
    expect(scope.getState($phase)).toBe('result');
  });

  it('starts fresh at the intro when the stored test is gone (404)', async () => {
    fakeServer();
    sessionStorage.setItem(levelTestStorageKey('easy'), '00000000-0000-4000-8000-0000000000ff');
    const { scope } = scopeFor();
    await allSettled(levelTestOpened, { scope, params: 'easy' });
    expect(scope.getState($phase)).toBe('intro');
    expect(sessionStorage.getItem(levelTestStorageKey('easy'))).toBeNull();
  });

  it('offers a retry when the resume cannot reach the server, and never stays in a spinner', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const id = '00000000-0000-4000-8000-0000000000aa';
    const stub = fakeServer({ knownIds: [id] });
    const real = stub.fetchMock.getMockImplementation()!;
    stub.fetchMock.mockImplementation(async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/level-test/')) throw new TypeError('Failed to fetch');
      return real(input, init);
    });
    sessionStorage.setItem(levelTestStorageKey('easy'), id);
    const { scope } = scopeFor();
    const opening = allSettled(levelTestOpened, { scope, params: 'easy' });
    await vi.runAllTimersAsync();
    await opening;
    expect(scope.getState($phase)).toBe('failed');
    expect(sessionStorage.getItem(levelTestStorageKey('easy'))).toBe(id);

    stub.fetchMock.mockImplementation(real);
    await allSettled(retryClicked, { scope });
    expect(scope.getState($phase)).toBe('question');
  });

  it('refreshes the user and the progress after a signed-in learner finishes', async () => {
    const stub = fakeServer({ length: 1 });
    stub.signIn(anna);
    const { scope } = scopeFor(anna);
    await allSettled(levelTestOpened, { scope, params: 'easy' });
    await allSettled(startClicked, { scope });
    await allSettled(answerPicked, { scope, params: 'о1-1' });
    expect(scope.getState($phase)).toBe('result');
    expect(stub.calls('GET', '/api/v1/user')).toHaveLength(1);
    expect(scope.getState($user)?.level).toBe('b1');
    expect(scope.getState($userProgress)?.points).toBe(10);
  });

  it('does not call GET user for an anonymous visitor: the result waits in the server session', async () => {
    const stub = fakeServer({ length: 1 });
    const { scope, navigate } = scopeFor(null);
    await allSettled(levelTestOpened, { scope, params: 'easy' });
    await allSettled(startClicked, { scope });
    await allSettled(answerPicked, { scope, params: 'о1-1' });
    expect(scope.getState($phase)).toBe('result');
    expect(stub.calls('GET', '/api/v1/user')).toHaveLength(0);

    // "Start learning": the guest start (wired by the page) takes the visitor on; the model only forgets the test.
    await allSettled(continueClicked, { scope });
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(levelTestStorageKey('easy'))).toBeNull();
  });

  it('"Start learning" takes a signed-in learner to the feed, replacing the test', async () => {
    fakeServer({ length: 1 });
    const { scope, navigate } = scopeFor(anna);
    await allSettled(levelTestOpened, { scope, params: 'easy' });
    await allSettled(startClicked, { scope });
    await allSettled(continueClicked, { scope });
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('keeps the test in the page address, so a reload where the frame has no storage (inside VK) resumes it', async () => {
    const stub = fakeServer({ length: 3 });
    const first = scopeFor(anna);
    await allSettled(routeChanged, { scope: first.scope, params: { pathname: '/test-easy', search: '', key: 'a', action: 'PUSH' } });
    await allSettled(levelTestOpened, { scope: first.scope, params: 'easy' });
    await allSettled(startClicked, { scope: first.scope });
    await allSettled(answerPicked, { scope: first.scope, params: null });
    const id = first.scope.getState($test)!.id;
    expect(first.navigate).toHaveBeenCalledWith({ to: `/test-easy?test=${id}`, replace: true });

    // The reload: a new page whose storage kept nothing, at the address VK kept.
    sessionStorage.clear();
    const second = scopeFor(anna);
    await allSettled(routeChanged, { scope: second.scope, params: { pathname: '/test-easy', search: `?test=${id}`, key: 'b', action: 'PUSH' } });
    await allSettled(levelTestOpened, { scope: second.scope, params: 'easy' });
    expect(stub.calls('GET', `/api/v1/level-test/${id}`)).toHaveLength(1);
    expect(second.scope.getState($phase)).toBe('question');
    expect(second.scope.getState($item)?.id).toBe('item-2');

    // Retake stays on the page without the old test in its address.
    await allSettled(retakeClicked, { scope: second.scope });
    expect(second.navigate).toHaveBeenCalledWith({ to: '/test-easy', replace: true });
  });

  it('does not write a test into the address of a page the learner has left', async () => {
    fakeServer({ length: 3 });
    const { scope, navigate } = scopeFor(anna);
    await allSettled(routeChanged, { scope, params: { pathname: '/test-easy', search: '', key: 'a', action: 'PUSH' } });
    await allSettled(levelTestOpened, { scope, params: 'easy' });
    await allSettled(routeChanged, { scope, params: { pathname: '/settings', search: '', key: 'b', action: 'PUSH' } });
    await allSettled(startClicked, { scope });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retake forgets the test and returns to the intro', async () => {
    const stub = fakeServer({ length: 1 });
    const { scope } = scopeFor();
    await allSettled(levelTestOpened, { scope, params: 'medium' });
    await allSettled(startClicked, { scope });
    await allSettled(answerPicked, { scope, params: null });
    await allSettled(retakeClicked, { scope });
    expect(scope.getState($phase)).toBe('intro');
    expect(scope.getState($test)).toBeNull();
    expect(sessionStorage.getItem(levelTestStorageKey('medium'))).toBeNull();
    await allSettled(startClicked, { scope });
    expect(stub.calls('POST', '/api/v1/level-test')).toHaveLength(2);
  });

  it('skip: rejects at A1 (no level) and leaves for the feed', async () => {
    const stub = fakeServer();
    const { scope, navigate } = scopeFor();
    await allSettled(levelTestOpened, { scope, params: 'easy' });
    await allSettled(rejectClicked, { scope, params: undefined });
    expect(JSON.parse(stub.calls('POST', '/api/v1/level-test/reject')[0]!.body!)).toEqual({});
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('a chosen level is sent, and a signed-in learner gets the updated user', async () => {
    const stub = fakeServer();
    stub.signIn({ ...anna, level: 'b2' });
    const { scope, navigate } = scopeFor(anna);
    await allSettled(levelTestOpened, { scope, params: 'hard' });
    await allSettled(rejectClicked, { scope, params: 'b2' });
    expect(JSON.parse(stub.calls('POST', '/api/v1/level-test/reject')[0]!.body!)).toEqual({ level: 'b2' });
    expect(scope.getState($user)?.level).toBe('b2');
    expect(stub.calls('GET', '/api/v1/user/progress')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('stays on the intro when the start fails', async () => {
    const stub = fakeServer();
    const real = stub.fetchMock.getMockImplementation()!;
    stub.fetchMock.mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/level-test') ? json(429, { message: 'Too Many Requests' }) : real(input, init),
    );
    const { scope } = scopeFor();
    await allSettled(levelTestOpened, { scope, params: 'easy' });
    await allSettled(startClicked, { scope });
    expect(scope.getState($phase)).toBe('intro');
  });
});
