import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminIn, learnerIn } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';
import type { CardModerated } from './notifier';

let t: Awaited<ReturnType<typeof startTestApp>>;
let announced: CardModerated[];
beforeEach(async () => {
  announced = [];
  t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')) }, undefined, {
    cardNotifier: { onCardModerated: (e) => void announced.push(e) },
  });
});
afterEach(() => t.close());

const learner = (name = 'Anna') => learnerIn(t, name);
const admin = () => adminIn(t);
const api = (path: string) => `/api/v1/${path}`;
const patch = (v: Visitor, id: number, payload: unknown) => v.request({ method: 'PATCH', url: api(`cards/${id}`), payload: payload as object });
const del = (v: Visitor, path: string) => v.request({ method: 'DELETE', url: api(path) });
const show = (v: Visitor, id: number) => v.get(api(`cards/${id}`));
const ids = async (v: Visitor, feed: string) => ((await v.get(api(`feeds/${feed}?limit=50`))).json().data as Array<{ id: number }>).map((c) => c.id);

async function photosFor(v: Visitor, word: string, example: string) {
  const res = await v.post(api('cards/photos'), { word, example });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ id: string; photos: { large: string; small: string } }>;
}
async function create(v: Visitor, over: Record<string, unknown> = {}) {
  const word = (over.word as string) ?? 'lighthouse';
  const example = (over.example as string) ?? 'The lighthouse guides ships at night.';
  const [, second] = await photosFor(v, word, example);
  const res = await v.post(api('cards'), { word, translation: 'маяк', example, photo: second!.id, tags: ['sea', 'Travel'], ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string; photos: { large: string } };
}
/** The version the moderation screen shows (0 for a caller who may not open it). */
const versionOf = async (v: Visitor, id: number) => ((await v.get(api(`admin/cards/${id}`))).json().data?.version as number | undefined) ?? 0;
const approve = async (v: Visitor, id: number, payload: object = {}) => v.post(api(`admin/cards/${id}/approve`), { version: await versionOf(v, id), ...payload });
const reject = async (v: Visitor, id: number, reason = 'Wrong translation') => v.post(api(`admin/cards/${id}/reject`), { reason, version: await versionOf(v, id) });

describe('the editor', () => {
  it('suggests translations from the lexicon, and says when there are none', async () => {
    const a = await learner();
    const res = (await a.v.get(api('cards/suggestions?word=apples'))).json();
    expect(res.data.headword).toBe('apple');
    expect(res.data.groups[0].translations).toContain('яблоко');
    expect(res.data.level).toBe('a1');
    const none = (await a.v.get(api('cards/suggestions?word=qwzxv'))).json();
    expect(none).toMatchObject({ data: { groups: [] }, meta: { code: 'no-translations' } });
    // The level the card would be stored with: the preview shows it before the card exists.
    const created = await create(a.v);
    expect((await a.v.get(api('cards/suggestions?word=lighthouse'))).json().data.level).toBe((await show(a.v, created.id)).json().data.level);
    expect((await t.visitor().get(api('cards/suggestions?word=apple'))).statusCode).toBe(401);
  });

  it('generates four photo variants that are served, and keeps guests out of the editor', async () => {
    const a = await learner();
    const variants = await photosFor(a.v, 'lighthouse', 'The lighthouse guides ships.');
    expect(variants).toHaveLength(4);
    expect(new Set(variants.map((p) => p.id)).size).toBe(4);
    const img = await t.visitor().get(variants[0]!.photos.small);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const g = t.visitor();
    await g.post(api('auth/guest'));
    const res = await g.post(api('cards/photos'), { word: 'cat', example: 'A cat.' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('guest');
    expect((await g.post(api('cards'), { word: 'cat', translation: 'кот', example: 'A cat.', photo: '0-000000000000' })).statusCode).toBe(403);
  });

  it('makes no new photos for an edited card’s unchanged word and example (spec §5), and does for a changed example', async () => {
    const a = await learner();
    const card = await create(a.v);
    const asked = (body: object, lang = 'en') => a.v.post(api('cards/photos'), body, { 'accept-language': lang });
    const same = await asked({ word: 'lighthouse', example: 'The lighthouse guides ships at night.', cardId: card.id }, 'ru');
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.example).toEqual(['Измените пример, чтобы создать новые фото']);
    expect((await asked({ word: 'lighthouse', example: 'The lighthouse guides ships at night.', cardId: card.id })).json().errors.example).toEqual(['Edit the example to generate new photos']);
    expect((await asked({ word: 'lighthouse', example: 'The lighthouse guides ships home.', cardId: card.id })).statusCode).toBe(200);
    // Someone else's card is not theirs to ask about.
    const b = await learner('Boris');
    expect((await b.v.post(api('cards/photos'), { word: 'lighthouse', example: 'Other.', cardId: card.id })).statusCode).toBe(404);
  });

  it('answers "no photos could be generated" when the generator fails', async () => {
    await t.close();
    t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')) }, undefined, {
      photoGenerator: { version: 'broken', render: () => Promise.reject(new Error('no pictures')) },
    });
    const a = await learner();
    const res = await a.v.post(api('cards/photos'), { word: 'cat', example: 'A cat.' }, { 'accept-language': 'ru' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.example).toEqual(['Не удалось создать фото. Измените пример.']);
  });

  it('refuses bad input with field messages in the user’s language and stores nothing', async () => {
    const a = await learner();
    const [p] = await photosFor(a.v, 'cat', 'A cat sleeps.');
    const good = { word: 'cat', translation: 'кот', example: 'A cat sleeps.', photo: p!.id };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...good, word: '' }, 'word', 'Поле обязательно для заполнения'],
      [{ ...good, translation: 'x'.repeat(256) }, 'translation', 'Не более 255 символов'],
      [{ ...good, example: '<script>alert(1)</script>' }, 'example', 'Разметка и скрипты не допускаются'],
      [{ ...good, tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags', 'Не более 5 тегов'],
      [{ ...good, tags: ['<b>'] }, 'tags.0', 'Разметка и скрипты не допускаются'],
      [{ ...good, photo: '1-000000000000' }, 'photo', 'Выберите одно из фото, созданных для этого слова и примера'],
      // A real variant, but of another example: not one generated for this card.
      [{ ...good, example: 'A cat eats.' }, 'photo', 'Выберите одно из фото, созданных для этого слова и примера'],
      [{ ...good, status: 'published' }, 'status', 'Неизвестное поле'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await a.v.post(api('cards'), payload, { 'accept-language': 'ru' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], field).toContain(message);
    }
    expect(await t.app.db.selectFrom('cards').select('id').where('author_id', '=', a.id).execute()).toEqual([]);
  });

  it('suggests tags already in use', async () => {
    const a = await learner();
    await create(a.v);
    expect((await a.v.get(api('cards/tags?prefix=s'))).json().data).toEqual(['sea']);
  });
});

describe('card states', () => {
  it('creates a public card waiting for moderation, seen by its author only, in "my" with its state', async () => {
    const a = await learner();
    const b = await learner('Boris');
    const card = await create(a.v);
    expect(card).toMatchObject({ status: 'moderation', isPublic: false, collection: 'user', tags: ['sea', 'travel'], author: { id: a.id, name: 'Anna' } });
    expect(card.photos.large).toMatch(new RegExp(`^/photos/${card.id}/1/`));
    expect((await t.visitor().get(card.photos.large)).statusCode).toBe(200);
    expect((await show(b.v, card.id)).statusCode).toBe(404);
    expect(await ids(a.v, 'my')).toEqual([card.id]);
    expect(await ids(b.v, 'authors')).toEqual([]);
  });

  it('keeps a private card with its author: never queued, never shown', async () => {
    const a = await learner();
    const b = await learner('Boris');
    const ad = await admin();
    const card = await create(a.v, { isPrivate: true });
    expect(card.status).toBe('private');
    expect((await ad.v.get(api('admin/cards'))).json().data).toEqual([]);
    expect((await approve(ad.v, card.id)).statusCode).toBe(412);
    expect((await show(b.v, card.id)).statusCode).toBe(404);
    expect((await b.v.post(api(`cards/${card.id}/comments`), { body: 'hi' })).statusCode).toBe(404);
    // Making it public sends it to moderation.
    expect((await patch(a.v, card.id, { isPrivate: false })).json().data.status).toBe('moderation');
    expect((await ad.v.get(api('admin/cards'))).json().data.map((i: { card: { id: number } }) => i.card.id)).toEqual([card.id]);
  });

  it('approves: the card joins the authors collection and others can learn it; the author is told', async () => {
    const a = await learner();
    const b = await learner('Boris');
    const ad = await admin();
    const card = await create(a.v);
    expect((await approve(b.v, card.id)).statusCode).toBe(403);
    expect((await approve(t.visitor(), card.id)).statusCode).toBe(401);
    const res = await approve(ad.v, card.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.history).toMatchObject([{ action: 'approve', reason: null, admin: { id: ad.id, name: 'Admin' } }]);
    expect(announced).toEqual([{ cardId: card.id, authorId: a.id, status: 'published', reason: null }]);
    expect((await show(a.v, card.id)).json().data).toMatchObject({ status: 'published', isPublic: true });
    expect((await show(b.v, card.id)).json().data).toMatchObject({ status: 'published', rejectReason: null });
    expect(await ids(b.v, 'authors')).toEqual([card.id]);
    expect((await b.v.post(api(`cards/${card.id}/decisions`), { id: crypto.randomUUID(), decision: 'learn' })).statusCode).toBe(201);
    // A second decision on a decided card changes nothing.
    expect((await approve(ad.v, card.id)).statusCode).toBe(412);
    expect((await approve(ad.v, 999999)).statusCode).toBe(404);
  });

  it('rejects with a reason the author sees; editing sends it back to moderation', async () => {
    const a = await learner();
    const ad = await admin();
    const card = await create(a.v);
    expect((await ad.v.post(api(`admin/cards/${card.id}/reject`), { reason: '' })).statusCode).toBe(422);
    expect((await reject(ad.v, card.id)).statusCode).toBe(200);
    expect(announced).toEqual([{ cardId: card.id, authorId: a.id, status: 'rejected', reason: 'Wrong translation' }]);
    expect((await show(a.v, card.id)).json().data).toMatchObject({ status: 'rejected', rejectReason: 'Wrong translation' });
    expect((await reject(ad.v, card.id)).statusCode).toBe(412);
    const edited = (await patch(a.v, card.id, { translation: 'маяк (башня)' })).json().data;
    expect(edited).toMatchObject({ status: 'moderation', rejectReason: null, translation: 'маяк (башня)' });
    const history = (await ad.v.get(api(`admin/cards/${card.id}`))).json().data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['reject']);
  });

  it('keeps the published version visible while an edit of word, translation or example waits for moderation', async () => {
    const a = await learner();
    const b = await learner('Boris');
    const ad = await admin();
    const card = await create(a.v);
    await approve(ad.v, card.id);
    // A new example needs new photos: the old photo is not one of its variants.
    const noPhoto = await patch(a.v, card.id, { example: 'Ships see the lighthouse.' });
    expect(noPhoto.statusCode).toBe(422);
    expect(Object.keys(noPhoto.json().errors)).toEqual(['photo']);
    const [p] = await photosFor(a.v, 'lighthouse', 'Ships see the lighthouse.');
    const mine = (await patch(a.v, card.id, { example: 'Ships see the lighthouse.', photo: p!.id, tags: ['sea'] })).json().data;
    expect(mine).toMatchObject({ status: 'moderation', example: 'Ships see the lighthouse.', tags: ['sea'], photos: p!.photos });
    expect((await t.visitor().get(mine.photos.small)).statusCode).toBe(200);
    // Others still see the published example and tags (tags are moderated too), and the card stays in the authors collection.
    expect((await show(b.v, card.id)).json().data).toMatchObject({ status: 'published', example: 'The lighthouse guides ships at night.', tags: ['sea', 'travel'] });
    expect(await ids(b.v, 'authors')).toEqual([card.id]);
    const queue = (await ad.v.get(api('admin/cards'))).json();
    expect(queue.data[0]).toMatchObject({ isEdit: true, card: { id: card.id, example: 'Ships see the lighthouse.' } });
    // The admin corrects the translation while approving.
    const done = (await approve(ad.v, card.id, { translation: 'маяк, башня' })).json().data;
    expect(done.history.map((h: { action: string }) => h.action)).toEqual(['approve', 'approve']);
    expect((await show(b.v, card.id)).json().data).toMatchObject({ example: 'Ships see the lighthouse.', translation: 'маяк, башня', tags: ['sea'] });
    // A rejected edit is dropped: the published version stays, the author sees why.
    await patch(a.v, card.id, { translation: 'башня' });
    await reject(ad.v, card.id, 'Less precise');
    expect((await show(a.v, card.id)).json().data).toMatchObject({ status: 'published', translation: 'маяк, башня', rejectReason: 'Less precise' });
  });

  it('lets only the author edit or delete; deleting removes it everywhere but keeps others’ learning', async () => {
    const a = await learner();
    const b = await learner('Boris');
    const ad = await admin();
    const card = await create(a.v);
    expect((await patch(b.v, card.id, { translation: 'x' })).statusCode).toBe(404);
    await approve(ad.v, card.id);
    expect((await patch(b.v, card.id, { translation: 'x' })).statusCode).toBe(403);
    expect((await del(b.v, `cards/${card.id}`)).statusCode).toBe(403);
    const anonymous = t.visitor();
    await anonymous.csrf();
    expect((await patch(anonymous, card.id, { translation: 'x' })).statusCode).toBe(401);
    expect((await patch(a.v, 999999, { translation: 'x' })).statusCode).toBe(404);
    await b.v.post(api(`cards/${card.id}/decisions`), { id: crypto.randomUUID(), decision: 'learn' });
    await b.v.request({ method: 'PUT', url: api(`cards/${card.id}/bookmark`) });
    expect((await del(a.v, `cards/${card.id}`)).statusCode).toBe(204);
    expect((await show(a.v, card.id)).statusCode).toBe(404);
    expect(await ids(a.v, 'my')).toEqual([]);
    expect(await ids(b.v, 'authors')).toEqual([]);
    expect(await ids(b.v, 'bookmarks')).toEqual([]);
    expect((await del(a.v, `cards/${card.id}`)).statusCode).toBe(404);
    const learning = (await b.v.get(api('learning/cards?stage=learning'))).json().data.map((c: { id: number }) => c.id);
    expect(learning).toContain(card.id);
  });
});

