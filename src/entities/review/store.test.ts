import { describe, expect, it } from 'vitest';
import { indexedDbTrainingStore, memoryTrainingStore } from './store';
import { createFakeIndexedDb } from './testing/fake-indexeddb';
import type { OutboxAnswer, SavedSession } from './types';

const answer = (id: string, reviewedAt: string, userId = '1'): OutboxAnswer => ({
  id,
  userId,
  sessionId: 's1',
  cardId: 10,
  answer: 'know',
  reviewedAt,
});

const session: SavedSession = { userId: '1', id: 's1', startedAt: '2026-11-22T09:00:00.000Z', items: [], queue: [], position: 0, answers: [], dueNow: 0 };

describe.each([
  ['IndexedDB', () => indexedDbTrainingStore(createFakeIndexedDb())],
  ['memory', () => memoryTrainingStore()],
])('the training store (%s)', (_, make) => {
  it('keeps answers in the order they were given and deletes acknowledged ones', async () => {
    const store = make();
    await store.putAnswer(answer('b', '2026-11-22T09:00:02.000Z'));
    await store.putAnswer(answer('a', '2026-11-22T09:00:01.000Z'));
    await store.putAnswer(answer('c', '2026-11-22T09:00:03.000Z'));
    expect((await store.listAnswers()).map((a) => a.id)).toEqual(['a', 'b', 'c']);
    await store.deleteAnswers(['a', 'c']);
    expect((await store.listAnswers()).map((a) => a.id)).toEqual(['b']);
  });

  it('stores an answer once however often it is put', async () => {
    const store = make();
    await store.putAnswer(answer('a', '2026-11-22T09:00:01.000Z'));
    await store.putAnswer(answer('a', '2026-11-22T09:00:01.000Z'));
    expect(await store.listAnswers()).toHaveLength(1);
  });

  it('saves, resumes and clears a session per user', async () => {
    const store = make();
    await store.saveSession({ ...session, position: 3 });
    expect(await store.loadSession('2')).toBeNull();
    expect((await store.loadSession('1'))?.position).toBe(3);
    await store.clearSession('1');
    expect(await store.loadSession('1')).toBeNull();
  });
});

it('survives a second store on the same database, as a reopened tab would', async () => {
  const idb = createFakeIndexedDb();
  await indexedDbTrainingStore(idb).putAnswer(answer('a', '2026-11-22T09:00:01.000Z'));
  await indexedDbTrainingStore(idb).saveSession(session);
  const reopened = indexedDbTrainingStore(idb);
  expect((await reopened.listAnswers()).map((a) => a.id)).toEqual(['a']);
  expect(await reopened.loadSession('1')).toMatchObject({ id: 's1' });
});
