import { type LexiconFile, type LexiconPos, DEFAULT_DATA_DIR, lexiconFileSchema, readDataFile } from './data-schema';
import { type Irregulars, lemmaCandidates } from './inflect';

/**
 * The offline en→ru suggestion lexicon (data/lexicon.json.gz, ~18k common headwords), loaded once, lazily.
 * `lookup` folds inflections: irregular forms from WordNet's exception lists, then suffix stripping
 * (-s/-es/-ies, -ed/-ied, -ing with a doubled consonant or a dropped e, -er/-est). A miss answers null, and the
 * route layer maps it to the spec's "no translations found" card error (code NO_TRANSLATIONS).
 */
export const NO_TRANSLATIONS = 'no-translations' as const;

export interface SuggestionGroup {
  /** Part of speech of this group ('phrase' for idioms and set phrases). */
  pos: LexiconPos;
  /** Ranked Russian translations, best first. */
  translations: string[];
}

export interface LexiconMatch {
  /** The word as asked, normalised (lower case, single spaces). */
  query: string;
  /** The headword it was found under (the lemma when an inflection was folded). */
  headword: string;
  /** Translations grouped by part of speech, the most common use first (run: verb бежать…, then noun бег…). */
  groups: SuggestionGroup[];
  /** Every translation of the groups in order, without repeats. */
  translations: string[];
}

export interface Suggestions extends LexiconMatch {
  /**
   * How the input was matched: `exact` (the headword itself), `form` (an inflection folded: went → go),
   * `phrase` (the longest known part of a longer input: "run out of" → run out; "to run" → run).
   */
  match: 'exact' | 'form' | 'phrase';
}

export class Lexicon {
  private readonly words: Map<string, LexiconFile['words'][string]>;
  private readonly irregulars: Irregulars;
  private zipfTable: Map<string, number> | null = null;

  constructor(private readonly file: LexiconFile) {
    this.words = new Map(Object.entries(file.words));
    this.irregulars = new Map(Object.entries(file.irregular).map(([form, lemmas]) => [form, lemmas.split(' ')]));
  }

  get size(): number {
    return this.words.size;
  }

  /** Is `form` an inflection of `lemma` ("saw" of "see", "filmed" of "film"), or the word itself? */
  isFormOf(form: string, lemma: string): boolean {
    return lemmaCandidates(normalise(form), this.irregulars).includes(normalise(lemma));
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
    return this.match(normalise(word), headword);
  }

  private match(query: string, headword: string, prefer?: LexiconPos): LexiconMatch {
    const groups = this.words.get(headword)!.map(([pos, ts]) => ({ pos, translations: [...ts] }));
    // "to run" asks for the verb, "a run" for the noun: that group first when the word has it
    if (prefer) groups.sort((a, b) => Number(b.pos === prefer) - Number(a.pos === prefer));
    const translations: string[] = [];
    for (const g of groups) for (const t of g.translations) if (!translations.includes(t)) translations.push(t);
    return { query, headword, groups, translations };
  }

  /** Suggestions for what a learner typed; see `suggestTranslations`. */
  suggest(input: string): Suggestions | null {
    const query = normalise(input.replace(/[.,!?;:"«»()[\]]+/g, ' '));
    if (!query) return null;
    const direct = this.resolve(query);
    if (direct === query) {
      const verbForm = this.asVerbForm(query);
      if (verbForm) return verbForm;
    }
    if (direct) return { ...this.match(query, direct), match: direct === query ? 'exact' : 'form' };
    let tokens = query.split(' ');
    let prefer: LexiconPos | undefined;
    if (tokens.length > 1 && tokens[0] === 'to') {
      prefer = 'verb';
      tokens = tokens.slice(1);
    } else if (tokens.length > 1 && ARTICLES.has(tokens[0]!)) {
      prefer = 'noun';
      tokens = tokens.slice(1);
    }
    // placeholders learners copy from dictionaries: "look after sb", "take care of something"
    const content = tokens.filter((t) => !PLACEHOLDERS.has(t));
    // the longest known run of words, leftmost first; a single word only when it is not a function word
    for (let n = content.length; n >= 1; n--) {
      for (let start = 0; start + n <= content.length; start++) {
        const part = content.slice(start, start + n);
        if (n === 1 && content.length > 1 && FUNCTION_WORDS.has(part[0]!)) continue;
        const head = this.resolve(part.join(' '));
        if (head) return { ...this.match(query, head, prefer), match: 'phrase' };
      }
    }
    return null;
  }

  /**
   * A headword that is also an irregular form of a listed verb (fell of fall, saw of see, felt of feel, left of
   * leave) is asked about as that verb far more often than as its own word (a fell, a saw, felt): the verb's
   * translations come first, then the word's own, under the verb's headword (issue 29). Null when it is not.
   */
  private asVerbForm(query: string): Suggestions | null {
    const lemma = (this.irregulars.get(query) ?? []).find((l) => l !== query && this.words.get(l)?.some(([pos]) => pos === 'verb'));
    if (!lemma) return null;
    const verb = this.words.get(lemma)!.filter(([pos]) => pos === 'verb');
    // One group per part of speech: fell's own verb (валить) joins fall's (падать, упасть).
    const groups: SuggestionGroup[] = [];
    const translations: string[] = [];
    for (const [pos, ts] of [...verb, ...this.words.get(query)!]) {
      let group = groups.find((g) => g.pos === pos);
      if (!group) groups.push((group = { pos, translations: [] }));
      for (const t of ts) if (!group.translations.includes(t)) group.translations.push(t);
      for (const t of ts) if (!translations.includes(t)) translations.push(t);
    }
    return { query, headword: lemma, groups, translations, match: 'form' };
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

const ARTICLES = new Set(['a', 'an', 'the']);
const PLACEHOLDERS = new Set(['sb', 'smb', 'sth', 'smth', 'someone', 'somebody', 'something', "someone's", "somebody's", "one's", 'oneself']);
const FUNCTION_WORDS = new Set([
  'a', 'an', 'the', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'up', 'out', 'off', 'about', 'into', 'and', 'or',
  'but', 'is', 'are', 'was', 'be', 'i', 'you', 'he', 'she', 'it', 'we', 'they', 'my', 'your', 'his', 'her', 'its', 'our', 'their',
  'me', 'him', 'us', 'them', 'this', 'that', 'not', 'do', 'does', 'did', 'have', 'has', 'had',
]);

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

/** Ranked Russian translations of an English word or phrase (inflections folded), or null on a miss. */
export function lookup(word: string): LexiconMatch | null {
  return getLexicon().lookup(word);
}

/**
 * THE function behind GET cards/suggestions: Russian translations for whatever a learner typed when creating a
 * card, grouped by part of speech (most common use first), or null (→ NO_TRANSLATIONS) when nothing is known.
 * Folds inflections (went → go, bus stops → bus stop), drops a leading "to"/"a"/"the" (and puts the verb/noun
 * group first for it) and dictionary placeholders (sb, sth, one's), and falls back to the longest known phrase
 * inside a longer input ("run out of" → run out). Never offers obscene or crude Russian (the data tests check
 * the whole lexicon). Signature kept stable: documented in docs/data.md.
 */
export function suggestTranslations(input: string): Suggestions | null {
  return getLexicon().suggest(input);
}
