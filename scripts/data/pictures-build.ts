/**
 * npm run data:pictures — data/pictures.json.gz, the pictures the card photos are drawn from (decision 0014).
 *
 * Reads five open icon sets from their Iconify JSON packages (devDependencies), Emojibase's emoji labels and the
 * reviewed map data/pictures.json, and keeps only what the generator can use: for every English word of the lexicon
 * that a set names a thing by, that thing's icons (best set first), the icons of every emoji an entry may carry as
 * its hint, the reviewed pictures and the typographic cards' motifs. Deterministic: the same inputs give the same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, readDataFile } from '../../server/modules/vocabulary/data-schema';
import { type PictureData, emojiKey } from '../../server/modules/photos/pictures';

const require = createRequire(import.meta.url);

interface IconSet {
  prefix: string;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

/** The sets, in the order a word's icons are preferred: colour emoji first, then the detailed object sets. */
export const SETS = [
  { prefix: 'fluent-emoji-flat', pkg: '@iconify-json/fluent-emoji-flat', licence: 'Fluent Emoji (flat) © Microsoft Corporation, MIT' },
  { prefix: 'openmoji', pkg: '@iconify-json/openmoji', licence: 'OpenMoji © OpenMoji contributors, CC BY-SA 4.0' },
  { prefix: 'healthicons', pkg: '@iconify-json/healthicons', licence: 'Health Icons © Resolve to Save Lives, MIT' },
  { prefix: 'game-icons', pkg: '@iconify-json/game-icons', licence: 'Game Icons © game-icons.net contributors (Lorc, Delapouite and others), CC BY 3.0' },
] as const;

/** The emoji sets draw the same Unicode emoji: OpenMoji fills in what Fluent lacks. */
const EMOJI_SETS = ['fluent-emoji-flat', 'openmoji'] as const;

const reviewedSchema = z.object({
  _about: z.string().optional(),
  /** "headword~pos" or "headword" → icon ids (the picture, then its scene), or [] for "not by its own word". */
  entries: z.record(z.string(), z.array(z.string().regex(/^[a-z-]+:[a-z0-9-]+$/))),
  ambiguous: z.array(z.string()),
  /** Cards ("headword~pos") shown as a typographic card: nothing of their word or example pictures them truly. */
  plain: z.array(z.string().regex(/^[^~]+~[a-z]+$/)).default([]),
  motifs: z.record(z.string(), z.string()),
  /** Icon names a set uses for something else than the word in them ("game-icons:bank" is a bench). */
  rejected: z.array(z.string()),
});

function loadSet(pkg: string): IconSet {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/icons.json`), 'utf8')) as IconSet;
}

/** OpenMoji's own drawings of things Unicode has no emoji for, by its metadata categories. */
function OPENMOJI_EXTRAS(): Record<string, string[]> {
  const meta = JSON.parse(readFileSync(require.resolve('@iconify-json/openmoji/metadata.json'), 'utf8')) as { categories: Record<string, string[]> };
  return Object.fromEntries(Object.entries(meta.categories).filter(([c]) => c.startsWith('Extras')));
}

function loadChars(pkg: string): Record<string, string> {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/chars.json`), 'utf8')) as Record<string, string>;
}

interface EmojibaseEntry {
  label: string;
  hexcode: string;
  emoji: string;
  group?: number;
}

/** Emoji groups that picture things (smileys, people, animals, food, travel, activities, objects); no flags or symbols. */
const PICTURE_GROUPS = new Set([0, 1, 3, 4, 5, 6, 7]);

/** Icon names' variants that are the same drawing in another style: only the plain one is a candidate. */
const STYLE_SUFFIX = /-(outline|negative|filled|alt|solid|outlined)$/;