describe('moderation queue', () => {
  it('lists waiting cards oldest first with the time waiting, flagging those over 20 hours; admins only', async () => {
    const a = await learner();
    const ad = await admin();
    const first = await create(a.v, { word: 'harbour', example: 'The harbour is calm.' });
    t.clock.advance(3 * 3600_000);
    const second = await create(a.v);
    t.clock.advance(18 * 3600_000);
    const queue = (await ad.v.get(api('admin/cards?status=moderation'))).json();
    expect(queue.meta.total).toBe(2);
    expect(queue.data.map((i: { card: { id: number }; overdue: boolean; waitingMs: number }) => [i.card.id, i.overdue, i.waitingMs])).toEqual([
      [first.id, true, 21 * 3600_000],
      [second.id, false, 18 * 3600_000],
    ]);
    expect((await a.v.get(api('admin/cards'))).statusCode).toBe(403);
    expect((await t.visitor().get(api('admin/cards'))).statusCode).toBe(401);
    expect((await ad.v.get(api('admin/cards?status=nope'))).statusCode).toBe(422);
    await approve(ad.v, first.id);
    expect((await ad.v.get(api('admin/cards?status=published'))).json().data.map((i: { card: { id: number } }) => i.card.id)).toEqual([first.id]);
    expect((await ad.v.get(api(`admin/cards/${first.id}`))).json().data.inQueue).toBe(false);
    expect((await ad.v.get(api('admin/cards/999999'))).statusCode).toBe(404);
  });
});

