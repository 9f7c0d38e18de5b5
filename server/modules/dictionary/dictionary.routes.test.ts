import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';
import { loadSampleVocabulary } from '../../test/vocabulary';
import { loadBaseVocabulary, readBaseVocabulary } from '../vocabulary/loader';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')) });
  await loadSampleVocabulary(t.app.db, 1, 20);
  // and the words the journeys below change
  const file = readBaseVocabulary();
  await loadBaseVocabulary(t.app.db, { now: 1, vocabulary: { ...file, entries: file.entries.filter((e) => NAMED.includes(e.id)) } });
});
const NAMED = ['apple~n', 'banana~n', 'orange~n', 'dog~n'];
afterEach(() => t.close());

const api = (path: string) => `/api/v1/${path}`;
async function learner(name = 'Anna') {
  const v = t.visitor();
  const { user } = await register(v, { name });
  return { v, id: user.id };
}
async function admin() {
  const a = await learner('Olga');
  await t.app.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', a.id).execute();
  return a;
}
const patch = (v: Visitor, id: number, payload: unknown) => v.request({ method: 'PATCH', url: api(`admin/words/${id}`), payload: payload as object });
const importCsv = (v: Visitor, csv: string, dryRun: boolean, headers: Record<string, string> = {}) =>
  v.post(api(`admin/words/import${dryRun ? '?dryRun=1' : ''}`), csv, { 'content-type': 'text/csv; charset=utf-8', ...headers });
const wordId = async (headword: string, pos: string) =>
  (await t.app.db.selectFrom('words').select('id').where('headword', '=', headword).where('pos', '=', pos).executeTakeFirstOrThrow()).id;
