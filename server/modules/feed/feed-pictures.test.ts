import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import type { VocabularyEntry } from '../vocabulary/data-schema';
import { loadBaseVocabulary, readBaseVocabulary } from '../vocabulary/loader';

let t: Awaited<ReturnType<typeof startTestApp>>;

const entry = (headword: string, pos: string, zipf: number, example: string, emoji: string | null = null): VocabularyEntry => ({
  id: `${headword}~${pos}`,
  headword,
  variants: [],
  pos: pos as VocabularyEntry['pos'],
  level: 'a1',
  translations: [headword],
  example: { en: example, ru: example, source: 'slovo' },
  zipf,
  topics: ['education'],
  emoji,
  concrete: emoji !== null,
  reviewed: true,
});

/** Two words drawn as the same cat, the most frequent first; a word with no picture; and others to fill a day. */
const vocabulary = [
  entry('cat', 'noun', 5.9, 'The cat sleeps.', '🐱'),
  entry('kitty', 'noun', 5.8, 'The kitty plays.', '🐱'),
  entry('notion', 'noun', 5.7, 'He has no notion of it.'),
  ...['apple', 'banana', 'carrot', 'bread', 'cheese', 'egg', 'lemon', 'grapes', 'pear', 'cherries', 'tomato', 'potato', 'onion', 'mushroom', 'peach', 'melon', 'coconut', 'broccoli', 'garlic', 'corn', 'pineapple', 'mango', 'avocado', 'cucumber', 'strawberry', 'watermelon', 'kiwi', 'honey', 'milk', 'butter', 'rice', 'salt'].map((w, i) =>
    entry(w, 'noun', 5 - i / 100, `I like ${w}.`),
  ),
];

let photosDir: string;
beforeEach(async () => {
  photosDir = mkdtempSync(join(tmpdir(), 'slovo-photos-'));
  t = await startTestApp({ photosDir });
  await loadBaseVocabulary(t.app.db, { now: t.clock.now(), vocabulary: { ...readBaseVocabulary(), entries: vocabulary } });
});
afterEach(() => t.close());

type Card = { id: number; word: string; photo: { kind: string }; photos: { small: string; large: string } };

describe('card pictures in the API', () => {
  it('renders a photo size when it is first asked for, so the small one never waits for the large', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest', { timezone: 'Europe/Moscow' });
    const cat = ((await v.get('/api/v1/feeds/main?limit=50')).json().data as Card[]).find((c) => c.word === 'cat')!;
    const stored = () => readdirSync(photosDir).filter((f) => f.endsWith('.webp'));
    expect((await t.visitor().get(cat.photos.small)).statusCode).toBe(200);
    expect(stored()).toEqual([cat.photos.small.split('/').pop()]);
    const large = await t.visitor().get(cat.photos.large);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(stored().sort()).toEqual([cat.photos.large, cat.photos.small].map((u) => u.split('/').pop()).sort());
  });

  it('says for each card whether its photo is a picture or a typographic card', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest', { timezone: 'Europe/Moscow' });
    const cards = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Card[];
    const kind = (word: string) => cards.find((c) => c.word === word)?.photo.kind;
    expect(kind('cat')).toBe('picture');
    expect(kind('apple')).toBe('picture');
    expect(kind('notion')).toBe('typographic');
    const notion = cards.find((c) => c.word === 'notion')!;
    expect((await t.visitor().get(`/api/v1/cards/${notion.id}`)).json().data.photo).toEqual({ kind: 'typographic' });
    // The typographic card is a photo like any other: rendered and served.
    const res = await t.visitor().get(notion.photos.small);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('never puts two cards with the same picture into one day’s selection: the later one waits for another day', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest', { timezone: 'Europe/Moscow' });
    const cards = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Card[];
    const words = cards.map((c) => c.word);
    expect(words).toContain('cat');
    expect(words).not.toContain('kitty');
    expect(new Set(words).size).toBe(words.length);

    // Tomorrow's selection is a new day: the cat is no longer in it, so the kitty may come.
    t.clock.advance(26 * 3600_000);
    const tomorrow = (await v.get('/api/v1/feeds/main?limit=50')).json().data as Card[];
    expect(tomorrow.map((c) => c.word)).toContain('kitty');
  });
});
