import { transcriptionOf } from '../speech/transcriptions';
import { estimateLevel } from '../vocabulary/level-estimate';
import { NO_TRANSLATIONS, suggestTranslations } from '../vocabulary/lexicon';

/**
 * The editor's suggestions, from the shared lexicon's `suggestTranslations` (owned by the vocabulary work): grouped
 * by part of speech, most common use first; none found → `code: no-translations`. `level` is the level a card of
 * this word gets (the same estimate `POST cards` stores), so the editor's preview wears the feed's badge.
 * `transcription` is the word's IPA when an open dictionary knows it: the card will carry the same.
 */
export function suggestionsFor(word: string) {
  const level = estimateLevel(word).level;
  const transcription = transcriptionOf(word);
  const s = suggestTranslations(word);
  if (!s) return { data: { word, headword: null, match: null, level, transcription, groups: [] }, meta: { code: NO_TRANSLATIONS } };
  return { data: { word, headword: s.headword, match: s.match, level, transcription, groups: s.groups.map((g) => ({ pos: g.pos, translations: g.translations })) } };
}
