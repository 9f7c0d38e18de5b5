import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { emojiForWord, emojisForSentence, emojiSvgInner } from './emoji';

/** Part of every photo's hash: bump it when the same word and example would be drawn differently. */
export const GENERATOR_VERSION = 'emoji-3';
export const VARIANTS = 4;
export const LARGE = 1080;
export const SMALL = 360;

export interface PhotoInput {
  word: string;
  example: string | null;
  /** A reviewed illustration hint from the vocabulary, preferred over guessing. */
  emoji: string | null;
  pos?: string | null;
}

export interface PhotoGenerator {
  readonly version: string;
  /** One variant as WebP at both sizes. */
  render(input: PhotoInput, variant: number): Promise<{ large: Buffer; small: Buffer }>;
}

/** Words that carry grammar rather than a thing: never pictured, whatever an emoji label happens to say. */
const FUNCTION_POS = new Set(['determiner', 'article', 'preposition', 'conjunction', 'pronoun', 'particle', 'modal', 'auxiliary', 'number', 'interjection']);

const hashOf = (s: string) => createHash('sha256').update(s).digest();

/**
 * What the picture shows: the reviewed hint, else an emoji whose label names the word exactly (loose tag matches
 * picture the wrong thing: "red" tags a pouting face), with companions from the example. A function word or a word
 * with no fitting emoji gets a typographic card (the word and its example) rather than an unrelated emoji.
 */
export function pickEmojis(input: PhotoInput): string[] | null {
  if (FUNCTION_POS.has(input.pos ?? '')) return null;
  const hinted = input.emoji && emojiSvgInner(input.emoji) ? input.emoji : null;
  const main = hinted ?? emojiForWord(input.word, { loose: false });
  if (!main || !emojiSvgInner(main)) return null;
  const companions = emojisForSentence(input.example, [main], input.word).filter((e) => emojiSvgInner(e));
  return [main, ...companions];
}

/** Characters a photo cannot draw: C0 controls but tab and line breaks, DEL and C1, lone surrogates, U+FFFE/FFFF. */
export const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * Text as SVG (XML) content. Characters XML cannot hold are dropped, not rendered: cards stored before the card form
 * refused them must still draw (issue 29: no photo URL may answer 5xx).
 */
const escapeXml = (s: string) =>
  s.replace(XML_INVALID, '').replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Greedy wrap by characters: DejaVu Sans averages about 0.55 em per character. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:!?]+$/, '')}…`;
    return kept;
  }
  return lines;
}

/** A designed card for words without a fitting picture: the word set large, the example under it. */
function typographicSvg(input: PhotoInput, variant: number, bg: string, p: ReturnType<typeof palette>): string {
  const S = LARGE;
  const word = input.word.trim();
  const wordSize = Math.min(190, Math.floor(800 / Math.max(1, word.length * 0.68)));
  const lines = input.example ? wrap(input.example, 26, 4) : [];
  const lineHeight = 66;
  const block = wordSize + (lines.length ? 60 + lines.length * lineHeight : 0);
  const top = (S - block) / 2 + wordSize * 0.8;
  const font = `font-family="DejaVu Sans, Verdana, sans-serif"`;
  const example = lines
    .map((l, i) => `<text x="540" y="${(top + 70 + (i + 0.8) * lineHeight).toFixed(0)}" text-anchor="middle" ${font} font-size="50" fill="#1f2430" fill-opacity="0.82">${escapeXml(l)}</text>`)
    .join('');
  const frames = [
    `<rect x="90" y="90" width="900" height="900" rx="96" fill="#ffffff" opacity="0.82"/>`,
    `<rect x="60" y="160" width="960" height="760" rx="60" fill="#ffffff" opacity="0.8"/><rect x="60" y="160" width="24" height="760" rx="12" fill="${p.to}"/>`,
    `<circle cx="540" cy="540" r="470" fill="#ffffff" opacity="0.8"/>`,
    `<rect x="110" y="110" width="860" height="860" rx="40" fill="none" stroke="#ffffff" stroke-width="18" opacity="0.9"/><rect x="140" y="140" width="800" height="800" rx="24" fill="#ffffff" opacity="0.75"/>`,
  ];
  const rule = lines.length ? `<rect x="470" y="${(top + 34).toFixed(0)}" width="140" height="8" rx="4" fill="${p.to}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${bg}${frames[variant % VARIANTS]}` +
    `<text x="540" y="${top.toFixed(0)}" text-anchor="middle" ${font} font-weight="bold" font-size="${wordSize}" fill="#1f2430">${escapeXml(word)}</text>` +
    `${rule}${example}</svg>`
  );
}

