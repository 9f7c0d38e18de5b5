import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminIn, learnerIn } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';
import type { PhotoGenerator } from '../photos/generator';

/** Issue 29: what an author, a guest or a crafted request could get past moderation and the card form. */
let t: Awaited<ReturnType<typeof startTestApp>>;
const start = async (deps: { photoGenerator?: PhotoGenerator } = {}, renderConcurrency = 2) => {
  t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')), photoRenders: { concurrency: renderConcurrency, perMinute: 1000 } }, undefined, deps);
};
afterEach(() => t.close());

const api = (path: string) => `/api/v1/${path}`;
const learner = (name = 'Anna') => learnerIn(t, name);
const admin = () => adminIn(t);
const patch = (v: Visitor, id: number, payload: object) => v.request({ method: 'PATCH', url: api(`cards/${id}`), payload });
async function variant(v: Visitor, word: string, example: string, n = 0) {
  const res = await v.post(api('cards/photos'), { word, example });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ id: string }>)[n]!.id;
}
const EXAMPLE = 'The lighthouse guides ships at night.';
async function publishedCard(author: Visitor, ad: Visitor) {
  const created = await author.post(api('cards'), { word: 'lighthouse', translation: 'маяк', example: EXAMPLE, photo: await variant(author, 'lighthouse', EXAMPLE), tags: ['sea'] });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const review = (await ad.get(api(`admin/cards/${id}`))).json().data;
  expect((await ad.post(api(`admin/cards/${id}/approve`), { version: review.version })).statusCode).toBe(200);
  return id;
}

/** Every place a learner reads a card they learn: show-card, the learning list, the training session, game rounds. */
async function whatLearnerReads(v: Visitor, cardId: number) {
  const list = (await v.get(api('learning/cards?stage=learning'))).json().data as Array<{ id: number; word: string; translation: string; example: string; tags: string[] }>;
  const session = (await v.get(api('training/session'))).json().data as Array<{ card: { id: number; word: string; translation: string; example: string } }>;
  const round = (await v.post(api('game/rounds'))).json().data as { words: Array<{ word: string }>; translations: Array<{ translation: string }> };
  const inList = list.find((c) => c.id === cardId);
  const inSession = session.find((i) => i.card.id === cardId)?.card;
  return {
    list: inList && { word: inList.word, translation: inList.translation, example: inList.example, tags: inList.tags },
    session: inSession && { word: inSession.word, translation: inSession.translation, example: inSession.example },
    game: { words: round.words.map((w) => w.word), translations: round.translations.map((w) => w.translation) },
  };
}