describe('comments', () => {
  async function published(a: { v: Visitor }, ad: { v: Visitor }, over: Record<string, unknown> = {}) {
    const card = await create(a.v, over);
    await approve(ad.v, card.id);
    return card.id;
  }

  it('lists, adds and deletes; the card’s author may delete any; text is kept as text', async () => {
    const a = await learner();
    const b = await learner('Boris');
    const c = await learner('Vera');
    const ad = await admin();
    const id = await published(a, ad);
    const add = await b.v.post(api(`cards/${id}/comments`), { body: '<b>nice</b> card' });
    expect(add.statusCode).toBe(201);
    const comment = add.json().data;
    expect(comment).toMatchObject({ body: '<b>nice</b> card', author: { id: b.id, name: 'Boris' }, canDelete: true });
    const anonymous = (await t.visitor().get(api(`cards/${id}/comments`))).json();
    expect(anonymous.data).toMatchObject([{ id: comment.id, canDelete: false }]);
    expect(anonymous.meta).toMatchObject({ canComment: false, allowComments: true });
    expect((await c.v.request({ method: 'DELETE', url: api(`comments/${comment.id}`) })).statusCode).toBe(403);
    expect((await a.v.request({ method: 'DELETE', url: api(`comments/${comment.id}`) })).statusCode).toBe(204);
    expect((await a.v.request({ method: 'DELETE', url: api(`comments/${comment.id}`) })).statusCode).toBe(404);
    const own = (await c.v.post(api(`cards/${id}/comments`), { body: 'mine' })).json().data;
    expect((await c.v.request({ method: 'DELETE', url: api(`comments/${own.id}`) })).statusCode).toBe(204);
  });

  it('pages oldest first', async () => {
    const a = await learner();
    const ad = await admin();
    const id = await published(a, ad);
    for (const body of ['one', 'two', 'three']) await a.v.post(api(`cards/${id}/comments`), { body });
    const first = (await t.visitor().get(api(`cards/${id}/comments?limit=2`))).json();
    expect(first.data.map((c: { body: string }) => c.body)).toEqual(['one', 'two']);
    const next = (await t.visitor().get(api(`cards/${id}/comments?limit=2&cursor=${first.meta.nextCursor}`))).json();
    expect(next.data.map((c: { body: string }) => c.body)).toEqual(['three']);
    expect(next.meta.nextCursor).toBeNull();
  });

  it('refuses guests, anonymous visitors, closed comments, empty text and floods', async () => {
    const a = await learner();
    const ad = await admin();
    const id = await published(a, ad);
    const g = t.visitor();
    await g.post(api('auth/guest'));
    expect((await g.post(api(`cards/${id}/comments`), { body: 'hi' })).statusCode).toBe(403);
    expect((await t.visitor().post(api(`cards/${id}/comments`), { body: 'hi' })).statusCode).toBe(401);
    expect((await a.v.post(api(`cards/${id}/comments`), { body: '   ' })).statusCode).toBe(422);
    expect((await a.v.post(api('cards/999999/comments'), { body: 'hi' })).statusCode).toBe(404);
    await patch(a.v, id, { allowComments: false });
    const closed = await a.v.post(api(`cards/${id}/comments`), { body: 'hi' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('comments-closed');
    await patch(a.v, id, { allowComments: true });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await a.v.post(api(`cards/${id}/comments`), { body: `c${i}` })).statusCode);
    expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(10);
    expect(codes).toContain(429);
  });
});
