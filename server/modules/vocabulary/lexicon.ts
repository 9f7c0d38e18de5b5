import { type LexiconFile, DEFAULT_DATA_DIR, lexiconFileSchema, readDataFile } from './data-schema';
import { type Irregulars, lemmaCandidates } from './inflect';

/**
 * The offline en→ru suggestion lexicon (data/lexicon.json.gz, ~18k common headwords), loaded once, lazily.
 * `lookup` folds inflections: irregular forms from WordNet's exception lists, then suffix stripping
 * (-s/-es/-ies, -ed/-ied, -ing with a doubled consonant or a dropped e, -er/-est). A miss answers null, and the
 * route layer maps it to the spec's "no translations found" card error (code NO_TRANSLATIONS).
 */
export const NO_TRANSLATIONS = 'no-translations' as const;

export interface LexiconMatch {
  /** The word as asked, normalised (lower case, single spaces). */
  query: string;
  /** The headword it was found under (the lemma when an inflection was folded). */
  headword: string;
  /** Ranked Russian translations, best first. */
  translations: string[];
}

export class Lexicon {
  private readonly words: Map<string, string[]>;
  private readonly irregulars: Irregulars;
  private zipfTable: Map<string, number> | null = null;

  constructor(private readonly file: LexiconFile) {
    this.words = new Map(Object.entries(file.words));
    this.irregulars = new Map(Object.entries(file.irregular).map(([form, lemmas]) => [form, lemmas.split(' ')]));
  }

  get size(): number {
    return this.words.size;
  }

  /** The headword a word is listed under: itself, or the first listed lemma candidate. */
  resolve(word: string): string | null {
    const q = normalise(word);
    if (!q) return null;
    if (this.words.has(q)) return q;
    const parts = q.split(' ');
    if (parts.length === 1) return lemmaCandidates(q, this.irregulars).find((c) => this.words.has(c)) ?? null;
    // phrases: fold the first word ("looked after") or the last one ("bus stops")
    for (const c of lemmaCandidates(parts[0]!, this.irregulars)) {
      const p = [c, ...parts.slice(1)].join(' ');
      if (this.words.has(p)) return p;
    }
    for (const c of lemmaCandidates(parts[parts.length - 1]!, this.irregulars)) {
      const p = [...parts.slice(0, -1), c].join(' ');
      if (this.words.has(p)) return p;
    }
    return null;
  }

  lookup(word: string): LexiconMatch | null {
    const headword = this.resolve(word);
    if (!headword) return null;
    return { query: normalise(word), headword, translations: [...this.words.get(headword)!] };
  }

  /** Zipf frequency of a word (inflections folded), or null when it is not among the shipped common words. */
  zipf(word: string): number | null {
    if (!this.zipfTable) {
      const t = new Map<string, number>();
      for (const [k, ws] of Object.entries(this.file.zipf)) for (const w of ws.split(' ')) if (w) t.set(w, Number(k) / 100);
      this.zipfTable = t;
    }
    const q = normalise(word);
    if (!q) return null;
    const direct = this.zipfTable.get(q);
    if (direct !== undefined) return direct;
    if (q.includes(' ')) {
      // a phrase is as frequent as wordfreq combines its words: 1/f = Σ 1/f_i
      let inv = 0;
      for (const part of q.split(' ')) {
        const z = this.zipf(part);
        if (z === null) return null;
        inv += 10 ** -z;
      }
      return Math.round(-Math.log10(inv) * 100) / 100;
    }
    for (const c of lemmaCandidates(q, this.irregulars)) {
      const z = this.zipfTable.get(c);
      if (z !== undefined) return z;
    }
    return null;
  }
}

export function normalise(word: string): string {
  return word.normalize('NFC').toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim();
}

let shared: Lexicon | null = null;

/** The shared lexicon, read from data/ on first use. */
export function getLexicon(dataDir: string = DEFAULT_DATA_DIR): Lexicon {
  if (!shared || dataDir !== DEFAULT_DATA_DIR) {
    const lex = new Lexicon(lexiconFileSchema.parse(readDataFile('lexicon.json.gz', dataDir)));
    if (dataDir !== DEFAULT_DATA_DIR) return lex;
    shared = lex;
  }
  return shared;
}

/** Ranked Russian translations of an English word or phrase, or null (→ NO_TRANSLATIONS) on a miss. */
export function lookup(word: string): LexiconMatch | null {
  return getLexicon().lookup(word);
}
