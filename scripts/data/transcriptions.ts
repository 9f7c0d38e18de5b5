/**
 * npm run data:ipa [-- --sources <dir>] [--out <dir>]
 *
 * Writes data/transcriptions.json.gz: British and American IPA for the base vocabulary's headwords, the lexicon's and
 * the frequent words of its Zipf table (so a learner's own card and a headword added later find theirs; a phrase is
 * spelled from its words by the server). Wiktionary's IPA first (its one transcription, parsed into phonemes), CMUdict
 * where Wiktionary has none or one this parser cannot read. See docs/decisions/0020-transcriptions.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { type Phone, parseArpabet, ukIpa, usIpa } from '../../server/modules/speech/phonemes';
import { parseWiktionaryIpa } from '../../server/modules/speech/wiktionary-ipa';
import { DATA, LICENCE, sourcesDir } from './paths';

export const TRANSCRIPTIONS_FILE = 'transcriptions.json.gz';
/** Words of the lexicon's Zipf table at least this frequent get a transcription too (Zipf × 100). */
const MIN_ZIPF = 300;

interface WiktionaryIpa {
  pos: string;
  ipa: string;
}

/** headword → its entries' part of speech (DSL code) and IPA, in the dictionary's order. */
export function readWiktionaryIpa(sources: string): Map<string, WiktionaryIpa[]> {
  const text = gunzipSync(readFileSync(join(sources, 'en-ru-enwiktionary.dsl.gz'))).toString('utf8');
  const out = new Map<string, WiktionaryIpa[]>();
  let headword: string | null = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith('\t') && !line.startsWith('#')) {
      headword = line.trim() || null;
      continue;
    }
    if (!headword) continue;
    const m = /^\t\[b\]\[c darkblue\]~\[\/c\]\[\/b\] \[p\]<([^>]+)>\[\/p\] \[c gray\]\/([^/]+)\/\[\/c\]/.exec(line);
    if (!m) continue;
    const list = out.get(headword) ?? [];
    list.push({ pos: m[1]!, ipa: m[2]! });
    out.set(headword, list);
  }
  return out;
}

const DSL_POS: Record<string, string[]> = {
  noun: ['n'], verb: ['v'], adjective: ['adj'], adverb: ['adv'], preposition: ['prep'], pronoun: ['pron'], determiner: ['det', 'article'],
  conjunction: ['conj'], interjection: ['interj'], number: ['num'], modal: ['v'], article: ['article'],
};

export interface Transcription {
  uk: string | null;
  us: string | null;
}

/** American-only marks: r-coloured vowels, the flap, rhotic r; British-only: əʊ, ɒ. */
const americanLooking = (ipa: string) => /[ɹɚɝɾ]|oʊ/.test(ipa);
const britishLooking = (ipa: string) => /\(ɹ\)|\(r\)/.test(ipa) || (!/[ɹɚɝrɾ]|oʊ/.test(ipa) && /əʊ|ɒ|[ɑɔɜ]ː/.test(ipa));

/** Grammar words inside a phrase are said in their weak form ("a lot of" is ə ˈlɒt əv, not eɪ lɒt ʌv). */
const WEAK: Record<string, string> = { a: 'ə', an: 'ən', the: 'ðə', of: 'əv', to: 'tə', and: 'ənd', at: 'ət', from: 'frəm', as: 'əz', for: 'fə', than: 'ðən' };
const weak = (word: string): Transcription | null => {
  const w = WEAK[word.toLowerCase()];
  if (!w) return null;
  return { uk: w, us: word.toLowerCase() === 'for' ? 'fər' : w };
};

