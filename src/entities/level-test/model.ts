import { reachGoal, type Goal } from '../../shared/goals';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { createApiEffect, fetchUser, type ApiError } from '../../shared/api';
import { $currentRoute, navigateFx, type RouteLocation } from '../../shared/navigation';
import { readItem, removeItem, writeItem } from '../../shared/storage';
import { fetchProgressFx } from '../progress/@x/level-test';
import { $user, userReceived } from '../user/@x/level-test';
import { fetchLevelTest, postLevelTestAnswer, rejectLevelTest, startLevelTest } from './api';
import type { LevelTest, LevelTestEntry, TestLevel } from './types';
import { pathFor } from '../../shared/config';

/** loading = resuming a stored test; failed = the resume could not reach the server (retry offered). */
export type LevelTestPhase = 'loading' | 'intro' | 'question' | 'result' | 'failed';

/**
 * sessionStorage, one key per route: a reload of /test-easy continues the test started there (whatever entry the
 * learner switched to before starting), while each tab starts its own.
 */
export const levelTestStorageKey = (routeEntry: LevelTestEntry) => `slovo.levelTest.${routeEntry}`;
/**
 * The test in progress also rides in the route's query (/test-easy?test=<id>): inside VK the frame's storage may be
 * partitioned or blocked (the app falls back to memory, lost on reload), while VK keeps the app's location
 * (VKWebAppSetLocation) across a reload. The server answers a test only to the session that started it.
 */
export const LEVEL_TEST_PARAM = 'test';
const withTestId = (route: RouteLocation, id: string | null) => {
  const query = new URLSearchParams(route.search);
  if (id) query.set(LEVEL_TEST_PARAM, id);
  else query.delete(LEVEL_TEST_PARAM);
  const search = query.toString();
  return `${route.pathname}${search ? `?${search}` : ''}`;
};
const testIdIn = (route: RouteLocation | null) => (route ? new URLSearchParams(route.search).get(LEVEL_TEST_PARAM) : null);

/** The page of one entry route opened (or was reloaded): resume its stored test, else show the intro. */
export const levelTestOpened = createEvent<LevelTestEntry>();
export const entryChosen = createEvent<LevelTestEntry>();
export const startClicked = createEvent();
/** The learner's choice for the current item: one of its options, or null for "I don't know". */
export const answerPicked = createEvent<string | null>();
export const retakeClicked = createEvent();
/** "Skip the test": no level = A1, or the level the learner picked. */
export const rejectClicked = createEvent<TestLevel | undefined>();
/** "Start learning" on the result; an anonymous visitor becomes a guest first (the page wires that feature). */
export const continueClicked = createEvent();
export const retryClicked = createEvent();
/**
 * The tour has already asked the level question ("I'm a beginner" …): the test it opens starts at once, without the
 * intro asking it again (issue 18). A test stored for the route is resumed instead.
 */
export const startOnOpenRequested = createEvent();

export const readStoredIdFx = attach({
  source: $currentRoute,
  mapParams: (routeEntry: LevelTestEntry, route) => ({ routeEntry, route }),
  effect: createEffect(({ routeEntry, route }: { routeEntry: LevelTestEntry; route: RouteLocation | null }) =>
    testIdIn(route) || readItem(levelTestStorageKey(routeEntry), 'session'),
  ),
});
export const storeIdFx = createEffect(({ routeEntry, id }: { routeEntry: LevelTestEntry; id: string }) =>
  writeItem(levelTestStorageKey(routeEntry), id, 'session'),
);
export const forgetIdFx = createEffect((routeEntry: LevelTestEntry) => removeItem(levelTestStorageKey(routeEntry), 'session'));
export const resumeFx = createApiEffect(fetchLevelTest);
export const startFx = createApiEffect(startLevelTest);
export const answerFx = createApiEffect(postLevelTestAnswer);
export const rejectFx = createApiEffect((level: TestLevel | undefined) => rejectLevelTest(level));
/** The result changes the user's level (and points): the feed and the profile read it from the user and progress. */
export const refreshUserFx = createApiEffect(fetchUser);

