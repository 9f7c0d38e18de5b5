import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')) });
});
afterEach(() => t.close());

async function learner() {
  const v = t.visitor();
  const { user } = await register(v);
  return { v, id: user.id };
}

/** An author's card straight in the table, in the state a test needs (the editor's API is tested elsewhere). */
async function cardOf(authorId: number, state: { status?: 'published' | 'moderation' | 'rejected' | 'draft'; isPrivate?: boolean } = {}) {
  const now = t.clock.now();
  const row = await t.app.db
    .insertInto('cards')
    .values({
      author_id: authorId,
      collection: 'user',
      word: `word ${randomUUID().slice(0, 6)}`,
      translation: 'слово',
      example: 'A word in a sentence.',
      tags: '[]',
      level: 'a1',
      is_private: state.isPrivate ? 1 : 0,
      allow_comments: 1,
      status: state.status ?? 'published',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const show = (v: Visitor, id: number) => v.get(`/api/v1/cards/${id}`);
const bookmark = (v: Visitor, id: number) => v.request({ method: 'PUT', url: `/api/v1/cards/${id}/bookmark` });
const list = async (v: Visitor, name: string) => ((await v.get(`/api/v1/feeds/${name}?limit=50`)).json().data as Array<{ id: number }>).map((c) => c.id);

describe('the one visibility rule', () => {
  it('keeps a private card with its author: others can neither see nor bookmark it', async () => {
    const a = await learner();
    const b = await learner();
    const id = await cardOf(a.id, { isPrivate: true, status: 'draft' });
    expect((await show(a.v, id)).json().data).toMatchObject({ id, status: 'private', isPublic: false });
    expect((await show(b.v, id)).statusCode).toBe(404);
    expect((await show(t.visitor(), id)).statusCode).toBe(404);
    expect((await bookmark(b.v, id)).statusCode).toBe(404);
    expect(await list(b.v, 'bookmarks')).toEqual([]);
    expect((await bookmark(a.v, id)).statusCode).toBe(204);
    expect(await list(a.v, 'bookmarks')).toEqual([id]);
    expect(await list(b.v, 'authors')).not.toContain(id);
    // Private wins over published: the rule the bookmark route used to apply ("published or author") let this through.
    const published = await cardOf(a.id, { isPrivate: true, status: 'published' });
    expect((await bookmark(b.v, published)).statusCode).toBe(404);
    expect((await show(b.v, published)).statusCode).toBe(404);
  });

  it('shows a card waiting for moderation, or rejected, to its author only', async () => {
    const a = await learner();
    const b = await learner();
    for (const status of ['moderation', 'rejected'] as const) {
      const id = await cardOf(a.id, { status });
      expect((await show(a.v, id)).json().data.status).toBe(status);
      expect((await show(b.v, id)).statusCode).toBe(404);
      expect((await bookmark(b.v, id)).statusCode).toBe(404);
      expect(await list(b.v, 'authors')).not.toContain(id);
      expect((await b.v.post(`/api/v1/cards/${id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(404);
    }
  });

  it('drops a bookmarked card from the bookmarks list once it is no longer visible to the reader', async () => {
    const a = await learner();
    const b = await learner();
    const id = await cardOf(a.id);
    expect((await show(b.v, id)).json().data).toMatchObject({ id, status: 'published', isPublic: true, rejectReason: null });
    expect((await bookmark(b.v, id)).statusCode).toBe(204);
    expect(await list(b.v, 'bookmarks')).toEqual([id]);
    expect(await list(b.v, 'authors')).toContain(id);
    await t.app.db.updateTable('cards').set({ is_private: 1 }).where('id', '=', id).execute();
    expect(await list(b.v, 'bookmarks')).toEqual([]);
    expect(await list(b.v, 'authors')).not.toContain(id);
    expect((await show(b.v, id)).statusCode).toBe(404);
  });

  it('hides a deleted card from everyone, its author included, while a learner keeps its review history', async () => {
    const a = await learner();
    const b = await learner();
    const id = await cardOf(a.id);
    expect((await b.v.post(`/api/v1/cards/${id}/decisions`, { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
    await bookmark(b.v, id);
    await t.app.db.updateTable('cards').set({ deleted_at: t.clock.now() }).where('id', '=', id).execute();
    for (const v of [a.v, b.v]) expect((await show(v, id)).statusCode).toBe(404);
    expect(await list(b.v, 'bookmarks')).toEqual([]);
    expect(await list(a.v, 'my')).toEqual([]);
    expect(await list(b.v, 'authors')).toEqual([]);
    const kept = await t.app.db.selectFrom('user_cards').select('stage').where('user_id', '=', b.id).where('card_id', '=', id).executeTakeFirst();
    expect(kept?.stage).toBe('learning');
  });
});
