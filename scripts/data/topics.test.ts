import { beforeAll, describe, expect, it } from 'vitest';
import { CEFR_LEVELS } from '../../server/domain/levels';
import {
  type TestItemsFile,
  type VocabularyEntry,
  type VocabularyFile,
  readDataFile,
  testItemsFileSchema,
  vocabularyFileSchema,
} from '../../server/modules/vocabulary/data-schema';
import { posShare, relevel } from './relevel';
import { TOPIC_SETS } from './topic-sets';
import { type FirstCard, firstCards, firstDayFigures, giveawayItems, topicCoverage } from './verify-topics';

/** Issue 26 on the COMMITTED data: everyday topic sets, levels, a concrete first day, level-test items. */

let vocab: VocabularyFile;
let items: TestItemsFile;
let first: FirstCard[];
const byWord = new Map<string, VocabularyEntry[]>();

beforeAll(async () => {
  vocab = vocabularyFileSchema.parse(readDataFile('vocabulary.json.gz'));
  items = testItemsFileSchema.parse(readDataFile('test-items.json'));
  for (const e of vocab.entries) for (const w of [e.headword, ...e.variants]) byWord.set(w.toLowerCase(), [...(byWord.get(w.toLowerCase()) ?? []), e]);
  first = await firstCards(vocab, 100);
});

/**
 * What a beginner needs at home, in the kitchen and bathroom, in clothes, in a shop, on the street and in the weather
 * (written independently of data/topic-sets.tsv; the issue found 12 of 40 such words absent or at B1 and above).
 */
const BASICS: Record<string, string> = {
  home: 'house flat room kitchen bedroom bathroom garden door window wall floor ceiling roof stair table chair bed sofa armchair lamp light key clock shelf cupboard wardrobe drawer carpet rug curtain pillow blanket mirror box garage balcony fence gate doorbell lock switch heater',
  kitchen: 'fridge freezer cooker oven microwave kettle toaster sink tap plate bowl cup mug glass bottle jar knife fork spoon teaspoon pan saucepan lid tray napkin dishwasher bin rubbish recipe',
  food: 'bread butter cheese egg milk meat chicken fish rice soup salad sandwich cake biscuit sugar salt pepper apple banana orange lemon grape strawberry tomato potato carrot onion cabbage cucumber mushroom garlic pear peach cherry honey jam flour oil yogurt tea coffee juice water sausage',
  bathroom: 'bath shower toilet towel soap shampoo toothbrush toothpaste comb brush razor sponge basin',
  clothes: 'shirt dress skirt trousers jeans jacket coat hat cap shoe boot sock sweater scarf glove belt pocket button pyjamas umbrella',
  shop: 'shop supermarket market bakery pharmacy money price cash coin card receipt basket trolley queue customer bag wallet purse discount sale',
  street: 'street road bridge park square station airport bus car bike taxi train tram truck van corner crossing pavement traffic',
  weather: 'weather sun rain snow wind cloud storm fog ice thunder lightning rainbow sunny rainy windy cloudy foggy wet dry warm cold hot',
};

describe('everyday words (issue 26)', () => {
  it(`has every basic word at A1–A2, with an example and its Russian`, () => {
    const words = Object.values(BASICS).flatMap((s) => s.split(' '));
    expect(words.length).toBeGreaterThan(200);
    const missing = words.filter((w) => !(byWord.get(w) ?? []).some((e) => (e.level === 'a1' || e.level === 'a2') && e.example?.ru));
    expect(missing).toEqual([]);
  });

  it('has at least 1,200 concrete A1–A2 entries in the twelve topic sets, each topic well stocked', () => {
    const cov = topicCoverage(vocab);
    expect(cov.perTopic.map((t) => t.topic)).toEqual([...TOPIC_SETS]);
    for (const t of cov.perTopic) expect(t.a1 + t.a2, t.topic).toBeGreaterThanOrEqual(50);
    expect(cov.total).toBeGreaterThanOrEqual(1200);
    // an example with its Russian on (nearly) every one: the gate may refuse a sentence, never many
    expect(cov.withExample / cov.total).toBeGreaterThanOrEqual(0.99);
  });

  it('counts a word as concrete for what it shows, not for having an emoji', () => {
    for (const w of ['time~n', 'think~v', 'see~v', 'idea~n', 'love~n', 'information~n']) {
      const e = vocab.entries.find((x) => x.id === w);
      if (e) expect(e.concrete, w).toBe(false);
    }
    for (const w of ['kettle~n', 'apple~n', 'toothbrush~n', 'umbrella~n']) expect(vocab.entries.find((x) => x.id === w)?.concrete, w).toBe(true);
  });
});