export const $routeEntry = createStore<LevelTestEntry>('easy').on(levelTestOpened, (_, entry) => entry);
export const $entry = createStore<LevelTestEntry>('easy')
  .on(levelTestOpened, (_, entry) => entry)
  .on(entryChosen, (_, entry) => entry);
export const $test = createStore<LevelTest | null>(null, { serialize: 'ignore' });
export const $phase = createStore<LevelTestPhase>('loading', { serialize: 'ignore' });
/** The id being resumed: an answer for a route left meanwhile must not overwrite the one now open. */
const $resumingId = createStore<string | null>(null, { serialize: 'ignore' });

export const $isStarting = startFx.pending;
export const $isAnswering = answerFx.pending;
export const $isRejecting = rejectFx.pending;
export const $item = $test.map((test) => test?.item ?? null);
export const $result = $test.map((test) => test?.result ?? null);
export const $testProgress = $test.map((test) => test?.progress ?? null);
/** Why the resume failed (the retry screen words "offline" differently). */
export const $resumeError = createStore<ApiError | null>(null, { serialize: 'ignore' })
  .on(resumeFx.failData, (_, error) => error)
  .reset(resumeFx);

// The id joins the address of the page the test was started on (not of a page the learner has left meanwhile)…
sample({
  clock: storeIdFx.done,
  source: $currentRoute,
  filter: (route, { params }) => route !== null && route.pathname === pathFor(`test-${params.routeEntry}`) && testIdIn(route) !== params.id,
  fn: (route, { params }) => ({ to: withTestId(route!, params.id), replace: true }),
  target: navigateFx,
});
// …and leaves it when the learner stays on the page without it (retake, a test that is gone). "Start learning" and
// "skip" leave the page: a replace here could overtake their way to the feed.
const testDropped = createEvent<LevelTestEntry>();
sample({
  clock: testDropped,
  source: $currentRoute,
  filter: (route, routeEntry) => route !== null && route.pathname === pathFor(`test-${routeEntry}`) && testIdIn(route) !== null,
  fn: (route) => ({ to: withTestId(route!, null), replace: true }),
  target: navigateFx,
});

// 422 = a malformed stored id: as good as gone.
const isGone = (e: ApiError) => e.kind === 'http' && (e.status === 404 || e.status === 422);
const phaseOf = (test: LevelTest): LevelTestPhase => (test.result ? 'result' : 'question');

// --- opening: resume the stored test of this route, or start at the intro
$test.reset(levelTestOpened);
$phase.on(levelTestOpened, () => 'loading');
$resumingId.reset(levelTestOpened);
sample({ clock: levelTestOpened, target: readStoredIdFx });
sample({ clock: retryClicked, source: $routeEntry, target: levelTestOpened });
const $startOnOpen = createStore(false, { serialize: 'ignore' }).on(startOnOpenRequested, () => true);
const openedFresh = sample({ clock: readStoredIdFx.doneData, source: { auto: $startOnOpen, entry: $entry }, filter: (_, id) => !id });
// Started for the tour: the spinner stays until the first word (or the intro, should the start fail).
sample({ clock: openedFresh, fn: ({ auto }): LevelTestPhase => (auto ? 'loading' : 'intro'), target: $phase });
sample({ clock: openedFresh, filter: ({ auto }) => auto, fn: ({ entry }) => entry, target: startFx });
$startOnOpen.reset(startFx, resumeFx);
$phase.on(startFx.fail, (phase) => (phase === 'loading' ? 'intro' : phase));
$phase.on(readStoredIdFx.fail, () => 'intro');
sample({ clock: readStoredIdFx.doneData, filter: (id): id is string => Boolean(id), target: [$resumingId, resumeFx] });