export function buildPictures(dataDir = DEFAULT_DATA_DIR): PictureData {
  const reviewed = reviewedSchema.parse(JSON.parse(readFileSync(join(dataDir, 'pictures.json'), 'utf8')));
  // English words: the lexicon's and wordfreq's (a word a later vocabulary may add is among them already).
  const lexicon = readDataFile('lexicon.json.gz', dataDir) as { words: Record<string, unknown>; zipf: Record<string, string> };
  const english = new Set(
    [...Object.keys(lexicon.words), ...Object.values(lexicon.zipf).flatMap((ws) => ws.split(' '))].filter((w) => /^[a-z]+(-[a-z]+)?$/.test(w)),
  );
  const rejected = new Set(reviewed.rejected);
  const sets = new Map<string, IconSet>(SETS.map((s) => [s.prefix, loadSet(s.pkg)]));

  const iconBody = (id: string): [number, number, string] | null => {
    const [prefix, name] = id.split(':') as [string, string];
    const set = sets.get(prefix);
    if (!set) return null;
    const icon = set.icons[name] ?? (set.aliases?.[name] ? set.icons[set.aliases[name]!.parent] : undefined);
    if (!icon) return null;
    return [icon.width ?? set.width ?? 16, icon.height ?? set.height ?? 16, icon.body];
  };

  // Emoji → its drawing in each emoji set, by code points.
  const emoji = new Map<string, string[]>();
  const charsOf = new Map(EMOJI_SETS.map((p) => [p, loadChars(SETS.find((s) => s.prefix === p)!.pkg)]));
  const emojiIcons = (hex: string): string[] => {
    const key = hex.toLowerCase().split('-').filter((p) => p !== 'fe0f').join('-');
    const out: string[] = [];
    for (const p of EMOJI_SETS) {
      const chars = charsOf.get(p)!;
      const name = chars[key] ?? chars[`${key}-fe0f`] ?? chars[hex.toLowerCase()];
      if (name && !rejected.has(`${p}:${name}`)) out.push(`${p}:${name}`);
    }
    return out;
  };

  // Words → icons: Emojibase labels (exact, or the head noun of a two-word label: "red apple" → apple) first.
  const words = new Map<string, string[]>();
  const add = (word: string, ids: string[]) => {
    if (!english.has(word) || !ids.length) return;
    const list = words.get(word) ?? [];
    for (const id of ids) if (!list.includes(id) && !rejected.has(id)) list.push(id);
    if (list.length) words.set(word, list);
  };
  const emojibase = require('emojibase-data/en/data.json') as EmojibaseEntry[];
  const heads: Array<[string, string[]]> = [];
  for (const e of emojibase) {
    if (e.group === undefined || e.group === 2 || e.label.startsWith('flag:')) continue;
    const icons = emojiIcons(e.hexcode).slice(0, 1);
    if (!icons.length) continue;
    // Any emoji a reviewer may give an entry (symbols too: ➕ for add); only pictures name words by their labels.
    emoji.set(emojiKey(e.emoji), icons);
    if (!PICTURE_GROUPS.has(e.group)) continue;
    const label = e.label.toLowerCase();
    add(label, icons);
    const parts = label.split(' ');
    if (parts.length === 2 && e.group !== 0) heads.push([parts[1]!, icons]);
  }
  for (const [w, icons] of heads) if (!words.has(w)) add(w, icons);

  // Then the object sets by their exact names ("anvil", "stethoscope"): OpenMoji's extras (things outside Unicode),
  // Health Icons, Game Icons. A head noun of a longer name is not enough here: "jump-across", "ghost-ally".
  const extras = new Set(Object.entries(OPENMOJI_EXTRAS()).flatMap(([, names]) => names));
  for (const prefix of ['openmoji', 'healthicons', 'game-icons'] as const) {
    const set = sets.get(prefix)!;
    for (const name of Object.keys(set.icons).sort()) {
      if (STYLE_SUFFIX.test(name) || name.length < 3 || (prefix === 'openmoji' && !extras.has(name))) continue;
      if (english.has(name)) add(name, [`${prefix}:${name}`]);
    }
  }

  // A word's first icon only. A second from a monochrome set gave two of the four variants a dark glyph that blind
  // reviewers could not make out at phone size (a potato, a cat, a lemon as blobs: sample s8 and the audit); the
  // variants differ by their ground and layout instead. OpenMoji's extras name brands too ("apple" is a logo), so
  // they only stand in where nothing else draws the word.
  const wordsOut: Record<string, string[]> = {};
  for (const w of [...words.keys()].sort()) wordsOut[w] = [words.get(w)![0]!];
  const emojiOut: Record<string, string[]> = {};
  // One style an emoji: a second for all of them would double the file for a variant's sake.
  for (const k of [...emoji.keys()].sort()) emojiOut[k] = emoji.get(k)!.slice(0, 1);
  const reviewedOut: Record<string, string[]> = {};
  for (const k of Object.keys(reviewed.entries).sort()) reviewedOut[k] = reviewed.entries[k]!;
  const motifs: Record<string, string> = {};
  for (const k of Object.keys(reviewed.motifs).sort()) motifs[k] = reviewed.motifs[k]!;

  const used = new Set<string>([...Object.values(wordsOut).flat(), ...Object.values(emojiOut).flat(), ...Object.values(reviewedOut).flat(), ...Object.values(motifs)]);
  const icons: PictureData['icons'] = {};
  for (const id of [...used].sort()) {
    const body = iconBody(id);
    if (!body) throw new Error(`data/pictures.json names ${id}, which no set has`);
    icons[id] = body;
  }
  return {
    version: 1,
    icons,
    emoji: emojiOut,
    words: wordsOut,
    reviewed: reviewedOut,
    ambiguous: [...new Set(reviewed.ambiguous)].sort(),
    plain: [...new Set(reviewed.plain)].sort(),
    motifs,
    sets: Object.fromEntries(SETS.map((s) => [s.prefix, s.licence])),
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const out = buildPictures();
  const json = Buffer.from(JSON.stringify(out));
  const gz = gzipSync(json, { level: 9 });
  writeFileSync(join(DEFAULT_DATA_DIR, 'pictures.json.gz'), gz);
  console.log(`data/pictures.json.gz: ${Object.keys(out.icons).length} icons, ${Object.keys(out.words).length} words, ${Object.keys(out.emoji).length} emoji; ${(json.length / 1e6).toFixed(1)} MB, ${(gz.length / 1e6).toFixed(2)} MB gzip`);
}
