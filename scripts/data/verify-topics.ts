/**
 * Issue 26's figures on the words (printed by `npm run data:verify`, asserted by topics.test.ts): topic-set coverage
 * per topic and level, what a new A1 learner meets first, and level-test items answerable from the options' form.
 */
import { FEED_RULES } from '../../server/modules/feed/rules';
import type { TestItemsFile, VocabularyFile } from '../../server/modules/vocabulary/data-schema';
import { optionWords, sameForm } from './build';
import { firstSelections } from './first-day';
import { TOPIC_SETS } from './topic-sets';

const EARLY = ['a1', 'a2'] as const;

/** Concrete entries per topic set and level (A1, A2), and how many distinct A1–A2 entries the sets hold in all. */
export function topicCoverage(vocab: VocabularyFile) {
  const perTopic = TOPIC_SETS.map((topic) => {
    const of = (level: string) => vocab.entries.filter((e) => e.level === level && e.concrete && e.topics.includes(topic)).length;
    return { topic, a1: of('a1'), a2: of('a2') };
  });
  const early = vocab.entries.filter(
    (e) => (EARLY as readonly string[]).includes(e.level) && e.concrete && e.topics.some((t) => (TOPIC_SETS as readonly string[]).includes(t)),
  );
  return { perTopic, total: early.length, withExample: early.filter((e) => e.example?.ru).length };
}

export interface FirstCard {
  headword: string;
  pos: string;
  translation: string;
  emoji: string | null;
  concrete: boolean;
}

/**
 * The first `n` cards a new A1 learner's feed offers, in order: the feed's own selection (feed/selection.ts) run over
 * the vocabulary in an in-memory SQLite database, as if the learner took `n` cards on their first day.
 */
export async function firstCards(vocab: VocabularyFile, n: number): Promise<FirstCard[]> {
  const [rows] = await firstSelections([{ name: 'First day' }], { now: Date.UTC(2026, 0, 5, 9), moves: n - FEED_RULES.selectionExtra, vocabulary: vocab });
  return rows!.slice(0, n).map((r) => ({ headword: r.headword ?? r.word, pos: r.pos ?? '', translation: r.translation, emoji: r.emoji, concrete: r.concrete }));
}

/** Concrete cards, cards with a picture, distinct pictures, and neighbours sharing a translation among `cards`. */
export function firstDayFigures(cards: FirstCard[]) {
  const pictures = cards.map((c) => c.emoji).filter((e): e is string => !!e);
  const sameNeighbours = cards.filter((c, i) => i > 0 && c.translation === cards[i - 1]!.translation).length;
  return { cards: cards.length, concrete: cards.filter((c) => c.concrete).length, withPicture: pictures.length, distinctPictures: new Set(pictures).size, sameNeighbours };
}

/**
 * Items a learner can answer without knowing the word because the answer's form gives it away: the only option
 * with its number of words (the one phrase among single words), or far longer or shorter than every other option
 * (build.ts `sameForm`).
 */
export function giveawayItems(items: TestItemsFile) {
  const real = items.items.filter((i) => !i.pseudo && i.answer);
  const oddWords = real.filter((i) => i.options.filter((o) => o !== i.answer).every((o) => optionWords(o) !== optionWords(i.answer!)));
  const oddLength = real.filter((i) => i.options.filter((o) => o !== i.answer).every((o) => !sameForm(i.answer!, o)));
  return { items: real.length, oddWords: oddWords.map((i) => i.id), oddForm: oddLength.map((i) => i.id) };
}

export async function topicFigures(vocab: VocabularyFile, items: TestItemsFile): Promise<string> {
  const cov = topicCoverage(vocab);
  const lines = ['Topic sets: concrete entries per topic and level', `  ${'topic'.padEnd(10)}    a1    a2`];
  for (const t of cov.perTopic) lines.push(`  ${t.topic.padEnd(10)} ${String(t.a1).padStart(5)} ${String(t.a2).padStart(5)}`);
  lines.push(`  A1–A2 concrete entries in the sets: ${cov.total} (with an example and its Russian: ${cov.withExample})`);
  const cards = await firstCards(vocab, 100);
  for (const n of [20, 100]) {
    const f = firstDayFigures(cards.slice(0, n));
    lines.push(`First ${n} cards of a new A1 learner: concrete ${f.concrete}/${f.cards}, with a picture ${f.withPicture}, distinct pictures ${f.distinctPictures}, same translation back to back ${f.sameNeighbours}`);
  }
  lines.push(`  opens with: ${cards.slice(0, 20).map((c) => `${c.headword}${c.emoji ?? ''}`).join(', ')}`);
  const g = giveawayItems(items);
  lines.push(`Level test: giveaway items ${g.oddWords.length} of ${g.items} (the only option with its word count), ${g.oddForm.length} (answer's length unlike every other option)`);
  return lines.join('\n');
}
