import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { emojiForWord, emojisForSentence, emojiSvgInner } from './emoji';

export const GENERATOR_VERSION = 'emoji-1';
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

/** Abstract words still get a calm, fitting picture: a few neutral emojis by part of speech. */
const FALLBACK: Record<string, string[]> = {
  verb: ['🏃', '🙌', '💪', '🚀'],
  adjective: ['✨', '🌈', '🎨', '💫'],
  adverb: ['⏱️', '🌀', '🎯', '💫'],
  noun: ['💡', '📘', '🧩', '🌟'],
  default: ['💡', '📚', '🌟', '🧠'],
};

const hashOf = (s: string) => createHash('sha256').update(s).digest();

/**
 * The hero emoji (the reviewed hint, else found by the word), then companions from the example. Without a hero,
 * a neutral emoji by part of speech stands in; without companions, the hero keeps itself company.
 */
export function pickEmojis(input: PhotoInput): string[] {
  const fallback = FALLBACK[input.pos ?? ''] ?? FALLBACK.default!;
  const main = (input.emoji && emojiSvgInner(input.emoji) ? input.emoji : emojiForWord(input.word)) ?? fallback[hashOf(input.word)[3]! % fallback.length]!;
  const companions = emojisForSentence(input.example, [main]).filter((e) => emojiSvgInner(e));
  return [main, ...companions];
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
  const emojis = pickEmojis(input);
  const main = emojis[0]!;
  const second = emojis[1] ?? main;
  const third = emojis[2] ?? second;
  const inner = (e: string) => emojiSvgInner(e)!;
  const p = palette(input.word, variant);
  const S = LARGE;
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs><rect width="${S}" height="${S}" fill="url(#g)"/>`;
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

/** Content address of a variant: changes with the word, the example, the hint and the generator, so URLs can be immutable. */
export function photoHash(input: PhotoInput, variant: number, version = GENERATOR_VERSION): string {
  return createHash('sha256')
    .update(JSON.stringify([version, input.word, input.example, input.emoji, variant]))
    .digest('hex')
    .slice(0, 12);
}
