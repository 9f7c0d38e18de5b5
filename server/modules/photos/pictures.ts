import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_DATA_DIR } from '../vocabulary/data-schema';
import { getLexicon } from '../vocabulary/lexicon';

/**
 * What a card's photo shows, chosen from data/pictures.json.gz: the icons of several open sets that
 * `npm run data:pictures` (scripts/data/pictures-build.ts) picked by name and by the reviewed map data/pictures.json.
 * Only the chosen icons are shipped, so the server needs none of the icon packages (decision 0014).
 */
export interface PictureData {
  version: number;
  /** Icon id ("set:name") → [viewBox width, viewBox height, SVG body]. */
  icons: Record<string, [number, number, string]>;
  /** Emoji code points (hex, "-" joined, no FE0F) → icon ids, best first. */
  emoji: Record<string, string[]>;
  /** An English word → icon ids, best first: every spelling a set names a thing by. */
  words: Record<string, string[]>;
  /** Reviewed: "headword~pos" or "headword" → icon ids (the picture, then its scene), or [] for "never by its own word". */
  reviewed: Record<string, string[]>;
  /** Words of an example that never picture it (several things: "bank", "date"), beside the reviewed ones. */
  ambiguous: string[];
  /** Cards ("headword~pos") a reviewer found no true picture for: a typographic card, whatever their example holds. */
  plain?: string[];
  /** Motif of a typographic card: by topic ("topic:food"), by part of speech ("pos:verb"), and "default". */
  motifs: Record<string, string>;
  /** Sets the icons come from: prefix → licence line (data/CREDITS.md). */
  sets: Record<string, string>;
}

export type Picture =
  | {
      kind: 'picture';
      /** What two cards must not share in one day: the main thing's first icon, whatever set draws it. */
      key: string;
      /** The main thing in its sets (a variant picks one), then the example's things around it. */
      main: string[];
      companions: string[];
      /** The word itself has no picture: the scene is its example's. */
      scene: boolean;
    }
  | { kind: 'typographic'; key: null; motif: string | null };

export interface PictureInput {
  word: string;
  example: string | null;
  /** A reviewed emoji hint of the vocabulary entry. */
  emoji: string | null;
  pos?: string | null;
  topics?: readonly string[] | null;
}

/** Words that carry grammar rather than a thing: never pictured, not even by their example (the feed never offers them). */
const GRAMMAR_POS = new Set(['determiner', 'article', 'preposition', 'conjunction', 'pronoun', 'particle', 'modal', 'auxiliary']);
/** Parts of speech whose headword names no thing an icon is named after ("eight", "hello", "again"): the reviewed map or the example only. */
const NAMELESS_POS = new Set(['number', 'interjection', 'adverb']);