function palette(word: string, variant: number) {
  const h = hashOf(`${word}#${variant}`);
  const hue = (h[0]! * 360) / 256;
  const hue2 = (hue + 35 + (h[1]! % 50)) % 360;
  return { from: `hsl(${hue.toFixed(0)}, 70%, 86%)`, to: `hsl(${hue2.toFixed(0)}, 65%, 68%)`, accent: `hsl(${((hue + 180) % 360).toFixed(0)}, 60%, 92%)`, seed: h };
}

function nested(inner: string, x: number, y: number, size: number, rotate = 0) {
  const c = size / 2;
  return `<g transform="translate(${x} ${y}) rotate(${rotate} ${c} ${c})"><svg width="${size}" height="${size}" viewBox="0 0 36 36">${inner}</svg></g>`;
}

/**
 * Four layouts over a background derived from the word: a single hero emoji; hero with a companion from the
 * example; hero on a badge with a confetti of small ones; hero over a soft tiled pattern.
 */
export function composeSvg(input: PhotoInput, variant: number): string {
  const p = palette(input.word, variant);
  const S = LARGE;
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs><rect width="${S}" height="${S}" fill="url(#g)"/>`;
  const emojis = pickEmojis(input);
  if (!emojis) return typographicSvg(input, variant, bg, p);
  const main = emojis[0]!;
  const second = emojis[1] ?? main;
  const third = emojis[2] ?? second;
  const inner = (e: string) => emojiSvgInner(e)!;
  let body = '';
  switch (variant % VARIANTS) {
    case 0:
      body = `<circle cx="540" cy="560" r="360" fill="${p.accent}" opacity="0.55"/>${nested(inner(main), 220, 240, 640)}`;
      break;
    case 1:
      body =
        `<circle cx="400" cy="470" r="300" fill="${p.accent}" opacity="0.5"/><circle cx="800" cy="800" r="190" fill="#ffffff" opacity="0.45"/>` +
        `${nested(inner(main), 130, 200, 540, -6)}${nested(inner(second), 640, 640, 320, 8)}`;
      break;
    case 2: {
      const dots = Array.from({ length: 9 }, (_, i) => {
        const a = (i / 9) * Math.PI * 2 + p.seed[2]! / 40;
        return nested(inner(i % 2 ? second : third), 540 + Math.cos(a) * 420 - 60, 540 + Math.sin(a) * 420 - 60, 120, (i * 37) % 60 - 30);
      }).join('');
      body = `<circle cx="540" cy="540" r="300" fill="#ffffff" opacity="0.8"/>${dots}${nested(inner(main), 320, 320, 440)}`;
      break;
    }
    default: {
      const tiles = Array.from({ length: 16 }, (_, i) => nested(inner(main), (i % 4) * 270 + 35, Math.floor(i / 4) * 270 + 35, 200, 0)).join('');
      body = `<g opacity="0.18">${tiles}</g><rect x="190" y="190" width="700" height="700" rx="120" fill="#ffffff" opacity="0.85"/>${nested(inner(main), 290, 290, 500)}`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${bg}${body}</svg>`;
}

export const emojiPhotoGenerator: PhotoGenerator = {
  version: GENERATOR_VERSION,
  async render(input, variant) {
    // The SVG is rasterised once; both sizes are encoded from those pixels at the same time (not the small one from
    // the decoded large WebP after it).
    const { data, info } = await sharp(Buffer.from(composeSvg(input, variant))).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [large, small] = await Promise.all([
      sharp(data, raw).webp({ quality: 82, effort: 3 }).toBuffer(),
      sharp(data, raw).resize(SMALL, SMALL).webp({ quality: 80 }).toBuffer(),
    ]);
    return { large, small };
  },
};

/**
 * Recent hashes by what they hash: every card of every feed page names its photo by one, and a page of 20 cards
 * spent more time hashing than reading its cards (bench profile). Bounded: cleared when full.
 */
const recentHashes = new Map<string, string>();
const HASHES_KEPT = 20_000;

/** SHA-256 of `text`, hex, remembered for the next page that shows the same card. */
export function rememberedHash(text: string): string {
  let hash = recentHashes.get(text);
  if (hash === undefined) {
    hash = createHash('sha256').update(text).digest('hex');
    if (recentHashes.size >= HASHES_KEPT) recentHashes.clear();
    recentHashes.set(text, hash);
  }
  return hash;
}

/** Content address of a variant: changes with the word, the example, the hint and the generator, so URLs can be immutable. */
export function photoHash(input: PhotoInput, variant: number, version = GENERATOR_VERSION): string {
  return rememberedHash(JSON.stringify([version, input.word, input.example, input.emoji, variant])).slice(0, 12);
}
