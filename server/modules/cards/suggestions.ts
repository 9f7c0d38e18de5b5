import { NO_TRANSLATIONS, suggestTranslations } from '../vocabulary/lexicon';

/**
 * The editor's suggestions, from the shared lexicon's `suggestTranslations` (owned by the vocabulary work): grouped
 * by part of speech, most common use first; none found → `code: no-translations`.
 */
export function suggestionsFor(word: string) {
  const s = suggestTranslations(word);
  if (!s) return { data: { word, headword: null, match: null, groups: [] }, meta: { code: NO_TRANSLATIONS } };
  return { data: { word, headword: s.headword, match: s.match, groups: s.groups.map((g) => ({ pos: g.pos, translations: g.translations })) } };
}
