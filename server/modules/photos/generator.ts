import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type Picture, type PictureInput, choosePicture, iconOf } from './pictures';

/** Part of every photo's hash: bump it when the same word and example would be drawn differently. */
export const GENERATOR_VERSION = 'icons-2';
export const VARIANTS = 4;
export const LARGE = 1080;
export const SMALL = 360;

export type PhotoInput = PictureInput;
export type PhotoSize = 'large' | 'small';

export interface PhotoGenerator {
  readonly version: string;
  /** One variant as WebP at one size: a request for one size never waits for the other (issue 26). */
  render(input: PhotoInput, variant: number, size: PhotoSize): Promise<Buffer>;
}

const hashOf = (s: string) => createHash('sha256').update(s).digest();

/** Characters a photo cannot draw: C0 controls but tab and line breaks, DEL and C1, lone surrogates, U+FFFE/FFFF. */
export const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * Text as SVG (XML) content. Characters XML cannot hold are dropped, not rendered: cards stored before the card form
 * refused them must still draw (issue 29: no photo URL may answer 5xx).
 */
export const escapeXml = (s: string) =>
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

/** Monochrome sets draw in currentColor: they take the palette's ink. */
const MONO = /^(game-icons|healthicons):/;

/** An icon of the picture data nested at (x, y) in a square of `size`, tinted `ink` when it is monochrome. */
export function nested(id: string, x: number, y: number, size: number, opts: { rotate?: number; ink?: string; opacity?: number } = {}): string {
  const icon = iconOf(id);
  if (!icon) return '';
  const [w, h, inner] = icon;
  const c = size / 2;
  const color = MONO.test(id) ? ` color="${opts.ink ?? '#27324a'}"` : '';
  const opacity = opts.opacity !== undefined ? ` opacity="${opts.opacity}"` : '';
  return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${opts.rotate ?? 0} ${c} ${c})"${opacity}><svg width="${size}" height="${size}" viewBox="0 0 ${w} ${h}"${color}>${inner}</svg></g>`;
}

export const FONT = `font-family="DejaVu Sans, Verdana, sans-serif"`;

/**
 * A designed card for words without a fitting picture: the word set large, a motif of its topic or part of speech,
 * the example under it. Four distinct layouts, so a learner's four variants never look alike.
 */
function typographicSvg(input: PhotoInput, picture: Extract<Picture, { kind: 'typographic' }>, variant: number, bg: string, p: ReturnType<typeof palette>): string {
  const S = LARGE;
  const word = input.word.trim();
  const v = variant % VARIANTS;
  const left = v === 1;
  const wordSize = Math.min(170, Math.floor((left ? 760 : 820) / Math.max(1, word.length * 0.66)));
  const lines = input.example ? wrap(input.example, left ? 28 : 26, 3) : [];
  const lineHeight = 62;
  const motif = picture.motif;
  const x = left ? 150 : 540;
  const anchor = left ? 'start' : 'middle';
  // Where the block of word, rule and example starts; the motif sits above it (or behind it on layout 1).
  const motifSize = v === 3 ? 230 : 200;
  const block = wordSize + (lines.length ? 60 + lines.length * lineHeight : 0);
  const motifRoom = left ? 0 : motifSize + 40;
  const top = (S - block - motifRoom) / 2 + motifRoom + wordSize * 0.8 + (v === 3 ? 60 : 0);
  const example = lines
    .map((l, i) => `<text x="${x}" y="${(top + 70 + (i + 0.8) * lineHeight).toFixed(0)}" text-anchor="${anchor}" ${FONT} font-size="48" fill="#1f2430" fill-opacity="0.8">${escapeXml(l)}</text>`)
    .join('');
  const motifY = top - wordSize * 0.8 - motifSize - 40;
  let frame = '';
  let art = '';
  switch (v) {
    case 0:
      frame = `<rect x="90" y="90" width="900" height="900" rx="96" fill="#ffffff" fill-opacity="0.85"/>`;
      if (motif) art = `<circle cx="540" cy="${(motifY + motifSize / 2).toFixed(0)}" r="${motifSize / 2 + 26}" fill="${p.accent}"/>${nested(motif, 540 - motifSize / 2, motifY, motifSize, { ink: p.ink })}`;
      break;
    case 1:
      frame = `<rect x="60" y="160" width="960" height="760" rx="60" fill="#ffffff" fill-opacity="0.85"/><rect x="60" y="160" width="28" height="760" rx="14" fill="${p.to}"/>`;
      if (motif) art = nested(motif, 640, 520, 360, { ink: p.to, opacity: 0.35, rotate: -12 });
      break;
    case 2:
      frame = `<circle cx="540" cy="540" r="480" fill="#ffffff" fill-opacity="0.85"/>`;
      if (motif) art = nested(motif, 540 - motifSize / 2, motifY, motifSize, { ink: p.to });
      break;
    default:
      frame = `<rect x="110" y="110" width="860" height="860" rx="40" fill="#ffffff" fill-opacity="0.88"/><path d="M110 150a40 40 0 0 1 40-40h780a40 40 0 0 1 40 40v${(motifY + motifSize + 10 - 110).toFixed(0)}h-860z" fill="${p.to}" fill-opacity="0.55"/>`;
      if (motif) art = nested(motif, 540 - motifSize / 2, motifY - 10, motifSize, { ink: '#ffffff' });
  }
  const ruleX = left ? 150 : 470;
  const rule = lines.length ? `<rect x="${ruleX}" y="${(top + 34).toFixed(0)}" width="140" height="8" rx="4" fill="${p.to}"/>` : '';
  return (
    `${bg}${frame}${art}` +
    `<text x="${x}" y="${top.toFixed(0)}" text-anchor="${anchor}" ${FONT} font-weight="bold" font-size="${wordSize}" fill="#1f2430">${escapeXml(word)}</text>` +
    `${rule}${example}`
  );
}

