import { getLexicon } from '../vocabulary/lexicon';

export interface Suggestions {
  word: string;
  headword: string | null;
  /** Translations grouped by part of speech (`pos` is null while the lexicon does not say). */
  groups: Array<{ pos: string | null; translations: string[] }>;
}

/**
 * Russian suggestions for the editor, from the shared lexicon (server/modules/vocabulary/lexicon.ts, owned by the
 * vocabulary work): this is the one place that adapts its answer to the editor's contract.
 */
export function suggestionsFor(word: string): Suggestions {
  const match = getLexicon().lookup(word);
  if (!match) return { word, headword: null, groups: [] };
  const grouped = (match as { groups?: Array<{ pos: string; translations: string[] }> }).groups;
  return {
    word,
    headword: match.headword,
    groups: grouped?.length ? grouped.map((g) => ({ pos: g.pos, translations: g.translations })) : [{ pos: null, translations: match.translations }],
  };
}