export function transcriber(wiktionary: Map<string, WiktionaryIpa[]>, arpabet: Record<string, string>) {
  const cmuPhones = (word: string): Phone[] | null => {
    const key = word.toLowerCase();
    const text = arpabet[key] ?? arpabet[key.replace(/\./g, '')];
    return text ? parseArpabet(text) : null;
  };
  const fromCmu = (word: string): Transcription | null => {
    const phones = cmuPhones(word);
    return phones ? { uk: ukIpa(phones, word), us: usIpa(phones) } : null;
  };

  function oneWord(word: string, pos?: string): Transcription | null {
    const entries = wiktionary.get(word) ?? wiktionary.get(word.toLowerCase()) ?? [];
    const wanted = pos ? (DSL_POS[pos] ?? []) : [];
    const ordered = [...entries.filter((e) => wanted.includes(e.pos)), ...entries.filter((e) => !wanted.includes(e.pos))];
    for (const e of ordered) {
      const phones = parseWiktionaryIpa(e.ipa);
      if (!phones) continue;
      // A British transcription has lost its r's: American English comes from CMUdict then, or stays unknown.
      if (britishLooking(e.ipa)) return { uk: ukIpa(phones, word), us: fromCmu(word)?.us ?? null };
      if (americanLooking(e.ipa) || !/r/.test(e.ipa)) return { uk: ukIpa(phones, word), us: usIpa(phones) };
    }
    return fromCmu(word);
  }

  /** A headword, a phrase from its words when the whole is not in either dictionary. */
  return function transcribe(headword: string, pos?: string): Transcription | null {
    const whole = oneWord(headword, pos);
    if (whole) return whole;
    const parts = headword.split(/[\s-]+/).filter(Boolean);
    if (parts.length < 2) return null;
    const each = parts.map((p) => p.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '')).map((p) => weak(p) ?? oneWord(p));
    if (each.some((t) => !t)) return null;
    const join = (side: 'uk' | 'us') => (each.every((t) => t![side]) ? each.map((t) => t![side]).join(' ') : null);
    return { uk: join('uk'), us: join('us') };
  };
}

interface VocabularyFile {
  entries: Array<{ headword: string; pos: string }>;
}
interface LexiconFile {
  words: Record<string, unknown>;
  zipf: Record<string, string>;
}

/** The file's contents: headword → [uk, us]; "headword~pos" where a part of speech is said differently (a récord). */
export function buildTranscriptions(sources: string, dataDir: string = DATA): Buffer {
  const vocabulary = JSON.parse(gunzipSync(readFileSync(join(dataDir, 'vocabulary.json.gz'))).toString('utf8')) as VocabularyFile;
  const lexicon = JSON.parse(gunzipSync(readFileSync(join(dataDir, 'lexicon.json.gz'))).toString('utf8')) as LexiconFile;
  const transcribe = transcriber(readWiktionaryIpa(sources), cmu);
  const entries: Record<string, [string | null, string | null]> = {};
  const put = (key: string, t: Transcription | null) => {
    if (t && (t.uk || t.us)) entries[key] = [t.uk, t.us];
  };
  const frequent = Object.entries(lexicon.zipf)
    .filter(([z]) => Number(z) >= MIN_ZIPF)
    .flatMap(([, words]) => words.split(' '));
  for (const word of new Set([...Object.keys(lexicon.words), ...frequent])) put(word, transcribe(word));
  for (const e of vocabulary.entries) {
    const general = transcribe(e.headword);
    if (!entries[e.headword]) put(e.headword, general);
    const specific = transcribe(e.headword, e.pos);
    if (specific && JSON.stringify([specific.uk, specific.us]) !== JSON.stringify(entries[e.headword] ?? null)) put(`${e.headword}~${e.pos}`, specific);
  }
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const body = { version: 1, licence: LICENCE, sources: 'English Wiktionary (CC BY-SA), CMUdict (BSD-2-Clause)', entries: sorted };
  return gzipSync(JSON.stringify(body), { level: 9 });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex >= 0 ? resolve(process.argv[outIndex + 1]!) : DATA;
  const bytes = buildTranscriptions(sourcesDir());
  writeFileSync(join(out, TRANSCRIPTIONS_FILE), bytes);
  console.log(`data/${TRANSCRIPTIONS_FILE}: ${bytes.length} bytes`);
}