const counts = async () => ({
  words: Number((await t.app.db.selectFrom('words').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  changes: Number((await t.app.db.selectFrom('word_changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
});
type FeedCard = { word: string; translation: string; example: string | null; photos: { small: string } };
/** The whole base collection of a level as a learner pages through it. */
async function baseFeed(v: Visitor, level: string): Promise<FeedCard[]> {
  const cards: FeedCard[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: FeedCard[]; meta: { nextCursor: string | null } } = (await v.get(api(`feeds/base?level=${level}&limit=50${cursor ? `&cursor=${cursor}` : ''}`))).json();
    cards.push(...(page.data as FeedCard[]));
    cursor = page.meta.nextCursor;
  } while (cursor);
  return cards;
}

describe('GET admin/words', () => {
  it('lists, searches in English and Russian, filters, sorts and pages', async () => {
    const { v } = await admin();
    const all = await v.get(api('admin/words?perPage=10'));
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.meta).toMatchObject({ total: (await counts()).words, page: 1, perPage: 10 });
    expect(body.data).toHaveLength(10);
    const first = body.data[0];
    expect(first).toMatchObject({ id: expect.any(Number), headword: expect.any(String), pos: expect.any(String), level: expect.any(String), retired: false, source: 'base' });
    expect(first.translations.length).toBeGreaterThan(0);
    expect(first.example).toEqual({ en: expect.anything(), ru: expect.anything() });
    // sorted by headword
    const names = (body.data as Array<{ headword: string }>).map((w) => w.headword);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const page2 = (await v.get(api('admin/words?perPage=10&page=2'))).json();
    expect(page2.data[0].id).not.toBe(first.id);

    const apple = (await v.get(api('admin/words?search=APPLE'))).json();
    expect(apple.data[0]).toMatchObject({ headword: 'apple', translations: expect.arrayContaining(['яблоко']) });
    const ru = (await v.get(api(`admin/words?search=${encodeURIComponent('яблоко')}`))).json();
    expect(ru.data.map((w: { headword: string }) => w.headword)).toContain('apple');

    const b1Nouns = (await v.get(api('admin/words?level=b1&pos=noun&perPage=200'))).json();
    expect(b1Nouns.meta.total).toBeGreaterThan(0);
    for (const w of b1Nouns.data) expect(w).toMatchObject({ level: 'b1', pos: 'noun' });
    const noEmoji = (await v.get(api('admin/words?noEmoji=1&perPage=200'))).json();
    for (const w of noEmoji.data) expect(w.emoji).toBeNull();
    const noExample = (await v.get(api('admin/words?noExample=true&perPage=200'))).json();
    for (const w of noExample.data) expect(w.example).toEqual({ en: null, ru: null });
    const frequent = (await v.get(api('admin/words?sort=frequency&perPage=5'))).json().data as Array<{ zipf: number }>;
    expect(frequent.map((w) => w.zipf)).toEqual([...frequent.map((w) => w.zipf)].sort((a, b) => b - a));

    const bad = await v.request({ method: 'GET', url: api('admin/words?level=z9'), headers: { 'accept-language': 'ru' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.level).toBeDefined();
  });

  it('is for admins only, and every write needs the CSRF token', async () => {
    const anon = t.visitor();
    expect((await anon.get(api('admin/words'))).statusCode).toBe(401);
    const { v } = await learner();
    const id = await wordId('apple', 'noun');
    expect((await v.get(api('admin/words'))).statusCode).toBe(403);
    expect((await patch(v, id, { level: 'c2' })).statusCode).toBe(403);
    expect((await importCsv(v, 'id,level\n1,c2\n', true)).statusCode).toBe(403);
    expect((await v.get(api('admin/words/export'))).statusCode).toBe(403);
    const a = await admin();
    const noToken = await a.v.request({ method: 'PATCH', url: api(`admin/words/${id}`), payload: { level: 'c2' }, xsrf: false });
    expect(noToken.statusCode).toBe(419);
    expect((await t.app.db.selectFrom('words').select('level').where('id', '=', id).executeTakeFirstOrThrow()).level).toBe('a1');
  });
});

describe('PATCH / POST admin/words', () => {
  it('edits an entry: the learner’s card follows, the photo is redrawn, the change is in the history', async () => {
    const { v } = await admin();
    const id = await wordId('apple', 'noun');
    const before = (await v.get(api(`admin/words/${id}`))).json().data;
    const res = await patch(v, id, { translations: ['яблоко', 'яблоня'], example: { en: 'She  ate a green apple.', ru: 'Она съела зелёное яблоко.' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ translations: ['яблоко', 'яблоня'], example: { en: 'She ate a green apple.', ru: 'Она съела зелёное яблоко.' }, edited: expect.arrayContaining(['translations', 'example']) });
    expect(after.photos.small).not.toBe(before.photos.small);
    // the new photo was rendered with the change: the learner's first request finds it stored
    const photo = await t.visitor().get(after.photos.small);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const learnerV = (await learner('Boris')).v;
    const card = (await baseFeed(learnerV, 'a1')).find((c) => c.word === 'apple');
    expect(card).toMatchObject({ translation: 'яблоко', example: 'She ate a green apple.' });

    const history = (await v.get(api(`admin/words/${id}/history`))).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'edit', by: { name: 'Olga' }, changed: ['translations', 'example'] });
    expect(history[0].before.translations).toEqual(before.translations);
    expect(history[0].after.translations).toEqual(['яблоко', 'яблоня']);
  });

  it('refuses bad fields in the admin’s language and writes nothing', async () => {
    const { v } = await admin();
    const id = await wordId('apple', 'noun');
    const ru = { 'accept-language': 'ru' };
    const res = await v.request({ method: 'PATCH', url: api(`admin/words/${id}`), headers: ru, payload: { translations: [], example: { en: null, ru: 'Только перевод' }, emoji: 'abc', headword: '<b>apple</b>' } });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.translations).toBeDefined();
    expect(errors['example.en']).toEqual(['Сначала напишите пример по-английски, потом его перевод']);
    expect(errors.emoji).toEqual(['Один эмодзи или ничего']);
    expect(errors.headword).toEqual(['Разметка и скрипты не допускаются']);
    const taken = await v.request({ method: 'PATCH', url: api(`admin/words/${id}`), headers: ru, payload: { headword: 'banana' } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.headword).toEqual(['В словаре уже есть «banana» (noun)']);
    expect((await counts()).changes).toBe(0);
    expect((await t.app.db.selectFrom('words').select('headword').where('id', '=', id).executeTakeFirstOrThrow()).headword).toBe('apple');
  });

  it('adds an entry that learners meet in the feed at its level', async () => {
    const { v } = await admin();
    const res = await v.post(api('admin/words'), { headword: 'lighthouse', pos: 'noun', level: 'a1', translations: ['маяк'], example: { en: 'The lighthouse guides ships.', ru: 'Маяк ведёт корабли.' }, emoji: '🗼', topics: ['travel'], concrete: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ headword: 'lighthouse', source: 'admin', reviewed: true, retired: false, emoji: '🗼', learners: 0 });
    const cards = await baseFeed((await learner('Boris')).v, 'a1');
    expect(cards.find((c) => c.word === 'lighthouse')).toMatchObject({ translation: 'маяк' });
    const again = await v.post(api('admin/words'), { headword: 'lighthouse', pos: 'noun', level: 'a2', translations: ['маяк'] });
    expect(again.statusCode).toBe(422);
    expect((await v.get(api(`admin/words/${res.json().data.id}/history`))).json().data).toMatchObject([{ action: 'create', before: null }]);
  });

  it('retires an entry: out of the feed, while a learner who has it keeps it; restoring brings it back', async () => {
    const { v } = await admin();
    const id = await wordId('apple', 'noun');
    const anna = await learner('Anna');
    const cardId = (await t.app.db.selectFrom('cards').select('id').where('word_id', '=', id).executeTakeFirstOrThrow()).id;
    const decided = await anna.v.post(api(`cards/${cardId}/decisions`), { id: '7b0e2c1e-8a6f-4a53-9d59-3f4d5b1e2a10', decision: 'learn' });
    expect(decided.statusCode, decided.body).toBeLessThan(300);

    const res = await patch(v, id, { retired: true });
    expect(res.json().data).toMatchObject({ retired: true, learners: 1 });
    expect((await baseFeed((await learner('Boris')).v, 'a1')).map((c) => c.word)).not.toContain('apple');
    expect((await v.get(api('admin/words?retired=1'))).json().data.map((w: { id: number }) => w.id)).toEqual([id]);
    // Anna keeps it in her learning
    const mine = await t.app.db.selectFrom('user_cards').select('card_id').where('user_id', '=', anna.id).execute();
    expect(mine.map((r) => r.card_id)).toContain(cardId);
    const training = (await anna.v.get(api('learning/cards?stage=learning'))).json().data as Array<{ card?: { id: number }; id?: number }>;
    expect(JSON.stringify(training)).toContain('"apple"');

    expect((await patch(v, id, { retired: false })).json().data.retired).toBe(false);
    expect((await baseFeed((await learner('Vera')).v, 'a1')).map((c) => c.word)).toContain('apple');
  });

  it('keeps the history newest first and reverts to any version of it', async () => {
    const { v } = await admin();
    const id = await wordId('apple', 'noun');
    const original = (await v.get(api(`admin/words/${id}`))).json().data;
    await patch(v, id, { level: 'a2' });
    await patch(v, id, { translations: ['яблочко'] });
    const history = (await v.get(api(`admin/words/${id}/history`))).json().data;
    expect(history.map((h: { changed: string[] }) => h.changed)).toEqual([['translations'], ['level']]);
    // back to the shipped version: before the oldest change
    const oldest = history[1];
    const reverted = await v.post(api(`admin/words/${id}/history/${oldest.id}/revert`), { to: 'before' });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().data).toMatchObject({ level: original.level, translations: original.translations, edited: [] });
    // and forward again to the version after the first change
    const forward = (await v.post(api(`admin/words/${id}/history/${oldest.id}/revert`), {})).json().data;
    expect(forward).toMatchObject({ level: 'a2', translations: original.translations });
    const latest = (await v.get(api(`admin/words/${id}/history`))).json().data;
    expect(latest.map((h: { action: string }) => h.action)).toEqual(['revert', 'revert', 'edit', 'edit']);
    expect((await v.post(api(`admin/words/${id}/history/999999/revert`), {})).statusCode).toBe(404);
  });
});

describe('import and export', () => {
  it('previews a file row by row, applies nothing while a row is in error, then applies all; a second import changes nothing', async () => {
    const { v } = await admin();
    const apple = await wordId('apple', 'noun');
    const csv = [
      'id,headword,pos,level,translations,example_en,example_ru,emoji,topics,concrete,reviewed,retired',
      `${apple},apple,noun,a1,яблоко; яблоня,"An apple a day, they say.",Яблоко в день.,🍎,food,1,1,0`,
      ',lighthouse,noun,a2,маяк,The lighthouse is tall.,Маяк высокий.,,travel,1,1,0',
      ',dinghy,noun,b9,шлюпка,,,,,0,1,0',
    ].join('\n');
    const before = await counts();
    const preview = await importCsv(v, csv, true, { 'accept-language': 'en' });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().data.rows;
    expect(rows[0]).toMatchObject({ line: 2, status: 'changed', id: apple, changes: expect.arrayContaining(['translations', 'example']) });
    expect(rows[1]).toMatchObject({ line: 3, status: 'new', headword: 'lighthouse' });
    expect(rows[2]).toMatchObject({ line: 4, status: 'error', errors: [{ field: 'level', message: expect.any(String) }] });
    expect(preview.json().data.summary).toEqual({ total: 3, new: 1, changed: 1, unchanged: 0, error: 1 });
    expect(await counts()).toEqual(before);

    const refused = await importCsv(v, csv, false, { 'accept-language': 'ru' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('В 1 строке ошибки: ничего не импортировано');
    expect(refused.json().data.rows).toMatchObject([{ line: 4, status: 'error' }]);
    expect(await counts()).toEqual(before);

    const fixed = csv.replace('dinghy,noun,b9', 'dinghy,noun,b2');
    const applied = await importCsv(v, fixed, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.summary).toMatchObject({ new: 2, changed: 1, error: 0 });
    expect(await counts()).toEqual({ words: before.words + 2, changes: 3 });
    const word = (await v.get(api(`admin/words/${apple}`))).json().data;
    expect(word).toMatchObject({ translations: ['яблоко', 'яблоня'], example: { en: 'An apple a day, they say.', ru: 'Яблоко в день.' } });
    expect((await v.get(api(`admin/words/${apple}/history`))).json().data[0]).toMatchObject({ action: 'import' });

    const again = (await importCsv(v, fixed, true)).json().data;
    expect(again.summary).toMatchObject({ new: 0, changed: 0, unchanged: 3, error: 0 });
    expect((await importCsv(v, fixed, false)).json().data.summary.unchanged).toBe(3);
    expect((await counts()).changes).toBe(3);
  });

  it('exports every entry in the import’s columns; importing the export changes nothing (multipart too)', async () => {
    const { v } = await admin();
    await v.post(api('admin/words'), { headword: 'say "cheese"', pos: 'verb', level: 'a2', translations: ['улыбнуться', 'сказать «сыр»'], example: { en: 'Say "cheese", everyone!', ru: null } });
    const res = await v.get(api('admin/words/export'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,headword,pos,level,translations,example_en,example_ru,emoji,topics,concrete,reviewed,retired');
    expect(lines).toHaveLength((await counts()).words + 1);
    expect(res.body).toContain('"say ""cheese"""');

    const boundary = '----slovo-test';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="words.csv"\r\nContent-Type: text/csv\r\n\r\n${res.body}\r\n--${boundary}--\r\n`;
    const back = await v.post(api('admin/words/import?dryRun=1'), multipart, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(back.statusCode, back.body).toBe(200);
    const summary = back.json().data.summary;
    expect(summary).toEqual({ total: lines.length - 1, new: 0, changed: 0, unchanged: lines.length - 1, error: 0 });
  });

  it('refuses a file it cannot read with a clear reason', async () => {
    const { v } = await admin();
    const ru = { 'accept-language': 'ru' };
    const unknown = await importCsv(v, 'headword,pos,colour\napple,noun,red\n', true, ru);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.file[0]).toContain('Неизвестный столбец «colour»');
    expect((await importCsv(v, 'headword,pos,level,translations\n', true)).json().errors.file).toEqual(['The file has no rows under its header']);
    const tsv = await importCsv(v, 'headword\tpos\tlevel\ttranslations\nkayak\tnoun\tb1\tкаяк\n', true);
    expect(tsv.json().data.rows).toMatchObject([{ status: 'new', headword: 'kayak' }]);
    const twice = await importCsv(v, 'headword,pos,level,translations\nkayak,noun,b1,каяк\nkayak,noun,b2,байдарка\n', true);
    expect(twice.json().data.rows.map((r: { status: string }) => r.status)).toEqual(['new', 'error']);
  });

  it('handles a file of 10,000 rows: preview and apply, all or nothing', async () => {
    const { v } = await admin();
    const rows = Array.from({ length: 10_000 }, (_, i) => `,word${i},noun,b1,слово ${i},This is word${i}.,Это слово ${i}.,,,0,1,0`);
    const csv = ['id,headword,pos,level,translations,example_en,example_ru,emoji,topics,concrete,reviewed,retired', ...rows].join('\n');
    const before = await counts();
    const preview = await importCsv(v, csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.summary).toMatchObject({ total: 10_000, new: 10_000 });
    const broken = csv.replace(',word9999,noun,b1,', ',word9999,noun,b1,<script>,');
    expect((await importCsv(v, broken, false)).statusCode).toBe(422);
    expect(await counts()).toEqual(before);
    const applied = await importCsv(v, csv, false);
    expect(applied.statusCode).toBe(200);
    expect(await counts()).toEqual({ words: before.words + 10_000, changes: 10_000 });
    expect((await importCsv(v, csv, true)).json().data.summary).toMatchObject({ unchanged: 10_000 });
  }, 120_000);
});

describe('a new release of data/vocabulary.json.gz (decision 0023)', () => {
  it('keeps what operators changed, takes the rest from the release, and survives restarts', async () => {
    const { v } = await admin();
    const file = readBaseVocabulary();
    const sample = file.entries.filter((e) => NAMED.includes(e.id));
    expect(sample).toHaveLength(4);
    await loadBaseVocabulary(t.app.db, { vocabulary: { ...file, entries: sample }, now: 5 });
    const apple = await wordId('apple', 'noun');
    const banana = await wordId('banana', 'noun');
    const dog = await wordId('dog', 'noun');
    // the operator corrects apple's translations, renames banana (a typo fix) and retires dog
    await patch(v, apple, { translations: ['яблочко'] });
    await patch(v, banana, { headword: 'bananas' });
    await patch(v, dog, { retired: true });
    const edited = async () => (await v.get(api('admin/words?perPage=200'))).json().data as Array<{ id: number; headword: string; translations: string[]; level: string; example: { en: string | null }; retired: boolean }>;

    // a restart loads the same release: nothing changes
    expect(await loadBaseVocabulary(t.app.db, { vocabulary: { ...file, entries: sample }, now: 6 })).toMatchObject({ inserted: 0, updated: 0 });

    // the next release changes apple's translations and level, banana's example, and adds a word
    const release = sample.map((e) =>
      e.id === 'apple~n'
        ? { ...e, translations: ['яблоко', 'яблоня'], level: 'a2' as const }
        : e.id === 'banana~n'
          ? { ...e, example: { en: 'A ripe banana is sweet.', ru: 'Спелый банан сладкий.', source: 'slovo' as const } }
          : e,
    );
    const kiwi = { ...sample[0]!, id: 'kiwi~n', headword: 'kiwi', translations: ['киви'], example: null, emoji: null };
    const before = await counts();
    const res = await loadBaseVocabulary(t.app.db, { vocabulary: { ...file, entries: [...release, kiwi] }, now: 7 });
    expect(res).toMatchObject({ inserted: 1, updated: 2 });
    const words = await edited();
    const byId = new Map(words.map((w) => [w.id, w]));
    // apple: the operator's translations stay, the release's level comes
    expect(byId.get(apple)).toMatchObject({ translations: ['яблочко'], level: 'a2' });
    // banana: still renamed (no second banana), with the release's new example
    expect(byId.get(banana)).toMatchObject({ headword: 'bananas', example: { en: 'A ripe banana is sweet.' } });
    expect(words.filter((w) => w.headword === 'banana')).toEqual([]);
    // dog stays retired; kiwi is new
    expect(byId.get(dog)!.retired).toBe(true);
    expect(words.map((w) => w.headword)).toContain('kiwi');
    // one word more (counted in the database: the test vocabulary is longer than a page)
    expect((await counts()).words).toBe(before.words + 1);
    // the release's changes are in the words' history, by nobody
    const history = (await v.get(api(`admin/words/${apple}/history`))).json().data;
    expect(history[0]).toMatchObject({ action: 'release', by: null, changed: ['level'] });
    expect((await counts()).changes).toBe(before.changes + 2);
    // and the learner's card shows the merged entry
    const card = (await baseFeed((await learner('Boris')).v, 'a2')).find((c) => c.word === 'apple');
    expect(card).toMatchObject({ translation: 'яблочко' });
    // restarting again with the new release changes nothing
    expect(await loadBaseVocabulary(t.app.db, { vocabulary: { ...file, entries: [...release, kiwi] }, now: 8 })).toMatchObject({ inserted: 0, updated: 0 });
  });
});
