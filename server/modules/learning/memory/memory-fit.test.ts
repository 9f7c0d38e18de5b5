import { randomUUID } from 'node:crypto';
import { default_w, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobLog } from '../../../jobs/job';
import { acquireLease } from '../../../jobs/lease';
import { runJob } from '../../../jobs/run-job';
import { startTestApp, type Visitor } from '../../../test/harness';
import { loadSampleVocabulary } from '../../../test/vocabulary';
import { issueAccessToken } from '../../auth/access-tokens';
import { toFsrsCard } from '../scheduler';
import { OPTIMIZER } from './fit';
import { memoryFitJob } from './memory-fit.job';

const DAY = 86_400_000;
const quiet: JobLog = { info() {}, warn() {}, error() {} };
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
  await loadSampleVocabulary(t.app.db, t.clock.now());
});
afterEach(() => t.close());

const runFit = () => runJob(memoryFitJob, { db: t.app.db, clock: t.clock, config: t.config, log: quiet, now: false });

type Answer = 'know' | 'again';
const everyThirdForgotten = (_round: number, k: number): Answer => (k % 3 === 2 ? 'again' : 'know');

/** A learner who learns `cards` words and answers each every other day (or once all are due), `rounds` times. */
async function learnerWithHistory(cards: number, rounds: number, pattern: (round: number, k: number) => Answer = everyThirdForgotten) {
  const v = t.visitor();
  const user = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
  v.headers.authorization = `Bearer ${await issueAccessToken(t.app.db, user.id, 'test', t.clock.now())}`;
  const feed = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Array<{ id: number }>;
  const ids = feed.slice(0, cards).map((c) => c.id);
  for (const id of ids) expect((await v.post(`/api/v1/cards/${id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
  let k = 0;
  for (let r = 0; r < rounds; r++) {
    const answers = ids.map((cardId) => ({ id: randomUUID(), cardId, answer: pattern(r, k++), reviewedAt: new Date(t.clock.now()).toISOString() }));
    expect((await v.post('/api/v1/training/answers', { answers })).statusCode).toBe(200);
    // Every other day, or later when a card is not due by then: a review counts only for a due card (issue 29).
    const latest = await t.app.db.selectFrom('user_cards').select((eb) => eb.fn.max('due').as('due')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    t.clock.advance(Math.max(2 * DAY, Number(latest.due) - t.clock.now()));
  }
  return { v, user, ids };
}

const stored = (userId: number) => t.app.db.selectFrom('memory_params').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('memory-fit job', () => {
  it('fits the first-review stabilities from 8 reviews, and the next review is scheduled with them', async () => {
    // Words known on first sight are all forgotten two days later: this learner's first stability is far below
    // the default 2.3 days.
    const { v, user, ids } = await learnerWithHistory(20, 3, (round) => (round === 1 ? 'again' : 'know'));
    expect(await stored(user.id)).toBeUndefined();
    const out = await runFit();
    expect(out).toMatchObject({ status: 'done', result: { candidates: 1, fitted: 1 } });
    const row = (await stored(user.id))!;
    expect(row).toMatchObject({ scope: 'initial', optimizer: OPTIMIZER, review_count: 60 });
    const params = JSON.parse(row.params) as number[];
    expect(params).toHaveLength(21);
    expect(params.slice(4)).toEqual([...default_w.slice(4)]);
    expect(params.slice(0, 4)).not.toEqual([...default_w.slice(0, 4)]);

    // Scheduling from the next review on: a word learned now starts from the learner's own first stability.
    const feed = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Array<{ id: number }>;
    const cardId = feed.map((c) => c.id).find((id) => !ids.includes(id))!;
    expect((await v.post(`/api/v1/cards/${cardId}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
    const before = await t.app.db.selectFrom('user_cards').selectAll().where('user_id', '=', user.id).where('card_id', '=', cardId).executeTakeFirstOrThrow();
    const res = await v.post('/api/v1/training/answers', { answers: [{ id: randomUUID(), cardId, answer: 'know', reviewedAt: new Date(t.clock.now()).toISOString() }] });
    expect(res.statusCode).toBe(200);
    const after = await t.app.db.selectFrom('user_cards').selectAll().where('user_id', '=', user.id).where('card_id', '=', cardId).executeTakeFirstOrThrow();
    const next = (w?: number[]) =>
      fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: true, ...(w ? { w } : {}) })).next(toFsrsCard(before, t.clock.now()), new Date(t.clock.now()), Rating.Good).card;
    expect(after.stability).toBeCloseTo(next(params).stability, 6);
    expect(after.stability).not.toBeCloseTo(next().stability, 3);

    // The progress stats say the model is the learner's own.
    const stats = (await v.get('/api/v1/user/learning/stats')).json().data;
    expect(stats.retention.model).toBe('personal');
  });

  it('fits all parameters from 64 reviews, and again only once the count has doubled', async () => {
    const { user } = await learnerWithHistory(12, 6);
    await runFit();
    const first = (await stored(user.id))!;
    expect(first).toMatchObject({ scope: 'full', review_count: 72 });
    expect((JSON.parse(first.params) as number[]).slice(4)).not.toEqual([...default_w.slice(4)]);
    t.clock.advance(DAY);
    expect(await runFit()).toMatchObject({ status: 'done', result: { candidates: 0, fitted: 0 } });
    expect((await stored(user.id))!.fitted_at).toBe(first.fitted_at);
  });

  it('fits a learner once when two nodes run the fit at the same time (each past the job lease)', async () => {
    const { user } = await learnerWithHistory(12, 6);
    const ctx = { db: t.app.db, clock: t.clock, config: t.config, log: quiet, now: false };
    const [a, b] = await Promise.all([memoryFitJob.run(ctx), memoryFitJob.run(ctx)]);
    // Whichever node comes second finds the lease held, or the learner already fitted: never a second fit.
    expect(Number(a.fitted) + Number(b.fitted)).toBe(1);
    expect((await stored(user.id))!).toMatchObject({ scope: 'full', review_count: 72 });
  });

  it('leaves a learner alone while another node is fitting them, and does not fit below 8 reviews', async () => {
    const busy = await learnerWithHistory(10, 1);
    const few = await learnerWithHistory(3, 2);
    expect(await acquireLease(t.app.db, { name: `memory-fit:user:${busy.user.id}`, owner: 'other-node', now: t.clock.now(), ttlMs: 60_000 })).toBe(true);
    expect(await runFit()).toMatchObject({ status: 'done', result: { candidates: 1, fitted: 0, busy: 1 } });
    expect(await stored(busy.user.id)).toBeUndefined();
    expect(await stored(few.user.id)).toBeUndefined();
  });

  it('fits a learner who answered cards twice on one day (the history that aborted the server)', async () => {
    // 8+ answers with a same-day repeat: fsrs-rs panicked on the item holding only the two same-day reviews.
    const v = t.visitor();
    const user = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
    v.headers.authorization = `Bearer ${await issueAccessToken(t.app.db, user.id, 'test', t.clock.now())}`;
    const feed = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Array<{ id: number }>;
    const ids = feed.slice(0, 4).map((c) => c.id);
    for (const id of ids) expect((await v.post(`/api/v1/cards/${id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
    const answer = (cardId: number, answer: Answer) => ({ id: randomUUID(), cardId, answer, reviewedAt: new Date(t.clock.now()).toISOString() });
    const send = async (answers: ReturnType<typeof answer>[]) => expect((await v.post('/api/v1/training/answers', { answers })).statusCode).toBe(200);
    await send(ids.map((id) => answer(id, 'again')));
    t.clock.advance(60_000);
    await send(ids.map((id) => answer(id, 'know'))); // the same cards again the same day
    t.clock.advance(2 * DAY);
    await send(ids.slice(0, 2).map((id) => answer(id, 'know')));
    const reviews = await t.app.db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Number(reviews.n)).toBeGreaterThanOrEqual(8);

    expect(await runFit()).toMatchObject({ status: 'done', result: { candidates: 1, fitted: 1, failed: 0 } });
    expect(await stored(user.id)).toMatchObject({ scope: 'initial', optimizer: OPTIMIZER });
  });
});
