import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type Visitor } from '../test/harness';
import { loadSampleVocabulary } from '../test/vocabulary';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
  await loadSampleVocabulary(t.app.db, t.clock.now(), 30);
});
afterEach(() => t.close());

const cursor = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

async function guest() {
  const v = t.visitor();
  const user = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
  return { v, user };
}

async function learnCards(v: Visitor, n: number) {
  const feed = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Array<{ id: number }>;
  const ids = feed.slice(0, n).map((c) => c.id);
  for (const id of ids) expect((await v.post(`/api/v1/cards/${id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
  return ids;
}

describe('bad input is never a 5xx', () => {
  it('feed cursors that decode to the wrong shape are a 422 on the cursor field', async () => {
    const anonymous = t.visitor();
    const { v } = await guest();
    const bad = [cursor({ o: 'x' }), cursor({ o: {} }), cursor({ o: 1e300 }), cursor({ o: -1 }), cursor({ o: 999999 }), cursor([]), cursor(null), cursor('x'), cursor({ p: [1] }), cursor({ id: { a: 1 } }), cursor({ t: 'x', id: 1 }), 'not-base64-json!', cursor({ __proto__: { o: 1 } })];
    for (const c of bad) {
      for (const [who, name] of [[anonymous, 'main'], [v, 'main'], [v, 'bookmarks'], [v, 'my'], [v, 'base'], [v, 'authors']] as const) {
        const res = await who.get(`/api/v1/feeds/${name}?cursor=${encodeURIComponent(c)}`);
        expect(res.statusCode, `${name} ${c}`).toBe(422);
        expect(res.json().errors).toHaveProperty('cursor');
      }
    }
  });

  it('real cursors still page', async () => {
    const first = (await t.visitor().get('/api/v1/feeds/main?limit=5')).json();
    const second = await t.visitor().get(`/api/v1/feeds/main?limit=5&cursor=${first.meta.nextCursor}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().data[0].id).not.toBe(first.data[0].id);
  });

  it('a training answer whose id another user used is refused for that item only; the others are kept', async () => {
    const a = await guest();
    const [aCard] = await learnCards(a.v, 1);
    const takenId = randomUUID();
    const now = new Date(t.clock.now()).toISOString();
    expect((await a.v.post('/api/v1/training/answers', { answers: [{ id: takenId, cardId: aCard, answer: 'know', reviewedAt: now }] })).statusCode).toBe(200);

    const b = await guest();
    const [b1, b2] = await learnCards(b.v, 2);
    const keptIds: string[] = [randomUUID(), randomUUID()];
    const res = await b.v.post('/api/v1/training/answers', {
      answers: [
        { id: keptIds[0], cardId: b1, answer: 'know', reviewedAt: now },
        { id: takenId, cardId: b2, answer: 'know', reviewedAt: now },
        { id: keptIds[1], cardId: b2, answer: 'again', reviewedAt: now },
      ],
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().data as Array<{ id: string; skipped?: boolean; code?: string; replay: boolean }>;
    expect(items.find((i) => i.id === takenId)).toMatchObject({ skipped: true, code: 'answer-id-taken', replay: false });
    expect(items.filter((i) => keptIds.includes(i.id)).every((i) => !i.skipped)).toBe(true);
    const reviews = await t.app.db.selectFrom('reviews').select(['id', 'user_id']).orderBy('id').execute();
    expect(reviews.filter((r) => r.user_id === b.user.id).map((r) => r.id).sort()).toEqual([...keptIds].sort());
    expect(reviews.find((r) => r.id === takenId)?.user_id).toBe(a.user.id);
  });

  it('provider names that are Object members are a 404, not a 503', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype']) {
      for (const step of ['redirect', 'callback']) {
        const res = await t.visitor().get(`/api/v1/auth/${name}/${step}`);
        expect(res.statusCode, `${name}/${step}`).toBe(404);
        expect(res.json()).toHaveProperty('message');
      }
    }
  });

  it('an invalid URL answers the contract’s {message}, in the caller’s language', async () => {
    for (const url of ['/api/v1/cards/%E0%A4%A', '/api/v1/feeds/%', '/api/v1/auth/%ZZ/redirect']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ru' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'Некорректный адрес.' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a plain GET of the WebSocket address and an OPTIONS that is no preflight are not plain-text refusals', async () => {
    const socket = await t.app.inject({ method: 'GET', url: '/app/app-key?protocol=7' });
    expect(socket.statusCode).toBe(404);
    expect(socket.json()).toEqual({ message: 'Not found.' });
    const options = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/user' });
    expect(options.statusCode).toBeLessThan(300);
  });
});

describe('a decision is only ever read by its owner', () => {
  it('two users racing with one decision id: one wins, the other gets 409 and never sees the winner’s card', async () => {
    const a = await guest();
    const b = await guest();
    const feedA = (await a.v.get('/api/v1/feeds/main?limit=5')).json().data as Array<{ id: number }>;
    const feedB = (await b.v.get('/api/v1/feeds/main?limit=5')).json().data as Array<{ id: number }>;
    const cardB = feedB.find((c) => c.id !== feedA[0]!.id)!.id;
    const id = randomUUID();
    const [ra, rb] = await Promise.all([
      a.v.post(`/api/v1/cards/${feedA[0]!.id}/decisions`, { id, decision: 'learn' }),
      b.v.post(`/api/v1/cards/${cardB}/decisions`, { id, decision: 'know' }),
    ]);
    const statuses = [ra.statusCode, rb.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json()).toMatchObject({ code: 'decision-id-taken' });
    expect(loser.json()).not.toHaveProperty('data');
  });
});
