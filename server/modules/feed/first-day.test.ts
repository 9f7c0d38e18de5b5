import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Visitor } from '../../test/harness';
import { loadBaseVocabulary } from '../vocabulary/loader';
import { spaceSameTranslations } from './photo-cards';

/**
 * Issue 26: a new A1 learner's first page of the feed, over the whole shipped vocabulary, is picturable everyday
 * things with a picture each — not "time", "see", "think" — and never the same translation twice in a row.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')) });
  await loadBaseVocabulary(t.app.db, { now: t.clock.now() });
}, 120_000);
afterAll(() => t.close());

async function firstPage(v: Visitor) {
  const body = (await v.get('/api/v1/feeds/main?limit=20')).json() as { data: Array<{ id: number; translation: string }> };
  const ids = body.data.map((c) => c.id);
  const words = await t.app.db
    .selectFrom('cards')
    .innerJoin('words', 'words.id', 'cards.word_id')
    .select(['cards.id', 'words.headword', 'words.concrete', 'words.emoji'])
    .where('cards.id', 'in', ids)
    .execute();
  return body.data.map((c) => ({ ...c, ...words.find((w) => w.id === c.id)! }));
}

function expectConcreteDay(cards: Awaited<ReturnType<typeof firstPage>>) {
  const shown = JSON.stringify(cards.map((c) => `${c.headword}${c.emoji ?? ''}`));
  expect(cards).toHaveLength(20);
  expect(cards.filter((c) => c.concrete === 1).length, shown).toBeGreaterThanOrEqual(18);
  expect(new Set(cards.map((c) => c.emoji).filter(Boolean)).size, shown).toBeGreaterThanOrEqual(18);
  for (let i = 1; i < cards.length; i++) expect(cards[i]!.translation, shown).not.toBe(cards[i - 1]!.translation);
  for (const abstract of ['time', 'people', 'see', 'think', 'work']) expect(cards.map((c) => c.headword), shown).not.toContain(abstract);
}

describe('a new A1 learner’s first day', () => {
  it('opens their feed with concrete everyday words, each with its own picture', async () => {
    const v = t.visitor();
    expect((await v.post('/api/v1/auth/guest', { timezone: 'Europe/Moscow' })).statusCode).toBe(201);
    expectConcreteDay(await firstPage(v));
  });

  it('shows an anonymous visitor the same kind of sample', async () => {
    expectConcreteDay(await firstPage(t.visitor()));
  });
});

describe('spacing cards with one translation', () => {
  it('moves a card whose translation is the previous one’s after the next card, keeping the rest in order', () => {
    const cards = ['house:дом', 'home:дом', 'water:вода', 'car:машина', 'watch:часы', 'clock:часы'].map((x) => {
      const [word, translation] = x.split(':') as [string, string];
      return { word, translation };
    });
    expect(spaceSameTranslations(cards).map((c) => c.word)).toEqual(['house', 'water', 'home', 'car', 'watch', 'clock']);
    // nothing to put between them: the last pair stays (a card is never dropped)
    expect(spaceSameTranslations(cards.slice(4)).map((c) => c.word)).toEqual(['watch', 'clock']);
  });
});
