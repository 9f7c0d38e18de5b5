import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getLexicon } from '../vocabulary/lexicon';

const require = createRequire(import.meta.url);
const TWEMOJI_DIR = dirname(require.resolve('@twemoji/svg/package.json'));

interface EmojibaseEntry {
  label: string;
  hexcode: string;
  emoji: string;
  tags?: string[];
  group?: number;
  skins?: unknown[];
}

/** Emoji groups that picture things (smileys, people, animals, food, travel, activities, objects); no flags or symbols. */
const PICTURE_GROUPS = new Set([0, 1, 3, 4, 5, 6, 7]);

interface Indexes {
  /** Exact labels and the head noun of two-word labels ("red apple" → apple): precise enough for any word. */
  precise: Map<string, string>;
  /** Tags: looser ("red" tags a pouting face), used only for the card's own word, never for example words. */
  loose: Map<string, string>;
}

let indexes: Indexes | null = null;

/** English labels and tags → emoji, from emojibase (MIT); the earlier emoji in emojibase's order wins. */
function emojiIndexes(): Indexes {
  if (indexes) return indexes;
  const data = require('emojibase-data/en/data.json') as EmojibaseEntry[];
  const precise = new Map<string, string>();
  const heads = new Map<string, string>();
  const loose = new Map<string, string>();
  for (const e of data) {
    if (e.group === undefined || !PICTURE_GROUPS.has(e.group) || !svgPath(e.emoji)) continue;
    const label = e.label.toLowerCase();
    if (!precise.has(label)) precise.set(label, e.emoji);
    const words = label.split(' ');
    if (words.length === 2 && e.group !== 0 && !heads.has(words[1]!)) heads.set(words[1]!, e.emoji);
    for (const tag of e.tags ?? []) if (!loose.has(tag.toLowerCase())) loose.set(tag.toLowerCase(), e.emoji);
  }
  for (const [k, v] of heads) if (!precise.has(k)) precise.set(k, v);
  indexes = { precise, loose };
  return indexes;
}

/** The Twemoji file of an emoji, trying the sequence with and without variation selectors. */
export function svgPath(emoji: string): string | null {
  const points = [...emoji].map((c) => c.codePointAt(0)!.toString(16));
  for (const name of [points.join('-'), points.filter((p) => p !== 'fe0f').join('-')]) {
    const file = join(TWEMOJI_DIR, `${name}.svg`);
    if (existsSync(file)) return file;
  }
  return null;
}

/** The drawing inside a Twemoji SVG (its viewBox is 0 0 36 36), ready to nest in a larger picture. */
export function emojiSvgInner(emoji: string): string | null {
  const file = svgPath(emoji);
  if (!file) return null;
  const svg = readFileSync(file, 'utf8');
  return svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
}

const singular = (w: string) =>
  w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.endsWith('es') && /(s|x|z|ch|sh)es$/.test(w) ? w.slice(0, -2) : w.endsWith('s') ? w.slice(0, -1) : w;

export function emojiForWord(word: string, opts: { loose?: boolean } = { loose: true }): string | null {
  const w = word.trim().toLowerCase();
  const { precise, loose } = emojiIndexes();
  return precise.get(w) ?? precise.get(singular(w)) ?? (opts.loose ? (loose.get(w) ?? loose.get(singular(w)) ?? null) : null);
}

const STOP = new Set(['the', 'a', 'an', 'i', 'you', 'he', 'she', 'it', 'we', 'they', 'is', 'are', 'was', 'were', 'be', 'to', 'of', 'and', 'in', 'on', 'at', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that', 'with', 'for', 'have', 'has', 'do', 'does', 'not', 'me', 'him', 'us', 'them', 'there', 'here', 'very', 'so', 'but', 'or', 'all', 'can', 'will', 'what', 'how', 'when', 'who']);

/**
 * Emojis for the words of an example sentence, in sentence order, without repeats. A form of the card's own word is
 * not another thing: "saw" in "no one saw that" is "see", not a saw (a hand saw beside the eyes of "see").
 */
export function emojisForSentence(sentence: string | null, exclude: string[] = [], cardWord?: string): string[] {
  if (!sentence) return [];
  const found: string[] = [];
  for (const token of sentence.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (STOP.has(token) || token.length < 3) continue;
    if (cardWord && getLexicon().isFormOf(token, cardWord)) continue;
    const e = emojiForWord(token, { loose: false });
    if (e && !found.includes(e) && !exclude.includes(e)) found.push(e);
  }
  return found;
}