const resumed = sample({
  clock: resumeFx.done,
  source: $resumingId,
  filter: (resuming, { params }) => resuming === params,
  fn: (_, { result }) => result,
});
$test.on(resumed, (_, test) => test);
$entry.on(resumed, (_, test) => test.entry);
$phase.on(resumed, (_, test) => phaseOf(test));

const resumeFailed = sample({ clock: resumeFx.fail, source: $resumingId, filter: (resuming, { params }) => resuming === params, fn: (_, { error }) => error });
$phase.on(resumeFailed, (_, error) => (isGone(error) ? 'intro' : 'failed'));
sample({ clock: resumeFailed, source: $routeEntry, filter: (_, error) => isGone(error), target: [forgetIdFx, testDropped] });

// --- starting
sample({
  clock: startClicked,
  source: { entry: $entry, phase: $phase, pending: $isStarting },
  filter: ({ phase, pending }) => phase === 'intro' && !pending,
  fn: ({ entry }) => entry,
  target: startFx,
});
$test.on(startFx.doneData, (_, test) => test);
$phase.on(startFx.doneData, () => 'question');
sample({ clock: startFx.doneData, source: $routeEntry, fn: (routeEntry, test) => ({ routeEntry, id: test.id }), target: storeIdFx });

// --- answering: one request at a time; a failed one leaves the item in place so that a tap sends it again
sample({
  clock: answerPicked,
  source: { test: $test, phase: $phase, pending: $isAnswering },
  filter: ({ test, phase, pending }, choice) =>
    phase === 'question' && !pending && Boolean(test?.item) && (choice === null || test!.item!.options.includes(choice)),
  fn: ({ test }, choice) => ({ id: test!.id, itemId: test!.item!.id, choice }),
  target: answerFx,
});
const answered = sample({
  clock: answerFx.done,
  source: $test,
  filter: (test, { params }) => test?.id === params.id,
  fn: (test, { result }): LevelTest => ({ ...test!, item: result.item, progress: result.progress, result: result.result }),
});
$test.on(answered, (_, test) => test);
$phase.on(answered, (_, test) => phaseOf(test));
const answerGone = sample({ clock: answerFx.fail, filter: ({ error }) => isGone(error) });
$test.on(answerGone, () => null);
$phase.on(answerGone, () => 'intro');
sample({ clock: answerGone, source: $routeEntry, target: [forgetIdFx, testDropped] });

const finishedByUser = sample({ clock: answered, source: $user, filter: (user, test) => user !== null && test.result !== null });
sample({ clock: finishedByUser, target: [fetchProgressFx, refreshUserFx] });
sample({ clock: finishedByUser, fn: (): Goal => 'level-test-finished', target: createEffect(reachGoal) });
sample({ clock: refreshUserFx.doneData, filter: (user) => user !== null, fn: (user) => user!, target: userReceived });

// --- retake, skip, continue
$test.on(retakeClicked, () => null);
$phase.on(retakeClicked, () => 'intro');
sample({ clock: retakeClicked, source: $routeEntry, target: [forgetIdFx, testDropped] });

sample({ clock: rejectClicked, source: $isRejecting, filter: (pending) => !pending, fn: (_, level) => level, target: rejectFx });
sample({ clock: rejectFx.doneData, filter: ({ user }) => user !== null, fn: ({ user }) => user!, target: [userReceived, fetchProgressFx] });
sample({ clock: rejectFx.done, source: $routeEntry, target: forgetIdFx });

sample({ clock: continueClicked, source: $routeEntry, target: forgetIdFx });
// A signed-in learner goes to the feed at once; an anonymous visitor is taken there by the guest start.
const toFeed = () => ({ to: pathFor('main'), replace: true });
sample({ clock: rejectFx.done, fn: toFeed, target: navigateFx });
sample({ clock: continueClicked, source: $user, filter: Boolean, fn: toFeed, target: navigateFx });