describe('moderation cannot be bypassed (issue 29, 1)', () => {
  it('learners keep reading the approved version while the author hides, rewrites and re-publishes the card', async () => {
    await start();
    const a = await learner('Anna');
    const b = await learner('Boris');
    const ad = await admin();
    const id = await publishedCard(a.v, ad.v);
    expect((await b.v.post(api(`cards/${id}/decisions`), { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
    // A base card to pair it with: a game round needs two.
    const now = t.clock.now();
    await t.app.db
      .insertInto('cards')
      .values({ author_id: null, collection: 'system', word: 'apple', translation: 'яблоко', example: null, example_translation: null, tags: '[]', level: 'a1', is_private: 0, allow_comments: 1, status: 'published', photo_key: null, created_at: now, updated_at: now })
      .execute();
    const approved = { word: 'lighthouse', translation: 'маяк', example: EXAMPLE };
    expect((await whatLearnerReads(b.v, id)).list).toEqual({ ...approved, tags: ['sea'] });

    // Private, then rewritten: the author sees the new text, Boris the approved one everywhere.
    expect((await patch(a.v, id, { isPrivate: true })).statusCode).toBe(200);
    const rude = 'You are all idiots.';
    const rewritten = await patch(a.v, id, { word: 'idiot', translation: 'идиот', example: rude, photo: await variant(a.v, 'idiot', rude), tags: ['insult'] });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(rewritten.json().data).toMatchObject({ word: 'idiot', translation: 'идиот', example: rude, tags: ['insult'], status: 'private' });
    let seen = await whatLearnerReads(b.v, id);
    expect(seen.list).toEqual({ ...approved, tags: ['sea'] });
    expect(seen.session).toEqual(approved);
    expect(seen.game.words).toContain('lighthouse');
    expect(seen.game.words).not.toContain('idiot');
    expect(seen.game.translations).not.toContain('идиот');
    expect((await b.v.get(api(`cards/${id}`))).statusCode).toBe(404);

    // Public again: the approved version is back for everyone; the rewrite waits in the queue as an edit.
    expect((await patch(a.v, id, { isPrivate: false })).json().data).toMatchObject({ status: 'moderation', word: 'idiot' });
    expect((await b.v.get(api(`cards/${id}`))).json().data).toMatchObject({ ...approved, tags: ['sea'] });
    seen = await whatLearnerReads(b.v, id);
    expect(seen.list).toEqual({ ...approved, tags: ['sea'] });
    expect(seen.session).toEqual(approved);
    const queue = (await ad.v.get(api('admin/cards'))).json().data as Array<{ isEdit: boolean; card: { id: number; word: string } }>;
    expect(queue).toEqual([expect.objectContaining({ isEdit: true, card: expect.objectContaining({ id, word: 'idiot' }) })]);

    // Rejected: nothing of the rewrite ever reached Boris.
    const version = (await ad.v.get(api(`admin/cards/${id}`))).json().data.version as number;
    expect((await ad.v.post(api(`admin/cards/${id}/reject`), { reason: 'Offensive', version })).statusCode).toBe(200);
    expect((await whatLearnerReads(b.v, id)).list).toEqual({ ...approved, tags: ['sea'] });
    expect((await a.v.get(api(`cards/${id}`))).json().data).toMatchObject({ ...approved, status: 'published', rejectReason: 'Offensive' });
    // Some forty requests: PostgreSQL on a busy machine needs more than the default 20 s.
  }, 60_000);
});

describe('a decision applies to the version the admin saw (issue 29, 2)', () => {
  it('answers 409 when the author edited the card meanwhile, and an edited card goes to the back of the queue', async () => {
    await start();
    const a = await learner('Anna');
    const ad = await admin();
    const example = 'A cat sleeps on the sofa.';
    const first = (await a.v.post(api('cards'), { word: 'cat', translation: 'кошка', example, photo: await variant(a.v, 'cat', example) })).json().data.id as number;
    t.clock.advance(60_000);
    const dogExample = 'The dog barks.';
    const second = (await a.v.post(api('cards'), { word: 'dog', translation: 'собака', example: dogExample, photo: await variant(a.v, 'dog', dogExample) })).json().data.id as number;
    const queued = async () => ((await ad.v.get(api('admin/cards'))).json().data as Array<{ card: { id: number } }>).map((i) => i.card.id);
    expect(await queued()).toEqual([first, second]);

    const opened = (await ad.v.get(api(`admin/cards/${first}`))).json().data as { version: number; card: { translation: string } };
    t.clock.advance(60_000);
    expect((await patch(a.v, first, { translation: 'кот' })).statusCode).toBe(200);
    // Edited after the admin opened it: the card is now behind the one that waited less.
    expect(await queued()).toEqual([second, first]);

    for (const locale of ['en', 'ru'] as const) {
      const stale = await ad.v.post(api(`admin/cards/${first}/approve`), { version: opened.version }, { 'accept-language': locale });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        code: 'card-changed',
        message: locale === 'en' ? 'The author changed this card after you opened it. Review the new version.' : 'Автор изменил карточку после того, как вы её открыли. Проверьте новую версию.',
      });
    }
    expect((await ad.v.post(api(`admin/cards/${first}/reject`), { reason: 'No', version: opened.version })).statusCode).toBe(409);
    expect((await a.v.get(api(`cards/${first}`))).json().data).toMatchObject({ status: 'moderation', translation: 'кот' });

    const fresh = (await ad.v.get(api(`admin/cards/${first}`))).json().data as { version: number; card: { translation: string } };
    expect(fresh.version).not.toBe(opened.version);
    expect(fresh.card.translation).toBe('кот');
    expect((await ad.v.post(api(`admin/cards/${first}/approve`), { version: fresh.version })).statusCode).toBe(200);
    expect((await ad.v.post(api(`admin/cards/${first}/approve`), {})).statusCode).toBe(422);
  });
});

describe('card text and photos (issue 29, 3 and 4)', () => {
  it('refuses text a photo cannot draw in every card form, and no photo URL answers 5xx', async () => {
    await start();
    const a = await learner('Anna');
    const photo = await variant(a.v, 'bell', 'The bell rings.');
    for (const locale of ['en', 'ru'] as const) {
      const res = await a.v.post(api('cards'), { word: 'bell', translation: 'колокол', example: 'The bell\u0007 rings.', photo }, { 'accept-language': locale });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.example).toEqual([locale === 'en' ? 'Remove control characters from the word and the example' : 'Уберите управляющие символы из слова и примера']);
    }
    expect((await a.v.post(api('cards/photos'), { word: 'bell\u0000', example: 'The bell rings.' })).json().errors.word).toEqual(['Remove control characters from the word and the example']);
    expect(await t.app.db.selectFrom('cards').select('id').where('collection', '=', 'user').execute()).toEqual([]);

    // A card stored before the rule (written straight into the table) still gets photos that draw.
    const now = t.clock.now();
    const { id } = await t.app.db
      .insertInto('cards')
      .values({ author_id: a.id, collection: 'user', word: 'bell\u0001', translation: 'колокол', example: 'The \u0007bell\uFFFF rings.', example_translation: null, tags: '[]', level: 'a1', is_private: 0, allow_comments: 1, status: 'published', photo_key: '0', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const card = (await a.v.get(api(`cards/${id}`))).json().data as { photos: { large: string; small: string } };
    for (const url of [card.photos.large, card.photos.small]) {
      const img = await t.visitor().get(url);
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
    }
  });

  it('answers a full render queue with 429 and Retry-After ("busy, try again"), not a 422 about the example', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tiny = Buffer.from('RIFF');
    await start({ photoGenerator: { version: 'gated', render: async () => (await gate, tiny) } }, 1);
    const a = await learner('Anna');
    // One render at a time and 16 waiting: six editors asking for four photos each overflow the queue.
    const asks = Array.from({ length: 6 }, (_, i) => a.v.post(api('cards/photos'), { word: `word${i}`, example: `Example number ${i}.` }, { 'accept-language': 'ru' }));
    const first = await Promise.race(asks);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('2');
    expect(first.json().message).toBe('Сейчас рисуются фото для многих карточек. Попробуйте через 2 с.');
    release();
    const all = await Promise.all(asks);
    expect(all.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    expect(all.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
  });
});

describe('request checks in the right order (issue 29, 6)', () => {
  it('tells a guest to log in whatever the body of a comment or a card edit', async () => {
    await start();
    const a = await learner('Anna');
    const ad = await admin();
    const id = await publishedCard(a.v, ad.v);
    const g = t.visitor();
    await g.post(api('auth/guest'));
    for (const res of [
      await g.post(api(`cards/${id}/comments`), {}),
      await g.post(api(`cards/${id}/comments`), { body: '' }),
      await patch(g, id, { word: 42, unknown: true }),
      await patch(g, id, {}),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('guest');
    }
  });

  it('refuses unknown fields in push-token and card ids past 2^31 in training answers (422)', async () => {
    await start();
    const a = await learner('Anna');
    const token = await a.v.post(api('user/push-token'), { token: 'fcm-1', provider: 'firebase', extra: 1 });
    expect(token.statusCode).toBe(422);
    expect(token.json().errors).toHaveProperty('extra');
    expect(await t.app.db.selectFrom('push_tokens').select('id').execute()).toEqual([]);
    const answers = await a.v.post(api('training/answers'), { answers: [{ id: randomUUID(), cardId: 2 ** 31, answer: 'know' }] });
    expect(answers.statusCode).toBe(422);
    expect((await a.v.post(api('training/answers'), { answers: [{ id: randomUUID(), cardId: 2 ** 31 - 1, answer: 'know' }] })).statusCode).toBe(200);
  });
});

describe('deleting an account (issue 29, 9)', () => {
  it('keeps the author’s approved cards, without an author, and other learners’ progress on them', async () => {
    await start();
    const a = await learner('Anna');
    const b = await learner('Boris');
    const ad = await admin();
    const id = await publishedCard(a.v, ad.v);
    const example = 'Never published.';
    const draft = (await a.v.post(api('cards'), { word: 'draft', translation: 'черновик', example, photo: await variant(a.v, 'draft', example), isPrivate: true })).json().data.id as number;
    expect((await b.v.post(api(`cards/${id}/decisions`), { id: randomUUID(), decision: 'learn' })).statusCode).toBe(201);
    const answered = await b.v.post(api('training/answers'), { answers: [{ id: randomUUID(), cardId: id, answer: 'know' }] });
    expect(answered.json().data[0]).toMatchObject({ cardId: id, replay: false });
    // An edit waiting for moderation goes with its author.
    await patch(a.v, id, { translation: 'маяк!' });

    const gone = await a.v.request({ method: 'DELETE', url: api('user'), payload: { password: 'correct horse battery' } });
    expect(gone.statusCode, gone.body).toBe(204);
    const list = (await b.v.get(api('learning/cards?stage=repeating'))).json().data as Array<{ id: number; author: unknown; translation: string }>;
    const learning = (await b.v.get(api('learning/cards?stage=learning'))).json().data as Array<{ id: number; author: unknown; translation: string }>;
    expect([...list, ...learning].find((c) => c.id === id)).toMatchObject({ author: null, translation: 'маяк' });
    expect(await t.app.db.selectFrom('reviews').select('card_id').where('user_id', '=', b.id).execute()).toEqual([{ card_id: id }]);
    expect((await b.v.get(api(`cards/${id}`))).json().data).toMatchObject({ author: null, collection: 'user', translation: 'маяк' });
    expect(((await ad.v.get(api('admin/cards'))).json().data as unknown[]).length).toBe(0);
    expect(await t.app.db.selectFrom('cards').select('id').where('id', '=', draft).execute()).toEqual([]);
  }, 60_000);
});

describe('reports from learners (issue 29)', () => {
  it('takes one report per learner per item, hides it after three, and tells each reporter the admin’s decision', async () => {
    await start();
    const a = await learner('Anna');
    const ad = await admin();
    const id = await publishedCard(a.v, ad.v);
    const readers = [await learner('Boris'), await learner('Vera'), await learner('Gleb')];
    const comment = (await a.v.post(api(`cards/${id}/comments`), { body: 'Buy cheap pills at spam.example' })).json().data.id as number;

    const first = await readers[0]!.v.post(api(`cards/${id}/reports`), { reason: 'wrong-translation', note: 'маяк is fine, but the example is odd' });
    expect(first.statusCode, first.body).toBe(201);
    for (const locale of ['en', 'ru'] as const) {
      const twice = await readers[0]!.v.post(api(`cards/${id}/reports`), { reason: 'spam' }, { 'accept-language': locale });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ code: 'already-reported', message: locale === 'en' ? 'You have already reported this. An admin will look at it.' : 'Вы уже пожаловались на это. Администратор рассмотрит жалобу.' });
    }
    const own = await a.v.post(api(`cards/${id}/reports`), { reason: 'spam' });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.reason).toEqual(['You cannot report your own card or comment.']);
    expect((await readers[0]!.v.post(api(`cards/${id}/reports`), { reason: 'nonsense' })).statusCode).toBe(422);
    const g = t.visitor();
    await g.post(api('auth/guest'));
    const guest = await g.post(api(`cards/${id}/reports`), {});
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('guest');

    // Two reports are not enough to hide; the third independent one hides the card from everyone but its author.
    expect((await readers[1]!.v.post(api(`cards/${id}/reports`), { reason: 'abuse' })).statusCode).toBe(201);
    expect((await t.visitor().get(api(`cards/${id}`))).statusCode).toBe(200);
    await Promise.all(readers.map((r) => r.v.post(api(`comments/${comment}/reports`), { reason: 'spam' })));
    expect((await readers[2]!.v.post(api(`cards/${id}/reports`), { reason: 'abuse' })).statusCode).toBe(201);
    expect((await t.visitor().get(api(`cards/${id}`))).statusCode).toBe(404);
    expect((await a.v.get(api(`cards/${id}`))).statusCode).toBe(200);
    const comments = async (v: Visitor) => ((await v.get(api(`cards/${id}/comments`))).json().data as Array<{ id: number }>).map((c) => c.id);
    expect(await comments(a.v)).toEqual([comment]);

    // The admin's queue shows each item with its reports and the version reported.
    const queue = (await ad.v.get(api('admin/reports'))).json().data as Array<{ target: string; targetId: number; hidden: boolean; reported: Record<string, unknown>; reports: Array<{ reason: string }> }>;
    expect(queue).toEqual([
      expect.objectContaining({ target: 'card', targetId: id, hidden: true, reported: expect.objectContaining({ word: 'lighthouse', translation: 'маяк' }) }),
      expect.objectContaining({ target: 'comment', targetId: comment, hidden: true, reported: { body: 'Buy cheap pills at spam.example' } }),
    ]);
    expect(queue[0]!.reports.map((r) => r.reason)).toEqual(['wrong-translation', 'abuse', 'abuse']);
    expect((await readers[0]!.v.get(api('admin/reports'))).statusCode).toBe(403);

    // Keep the card (shown again), remove the comment; reporters see the outcome.
    expect((await ad.v.post(api(`admin/reports/card/${id}/decision`), { action: 'keep' })).statusCode).toBe(204);
    expect((await ad.v.post(api(`admin/reports/comment/${comment}/decision`), { action: 'remove' })).statusCode).toBe(204);
    expect((await ad.v.post(api(`admin/reports/comment/${comment}/decision`), { action: 'remove' })).statusCode).toBe(404);
    expect((await t.visitor().get(api(`cards/${id}`))).statusCode).toBe(200);
    expect(await comments(a.v)).toEqual([]);
    const outcome = (await readers[0]!.v.get(api('user/reports'))).json().data as Array<{ target: string; status: string }>;
    expect(outcome.map((r) => [r.target, r.status])).toEqual([
      ['comment', 'upheld'],
      ['card', 'dismissed'],
    ]);
    expect((await ad.v.get(api('admin/reports'))).json().data).toEqual([]);
  }, 90_000);
});