function palette(word: string, variant: number) {
  const h = hashOf(`${word}#${variant}`);
  const hue = (h[0]! * 360) / 256;
  const hue2 = (hue + 35 + (h[1]! % 50)) % 360;
  return {
    from: `hsl(${hue.toFixed(0)}, 70%, 88%)`,
    to: `hsl(${hue2.toFixed(0)}, 62%, 62%)`,
    accent: `hsl(${((hue + 180) % 360).toFixed(0)}, 60%, 93%)`,
    ink: `hsl(${hue2.toFixed(0)}, 45%, 30%)`,
    seed: h,
  };
}

/**
 * The picture of a word on a background derived from it, in four layouts: the thing alone on a disc; the thing with
 * the example's things beside it; the thing on a badge ringed by the example's things; the thing over a soft tiled
 * pattern of itself. A picture of several things (a scene of the example, or a reviewed picture with its scene) puts
 * them side by side on a ground in every variant, the first one largest, so it reads as one picture at phone size.
 */
function pictureSvg(picture: Extract<Picture, { kind: 'picture' }>, variant: number, bg: string, p: ReturnType<typeof palette>): string {
  const S = LARGE;
  const v = variant % VARIANTS;
  const main = picture.main[v % picture.main.length]!;
  const [second, third] = picture.companions;
  const ink = { ink: p.ink };
  let body = '';
  // A picture of several things (a scene of the example, or a reviewed picture with its scene) shows them all in every
  // variant, side by side on a ground: the layouts of a single thing dropped the second and third, and a blind
  // reviewer then saw only a side detail (sample s8 and the audit). Its variants differ by side and ground.
  if (picture.scene || second) {
    const flip = v % 2 === 1;
    const ground = v < 2 ? `<circle cx="${flip ? 620 : 460}" cy="470" r="340" fill="${p.accent}" fill-opacity="0.6"/>` : `<rect x="${flip ? 260 : 160}" y="150" width="660" height="640" rx="150" fill="${p.accent}" fill-opacity="0.5"/>`;
    body = `<ellipse cx="540" cy="860" rx="430" ry="90" fill="#ffffff" fill-opacity="0.55"/>${ground}`;
    if (!second) body += nested(main, 240, 220, 600, ink);
    else if (!third) body += flip ? nested(second, 90, 420, 400, { ...ink, rotate: -6 }) + nested(main, 450, 240, 520, ink) : nested(main, 110, 260, 520, ink) + nested(second, 600, 420, 400, { ...ink, rotate: 6 });
    else body += nested(second, 70, 480, 320, { ...ink, rotate: -8 }) + nested(third, 690, 480, 320, { ...ink, rotate: 8 }) + nested(main, 290, 160, 500, ink);
  } else
    switch (v) {
      case 0:
        body = `<circle cx="540" cy="560" r="360" fill="${p.accent}" fill-opacity="0.6"/>${nested(main, 230, 250, 620, ink)}` + (second ? nested(second, 760, 740, 240, { ...ink, rotate: 8 }) : '');
        break;
      case 1:
        body = second
          ? `<circle cx="400" cy="470" r="300" fill="${p.accent}" fill-opacity="0.55"/><circle cx="800" cy="800" r="190" fill="#ffffff" fill-opacity="0.5"/>` +
            `${nested(main, 130, 200, 540, { ...ink, rotate: -6 })}${nested(second, 640, 640, 320, { ...ink, rotate: 8 })}`
          : `<rect x="170" y="170" width="740" height="740" rx="370" fill="${p.accent}" fill-opacity="0.55" transform="rotate(45 540 540)"/>${nested(main, 240, 240, 600, { ...ink, rotate: -8 })}`;
        break;
      case 2: {
        const ring = [second, third].filter((x): x is string => !!x);
        const dots = ring.length
          ? Array.from({ length: 6 }, (_, i) => {
              const a = (i / 6) * Math.PI * 2 + p.seed[2]! / 40;
              return nested(ring[i % ring.length]!, 540 + Math.cos(a) * 410 - 70, 540 + Math.sin(a) * 410 - 70, 140, { ...ink, rotate: ((i * 37) % 60) - 30 });
            }).join('')
          : '';
        body = `<circle cx="540" cy="540" r="${ring.length ? 300 : 420}" fill="#ffffff" fill-opacity="0.85"/>${dots}${nested(main, ring.length ? 320 : 250, ring.length ? 320 : 250, ring.length ? 440 : 580, ink)}`;
        break;
      }
      default: {
        // The soft 4 × 4 tiling of the thing as a pattern: drawn once and repeated, not sixteen times (a detailed icon
        // made this layout the slowest render).
        const tiles = `<defs><pattern id="t" width="270" height="270" patternUnits="userSpaceOnUse">${nested(main, 35, 35, 200, ink)}</pattern></defs>`;
        body = `${tiles}<rect width="1080" height="1080" fill="url(#t)" fill-opacity="0.16"/><rect x="190" y="190" width="700" height="700" rx="120" fill="#ffffff" fill-opacity="0.88"/>${nested(main, 290, 290, 500, ink)}`;
      }
    }
  return `${bg}${body}`;
}

