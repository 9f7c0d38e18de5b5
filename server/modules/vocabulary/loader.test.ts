import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/env';
import { type Db, createDb, migrateToLatest } from '../../db/database';
import type { VocabularyFile } from './data-schema';
import { entryHash, loadBaseVocabulary, readBaseVocabulary } from './loader';

/** A fresh database: SQLite in memory, or a throw-away PostgreSQL schema when TEST_DATABASE_URL is set. */
async function freshDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const database = testConfig().database;
  if (database.kind === 'sqlite') {
    const db = createDb({ kind: 'sqlite', path: ':memory:' });
    await migrateToLatest(db);
    return { db, close: () => db.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDb({ kind: 'postgres', url: database.url, schema });
  await migrateToLatest(db, schema);
  return {
    db,
    close: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

let t: Awaited<ReturnType<typeof freshDb>>;
beforeEach(async () => {
  t = await freshDb();
});
afterEach(() => t.close());

const full = readBaseVocabulary();
const subset = (n: number): VocabularyFile => ({ ...full, entries: full.entries.slice(0, n) });

describe('loadBaseVocabulary', () => {
  it('turns the whole base vocabulary into words and published system cards, then is idempotent', async () => {
    const first = await loadBaseVocabulary(t.db, { now: 1_000 });
    expect(first).toEqual({ inserted: full.entries.length, updated: 0, skipped: 0 });
    const words = await t.db.selectFrom('words').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(words.n)).toBe(full.entries.length);
    const cards = await t.db
      .selectFrom('cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('collection', '=', 'system')
      .where('status', '=', 'published')
      .where('author_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(cards.n)).toBe(full.entries.length);

    const second = await loadBaseVocabulary(t.db, { now: 2_000 });
    expect(second).toEqual({ inserted: 0, updated: 0, skipped: full.entries.length });
  });

  it('stores the entry fields: translations JSON, primary, example, topics as tags, level', async () => {
    const file = subset(300);
    await loadBaseVocabulary(t.db, { vocabulary: file, now: 5 });
    const e = file.entries.find((x) => x.example?.ru && x.topics.length)!;
    const w = await t.db.selectFrom('words').selectAll().where('headword', '=', e.headword).where('pos', '=', e.pos).executeTakeFirstOrThrow();
    expect(JSON.parse(w.translations)).toEqual(e.translations);
    expect(w).toMatchObject({
      primary_translation: e.translations[0],
      level: e.level,
      example_en: e.example!.en,
      example_ru: e.example!.ru,
      source: 'base',
      content_hash: entryHash(e),
      edited_at: null,
      created_at: 5,
    });
    const c = await t.db.selectFrom('cards').selectAll().where('word_id', '=', w.id).executeTakeFirstOrThrow();
    expect(c).toMatchObject({ collection: 'system', word: e.headword, translation: e.translations[0], level: e.level, is_private: 0 });
    expect(JSON.parse(c.tags)).toEqual(e.topics.slice(0, 5));
  });

  it('updates untouched rows whose data changed but never overwrites an admin edit (the word’s card shows the edit)', async () => {
    const file = subset(50);
    await loadBaseVocabulary(t.db, { vocabulary: file, now: 10 });
    const [a, b] = [file.entries[0]!, file.entries[1]!];
    // an admin edits word a and the system card of word b
    await t.db
      .updateTable('words')
      .set({ primary_translation: 'правка', translations: '["правка"]', edited_at: 20 })
      .where('headword', '=', a.headword)
      .where('pos', '=', a.pos)
      .execute();
    const wb = await t.db.selectFrom('words').select('id').where('headword', '=', b.headword).where('pos', '=', b.pos).executeTakeFirstOrThrow();
    await t.db.updateTable('cards').set({ translation: 'правка карточки', edited_at: 20 }).where('word_id', '=', wb.id).execute();

    // a newer build changes a, b and c
    const changed: VocabularyFile = {
      ...file,
      entries: file.entries.map((e, i) => (i < 3 ? { ...e, translations: ['новое', ...e.translations] } : e)),
    };
    const res = await loadBaseVocabulary(t.db, { vocabulary: changed, now: 30 });
    // a: its edited translations stay, and its card, written by hand without them, is brought in line
    expect(res).toEqual({ inserted: 0, updated: 3, skipped: 47 });

    const wa = await t.db.selectFrom('words').selectAll().where('headword', '=', a.headword).where('pos', '=', a.pos).executeTakeFirstOrThrow();
    expect(wa.primary_translation).toBe('правка');
    expect((await t.db.selectFrom('cards').select('translation').where('word_id', '=', wa.id).executeTakeFirstOrThrow()).translation).toBe('правка');
    const wbRow = await t.db.selectFrom('words').selectAll().where('id', '=', wb.id).executeTakeFirstOrThrow();
    expect(wbRow.primary_translation).toBe('новое');
    const cb = await t.db.selectFrom('cards').selectAll().where('word_id', '=', wb.id).executeTakeFirstOrThrow();
    expect(cb.translation).toBe('правка карточки');
    const c = file.entries[2]!;
    const cc = await t.db
      .selectFrom('cards')
      .innerJoin('words', 'words.id', 'cards.word_id')
      .select(['cards.translation', 'cards.updated_at'])
      .where('words.headword', '=', c.headword)
      .where('words.pos', '=', c.pos)
      .executeTakeFirstOrThrow();
    expect(cc).toEqual({ translation: 'новое', updated_at: 30 });
  });

  it('leaves a user word with the same headword alone and recreates a deleted system card', async () => {
    const file = subset(20);
    const [a, b] = [file.entries[0]!, file.entries[1]!];
    await t.db
      .insertInto('words')
      .values({
        headword: a.headword,
        pos: a.pos,
        level: 'a1',
        zipf: 0,
        translations: '["моё"]',
        primary_translation: 'моё',
        topics: '[]',
        source: 'user',
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    expect(await loadBaseVocabulary(t.db, { vocabulary: file, now: 2 })).toEqual({ inserted: 19, updated: 0, skipped: 1 });
    const wb = await t.db.selectFrom('words').select('id').where('headword', '=', b.headword).where('pos', '=', b.pos).executeTakeFirstOrThrow();
    await t.db.deleteFrom('cards').where('word_id', '=', wb.id).execute();
    expect(await loadBaseVocabulary(t.db, { vocabulary: file, now: 3 })).toEqual({ inserted: 0, updated: 1, skipped: 19 });
  });
});