describe('levels (issue 26)', () => {
  const level = (id: string) => CEFR_LEVELS.indexOf(vocab.entries.find((e) => e.id === id)!.level);
  it('moves the words the issue found two or more levels too early', () => {
    expect(level('contest~n')).toBeGreaterThanOrEqual(CEFR_LEVELS.indexOf('b1'));
    expect(level('release~n')).toBeGreaterThanOrEqual(CEFR_LEVELS.indexOf('b2'));
    for (const id of ['reunify~v', 'penniless~adj', 'daze~n', 'safeguard~n', 'nucleus~n']) expect(level(id), id).toBeGreaterThanOrEqual(CEFR_LEVELS.indexOf('b2'));
  });

  it('re-levels a B1 row only when frequency, Russian and the courses agree', () => {
    const rare = { level: 'b1' as const, zipf: 1.9, posShare: 1, ruZipf: 0, courseEvidence: false };
    expect(relevel(rare)).toBe('c1');
    expect(relevel({ ...rare, zipf: 3.5 })).toBe('b2');
    // the noun's share of a frequent headword decides (5.0 overall, a tenth of it as this part of speech → 4.0)
    expect(relevel({ ...rare, zipf: 4.6, posShare: 0.1 })).toBe('b2');
    expect(relevel({ ...rare, zipf: 4.6 })).toBeNull();
    expect(relevel({ ...rare, courseEvidence: true })).toBeNull();
    expect(relevel({ ...rare, ruZipf: 4.8 })).toBeNull();
    expect(relevel({ ...rare, level: 'a2' })).toBeNull();
  });

  it('takes a part of speech WordNet never tagged for rarer than its headword', () => {
    expect(posShare(3, 4)).toBe(0.75);
    expect(posShare(0, 0)).toBe(1);
    // the noun "bother": 9 tagged uses, all verbs → below a tenth of the headword's frequency
    expect(posShare(0, 9)).toBeCloseTo(0.1);
    expect(relevel({ level: 'b1', zipf: 4.39, posShare: posShare(0, 9), ruZipf: 3.97, courseEvidence: false })).toBe('b2');
  });

  it('keeps the levels the re-levelling review gave the A1–A2 rows the rule leaves alone', () => {
    for (const id of ['uneasy~adj', 'ancestor~n', 'rumor~n', 'invade~v']) expect(level(id), id).toBeGreaterThanOrEqual(CEFR_LEVELS.indexOf('b2'));
  });
});

describe('a new A1 learner’s first cards (issue 26)', () => {
  it('opens with at least 18 concrete everyday words of 20, each with its own picture', () => {
    const f = firstDayFigures(first.slice(0, 20));
    expect(f.cards).toBe(20);
    expect(f.concrete, JSON.stringify(first.slice(0, 20))).toBeGreaterThanOrEqual(18);
    expect(f.distinctPictures).toBeGreaterThanOrEqual(18);
    expect(f.sameNeighbours).toBe(0);
  });

  it('keeps at least 80% of the first 100 concrete, never two cards with one translation back to back', () => {
    const f = firstDayFigures(first);
    expect(f.cards).toBe(100);
    expect(f.concrete).toBeGreaterThanOrEqual(80);
    expect(f.distinctPictures).toBeGreaterThanOrEqual(80);
    expect(f.sameNeighbours).toBe(0);
  });
});

describe('level test (issue 26)', () => {
  it('has no item whose answer stands out by its form', () => {
    const g = giveawayItems(items);
    expect(g.items).toBe(900);
    expect(g.oddWords).toEqual([]);
    expect(g.oddForm).toEqual([]);
  });
});