/** The photo's drawing (a LARGE square), without its root element. */
function drawing(input: PhotoInput, variant: number): string {
  const p = palette(input.word, variant);
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs><rect width="${LARGE}" height="${LARGE}" fill="url(#g)"/>`;
  const picture = choosePicture(input);
  return picture.kind === 'picture' ? pictureSvg(picture, variant, bg, p) : typographicSvg(input, picture, variant, bg, p);
}

/** The rows `top` to `top + height` of a drawing, as an SVG of that size. */
const svgOf = (body: string, top = 0, height = LARGE) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${LARGE}" height="${height}" viewBox="0 ${top} ${LARGE} ${height}">${body}</svg>`;

export function composeSvg(input: PhotoInput, variant: number): string {
  return svgOf(drawing(input, variant));
}

export const emojiPhotoGenerator: PhotoGenerator = {
  version: GENERATOR_VERSION,
  async render(input, variant, size) {
    // Issue 26: a new photo in ≤ 100 ms p99 (bench/photos.ts), each size rendered when it is first asked for. The small
    // one is drawn straight at its size (density 72 × 360 / 1080). Rasterising is single-threaded, so the large one is
    // drawn as two halves at once (a raw image is its rows one after another: the halves join by concatenation, and
    // no pixel row straddles the seam), without an alpha channel (the photo is opaque: 25% fewer bytes to move and
    // none to encode). WebP effort 1 for the large one: its encoding is the larger part of its render, and effort 2
    // took 13 ms more for 22% fewer bytes (18 against 22 KiB). Shapes fade by fill-opacity, not opacity, which would
    // make the rasteriser draw each one on a layer of its own first.
    const body = drawing(input, variant);
    if (size === 'small') return sharp(Buffer.from(svgOf(body)), { density: (72 * SMALL) / LARGE }).webp({ quality: 80, effort: 2 }).toBuffer();
    const half = (top: number) => sharp(Buffer.from(svgOf(body, top, LARGE / 2))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [top, bottom] = await Promise.all([half(0), half(LARGE / 2)]);
    const raw = { raw: { width: LARGE, height: LARGE, channels: top.info.channels } };
    return sharp(Buffer.concat([top.data, bottom.data]), raw).webp({ quality: 82, effort: 1 }).toBuffer();
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

/** Content address of a variant: changes with the word, the example, what is drawn and the generator, so URLs can be immutable. */
export function photoHash(input: PhotoInput, variant: number, version = GENERATOR_VERSION): string {
  const picture = choosePicture(input);
  // What is drawn, not the data it was chosen from: a new icon for a word gives it a new URL, other cards keep theirs.
  const drawn = picture.kind === 'picture' ? [picture.main, picture.companions, picture.scene] : picture.motif;
  return rememberedHash(JSON.stringify([version, input.word, input.example, drawn, variant])).slice(0, 12);
}
