import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Locale } from '../../i18n/messages';
import { escapeXml, FONT, nested } from '../photos/generator';
import type { Milestone } from './milestones';
import { storyText } from './story-texts';

/** A story's size (VK and Instagram stories are 9:16, 1080 wide). */
export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;
export const STORY_TYPE = 'image/jpeg';

export interface StoryInput {
  milestone: Milestone;
  locale: Locale;
  /** Printed when the learner chose to put their name on it. */
  name: string | null;
  /** The address that opens the app, printed without its scheme (`slovo.example`, `vk.com/app51234567`). */
  link: string;
}

/** Each kind of milestone has its colours and its picture (icons of the card photos' open sets, data/CREDITS.md). */
const LOOKS = {
  streak: { from: '#ffb347', to: '#f0483e', accent: '#e8412f', icon: 'fluent-emoji-flat:fire' },
  level: { from: '#2688eb', to: '#5b4ff5', accent: '#3d63ee', icon: 'fluent-emoji-flat:graduation-cap' },
  words: { from: '#28c98f', to: '#1779b8', accent: '#16844f', icon: 'fluent-emoji-flat:books' },
} as const;

let logo: string | null = null;
/** The app's icon (public/icons/icon.svg, the one the manifest installs) as an SVG to nest; the lettered tile if absent. */
function appLogo(x: number, y: number, size: number): string {
  if (logo === null) {
    try {
      logo = readFileSync(new URL('../../../public/icons/icon.svg', import.meta.url), 'utf8').replace(/<\?xml[^>]*>/, '');
    } catch {
      logo = '';
    }
  }
  if (logo) return logo.replace(/<svg[^>]*?(viewBox="[^"]*")[^>]*>/, `<svg x="${x}" y="${y}" width="${size}" height="${size}" $1>`).replace(/ id="bg"/, ' id="logo-bg"').replace('url(#bg)', 'url(#logo-bg)');
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="#2688eb"/><text x="${x + size / 2}" y="${y + size * 0.7}" text-anchor="middle" ${FONT} font-weight="bold" font-size="${size * 0.55}" fill="#fff">S</text>`;
}

/**
 * A caption on one line, or on two of about equal length (never a lone word under a full line). DejaVu Sans averages
 * about 0.55 em a character: `perLine` is what fits the width.
 */
function balanced(text: string, perLine: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (text.length <= perLine || words.length < 2) return [words.join(' ')];
  let best = [words.join(' '), ''];
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (Math.max(pair[0]!.length, pair[1]!.length) < Math.max(best[0]!.length, best[1]!.length)) best = pair;
  }
  return best;
}

/** Text centred on the picture. */
const centred = (y: number, size: number, text: string, attrs = '') =>
  `<text x="${STORY_WIDTH / 2}" y="${y}" text-anchor="middle" ${FONT} font-size="${size}" ${attrs}>${escapeXml(text)}</text>`;

/**
 * The story as SVG: the app's name and icon on top, the learner's name if chosen, the milestone's picture and its
 * figure set very large, what it counts, and at the bottom a card with the app's address. Everything important stays
 * out of the top and bottom 200 px, where VK and other apps draw their own controls over a story.
 */
export function composeStorySvg({ milestone, locale, name, link }: StoryInput): string {
  const W = STORY_WIDTH;
  const look = LOOKS[milestone.kind];
  const t = storyText(locale, milestone);
  const white = 'fill="#ffffff"';
  const figureSize = Math.min(400, Math.floor(880 / (t.figure.length * 0.64)));
  const shownName = name ? [...name.trim()].slice(0, 28).join('') : '';
  const linkSize = Math.min(54, Math.floor(760 / (Math.max(link.length, 1) * 0.62)));
  const caption = balanced(t.caption, 32);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${STORY_HEIGHT}" viewBox="0 0 ${W} ${STORY_HEIGHT}">` +
    `<defs><linearGradient id="story-bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${STORY_HEIGHT}" fill="url(#story-bg)"/>` +
    `<circle cx="980" cy="260" r="340" fill="#ffffff" opacity="0.10"/><circle cx="80" cy="1540" r="420" fill="#ffffff" opacity="0.08"/>` +
    `<circle cx="${W / 2}" cy="680" r="200" fill="#ffffff" opacity="0.22"/>` +
    // The brand, centred as a group: the icon on a white tile (it is blue, like one of the backgrounds), the name.
    `<rect x="344" y="132" width="132" height="132" rx="34" fill="#ffffff"/>` +
    appLogo(352, 140, 116) +
    `<text x="496" y="222" ${FONT} font-weight="bold" font-size="76" ${white}>Slovo</text>` +
    (shownName ? centred(360, 54, shownName, `font-weight="bold" ${white}`) : '') +
    centred(428, 42, t.kicker.toUpperCase(), `letter-spacing="6" ${white} fill-opacity="0.85"`) +
    nested(look.icon, W / 2 - 150, 530, 300) +
    centred(1215, figureSize, t.figure, `font-weight="bold" fill="#000000" fill-opacity="0.12" transform="translate(8 10)"`) +
    centred(1215, figureSize, t.figure, `font-weight="bold" ${white}`) +
    centred(1315, 74, t.unit, `font-weight="bold" ${white}`) +
    caption.map((line, i) => centred(1400 + i * 60, 46, line, `${white} fill-opacity="0.9"`)).join('') +
    `<rect x="120" y="1540" width="840" height="180" rx="44" fill="#ffffff" opacity="0.96"/>` +
    centred(1612, 40, t.invite, 'fill="#1f2430" fill-opacity="0.75"') +
    centred(1680, linkSize, link, `font-weight="bold" fill="${look.accent}"`) +
    `</svg>`
  );
}

/** The story as a JPEG (a photo-like picture: a fifth of a PNG's bytes, and what VK's story editor and Web Share expect). */
export async function renderStory(input: StoryInput): Promise<Buffer> {
  return sharp(Buffer.from(composeStorySvg(input))).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
}