const STOP = new Set(['the', 'a', 'an', 'i', 'you', 'he', 'she', 'it', 'we', 'they', 'is', 'are', 'was', 'were', 'be', 'been', 'to', 'of', 'and', 'in', 'on', 'at', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that', 'with', 'for', 'have', 'has', 'had', 'do', 'does', 'did', 'not', 'me', 'him', 'us', 'them', 'there', 'here', 'very', 'so', 'but', 'or', 'all', 'can', 'will', 'would', 'what', 'how', 'when', 'who', 'one', 'its', 'from', 'about', 'into', 'out', 'up', 'off', 'just', 'too', 'also', 'than', 'then', 'some', 'any', 'more', 'most', 'own', 'way', 'time', 'thing', 'things', 'lot']);

let data: PictureData | null = null;

export function pictureData(dataDir: string = DEFAULT_DATA_DIR): PictureData {
  if (data && dataDir === DEFAULT_DATA_DIR) return data;
  const path = `${dataDir.replace(/\/?$/, '/')}pictures.json.gz`;
  if (!existsSync(path)) throw new Error(`Missing data file ${path}: run npm run data:pictures`);
  const parsed = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as PictureData;
  if (dataDir === DEFAULT_DATA_DIR) data = parsed;
  return parsed;
}

export const emojiKey = (emoji: string) =>
  [...emoji]
    .map((c) => c.codePointAt(0)!.toString(16))
    .filter((p) => p !== 'fe0f')
    .join('-');

const singular = (w: string) =>
  w.endsWith('ies') ? `${w.slice(0, -3)}y` : /(s|x|z|ch|sh)es$/.test(w) ? w.slice(0, -2) : w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;

/** Icons that name a word: itself, its singular, or its lemma in the lexicon ("mice" → mouse). */
export function iconsForWord(word: string, d: PictureData = pictureData()): string[] {
  const w = word.trim().toLowerCase();
  const direct = d.words[w] ?? d.words[singular(w)];
  if (direct) return direct;
  const lemma = getLexicon().resolve(w);
  return (lemma && d.words[lemma]) || [];
}

/**
 * The things of an example a picture can show: nouns (the lexicon's first sense of the token is a noun), not the
 * card's own word in any form, not a word with several pictured meanings, without repeats, the most specific first.
 */
export function exampleThings(example: string | null, cardWord: string, d: PictureData = pictureData()): string[][] {
  if (!example) return [];
  const lexicon = getLexicon();
  const ambiguous = new Set(d.ambiguous);
  const found: Array<{ icons: string[]; zipf: number }> = [];
  const seen = new Set<string>();
  for (const token of example.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []) {
    if (STOP.has(token) || token.length < 3 || ambiguous.has(token) || ambiguous.has(singular(token))) continue;
    if (cardWord.toLowerCase().split(/\s+/).some((w) => lexicon.isFormOf(token, w))) continue;
    // A noun first ("children" of child); a verb's form that is also a noun ("saw", "left") is in `ambiguous`.
    const entry = lexicon.lookup(token);
    if (!entry || entry.groups[0]?.pos !== 'noun') continue;
    const reviewed = d.reviewed[entry.headword];
    const icons = reviewed ?? iconsForWord(entry.headword, d);
    if (!icons.length || seen.has(icons[0]!)) continue;
    seen.add(icons[0]!);
    found.push({ icons, zipf: lexicon.zipf(entry.headword) ?? 0 });
  }
  // The rarest thing first: "a documentary about whales in class" is about the whale, not the class.
  return found.sort((a, b) => a.zipf - b.zipf).map((f) => f.icons);
}

const cache = new Map<string, Picture>();
const CACHE_KEPT = 20_000;

/**
 * The picture of a card: the reviewed map first (it may also say "never by its own word": couple for "a couple of
 * minutes", mask, sound), then the entry's reviewed emoji, then an icon named by the word; a word with no picture
 * of its own (most verbs, adjectives, abstract nouns) is shown by its example's things, and with none of those it
 * gets a typographic card with a motif of its topic or part of speech.
 */
export function choosePicture(input: PictureInput, d: PictureData = pictureData()): Picture {
  const memo = JSON.stringify([input.word, input.example, input.emoji, input.pos ?? null, input.topics ?? null]);
  const hit = d === data ? cache.get(memo) : undefined;
  if (hit) return hit;
  const picture = decide(input, d);
  if (d === data) {
    if (cache.size >= CACHE_KEPT) cache.clear();
    cache.set(memo, picture);
  }
  return picture;
}

function decide(input: PictureInput, d: PictureData): Picture {
  const word = input.word.trim().toLowerCase();
  const pos = input.pos ?? null;
  const reviewed = (pos && d.reviewed[`${word}~${pos}`]) ?? d.reviewed[word];
  const grammar = GRAMMAR_POS.has(pos ?? '');
  if (pos && plainCards(d).has(`${word}~${pos}`)) return typographic(input, pos, d);
  let main: string[] = [];
  let scenery: string[] = [];
  if (reviewed) [main, scenery] = [reviewed.slice(0, 1), reviewed.slice(1)];
  else if (!grammar) {
    const hinted = input.emoji ? d.emoji[emojiKey(input.emoji)] : undefined;
    main = hinted ?? (NAMELESS_POS.has(pos ?? '') ? [] : iconsForWord(word, d));
  }
  // A reviewed picture names its scene itself; otherwise the example's things stand around (or for) the word.
  const things = reviewed && reviewed.length ? [] : exampleThings(input.example, word, d).filter((t) => t[0] !== main[0]);
  if (main.length) return { kind: 'picture', key: main[0]!, main, companions: [...scenery, ...things.slice(0, 2).map((t) => t[0]!)], scene: false };
  if (things.length && !grammar) {
    const [first, ...rest] = things;
    return { kind: 'picture', key: first![0]!, main: first!, companions: rest.slice(0, 2).map((t) => t[0]!), scene: true };
  }
  return typographic(input, pos, d);
}

function typographic(input: PictureInput, pos: string | null, d: PictureData): Picture {
  const topic = (input.topics ?? []).find((t) => d.motifs[`topic:${t}`]);
  return { kind: 'typographic', key: null, motif: d.motifs[topic ? `topic:${topic}` : `pos:${pos}`] ?? d.motifs.default ?? null };
}

const plainSets = new WeakMap<PictureData, Set<string>>();
function plainCards(d: PictureData): Set<string> {
  let set = plainSets.get(d);
  if (!set) plainSets.set(d, (set = new Set(d.plain ?? [])));
  return set;
}

/** An icon's drawing, ready to nest in a larger picture. */
export function iconOf(id: string, d: PictureData = pictureData()): [number, number, string] | null {
  return d.icons[id] ?? null;
}
