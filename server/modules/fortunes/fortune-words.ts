import type { Db } from '../../db/database';
import { lemmaCandidates } from '../vocabulary/inflect';
import { getLexicon } from '../vocabulary/lexicon';

/** One word of a saying a learner can tap: the base-vocabulary card it belongs to, and where the learner stands. */
export interface FortuneWord {
  /** The word as written in the saying ("Actions"). */
  text: string;
  cardId: number;
  headword: string;
  translation: string;
  /** The learner's decision on the card, if any: a word they already learn or know is not offered again. */
  decision: 'know' | 'learn' | null;
}

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)?/g;

/** Each distinct word of the texts with its candidate headwords, most likely first ("spoils" → spoils, spoil…). */
function candidatesOf(texts: string[]): Map<string, string[]> {
  const lexicon = getLexicon();
  const out = new Map<string, string[]>();
  for (const text of texts) {
    for (const [form] of text.matchAll(WORD)) {
      const key = form.toLowerCase();
      if (out.has(key)) continue;
      const resolved = lexicon.resolve(key);
      out.set(key, [...new Set([...lemmaCandidates(key), ...(resolved ? [resolved] : [])])]);
    }
  }
  return out;
}

/**
 * The tappable words of several sayings at once (one query): every word that has a published base-vocabulary card,
 * keyed by its lower-case form. `userId` adds the learner's decision on each card.
 */
export async function fortuneWords(db: Db, texts: string[], userId: number | null): Promise<Map<string, FortuneWord>> {
  const candidates = candidatesOf(texts);
  const all = [...new Set([...candidates.values()].flat())];
  const found = new Map<string, FortuneWord>();
  if (all.length === 0) return found;
  // No learner: user 0 exists nowhere, so the join finds no decision.
  const rows = await db
    .selectFrom('words')
    .innerJoin('cards', 'cards.word_id', 'words.id')
    .leftJoin('user_cards', (j) => j.onRef('user_cards.card_id', '=', 'cards.id').on('user_cards.user_id', '=', userId ?? 0))
    .select(['words.headword', 'words.primary_translation', 'cards.id as card_id', 'user_cards.decision'])
    .where('words.headword', 'in', all)
    .where('cards.collection', '=', 'system')
    .where('cards.status', '=', 'published')
    .where('cards.deleted_at', 'is', null)
    .execute();
  const byHeadword = new Map(rows.map((r) => [r.headword, r]));
  for (const [form, lemmas] of candidates) {
    const row = lemmas.map((l) => byHeadword.get(l)).find(Boolean);
    if (row) found.set(form, { text: form, cardId: row.card_id, headword: row.headword, translation: row.primary_translation, decision: row.decision ?? null });
  }
  return found;
}

/** The words of one saying in order of appearance, as written, each with its card (words without one are left out). */
export function wordsOf(text: string, known: Map<string, FortuneWord>): FortuneWord[] {
  const seen = new Set<string>();
  const out: FortuneWord[] = [];
  for (const [form] of text.matchAll(WORD)) {
    const w = known.get(form.toLowerCase());
    if (!w || seen.has(form.toLowerCase())) continue;
    seen.add(form.toLowerCase());
    out.push({ ...w, text: form });
  }
  return out;
}
