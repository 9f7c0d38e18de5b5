import { CEFR_LEVELS } from '../../domain/levels';
import { type Level, DEFAULT_DATA_DIR, readDataFile, vocabularyFileSchema } from './data-schema';
import { getLexicon } from './lexicon';
import { lemmaCandidates } from './inflect';

/**
 * The CEFR level of a word: its listed level when it is in the base vocabulary, otherwise an estimate from its
 * Zipf frequency (thresholds 5.0 / 4.6 / 4.2 / 3.8 / 3.4 → a1 / a2 / b1 / b2 / c1, below → c2), which puts 73% of
 * listed words within one level of their listed level. Unknown words (not among the shipped common words) → c2.
 */
export const ZIPF_THRESHOLDS: ReadonlyArray<readonly [number, Level]> = [
  [5.0, 'a1'],
  [4.6, 'a2'],
  [4.2, 'b1'],
  [3.8, 'b2'],
  [3.4, 'c1'],
];

export function levelFromZipf(zipf: number | null | undefined): Level {
  if (zipf === null || zipf === undefined || Number.isNaN(zipf)) return 'c2';
  for (const [min, level] of ZIPF_THRESHOLDS) if (zipf >= min) return level;
  return 'c2';
}

export interface LevelEstimate {
  level: Level;
  /** 'list': the base vocabulary's level; 'frequency': from Zipf; 'unknown': not a known word (c2). */
  source: 'list' | 'frequency' | 'unknown';
  zipf: number | null;
}

let listed: Map<string, Level> | null = null;

function listedLevels(dataDir: string): Map<string, Level> {
  if (listed && dataDir === DEFAULT_DATA_DIR) return listed;
  const file = vocabularyFileSchema.parse(readDataFile('vocabulary.json.gz', dataDir));
  const map = new Map<string, Level>();
  for (const e of file.entries) {
    for (const h of [e.headword, ...e.variants]) {
      const k = h.toLowerCase();
      const prev = map.get(k);
      if (!prev || CEFR_LEVELS.indexOf(e.level) < CEFR_LEVELS.indexOf(prev)) map.set(k, e.level);
    }
  }
  if (dataDir === DEFAULT_DATA_DIR) listed = map;
  return map;
}

export function estimateLevel(word: string, opts: { dataDir?: string } = {}): LevelEstimate {
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  const q = word.toLowerCase().replace(/\s+/g, ' ').trim();
  const lexicon = getLexicon(dataDir);
  const zipf = lexicon.zipf(q);
  const list = listedLevels(dataDir);
  const direct = list.get(q);
  if (direct) return { level: direct, source: 'list', zipf };
  // an inflected form of a listed word takes the word's level ("went" → go → a1, "looked after" → look after)
  const lexHead = lexicon.resolve(q);
  const lemma = [lexHead, ...(q.includes(' ') ? [] : lemmaCandidates(q))].find((c): c is string => !!c && list.has(c));
  if (lemma) return { level: list.get(lemma)!, source: 'list', zipf: zipf ?? lexicon.zipf(lemma) };
  if (zipf === null) return { level: 'c2', source: 'unknown', zipf: null };
  return { level: levelFromZipf(zipf), source: 'frequency', zipf };
}
