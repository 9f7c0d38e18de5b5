/**
 * Renders base-collection cards' photos in the variant the feed shows, as captioned tiles and 4×4 contact sheets:
 * the one way the picture reviews (the blind sample and the audit) look at cards.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { composeSvg, LARGE } from '../../server/modules/photos/generator';
import { chosenVariant } from '../../server/modules/photos/photo.service';
import type { VocabularyEntry } from '../../server/modules/vocabulary/data-schema';
import { entryPicture } from './verify-pictures';

const PER_SHEET = 16;
const TILE = 320;

/**
 * Writes <out>/rows.tsv (sample, number, id, level, example, icons, kind, verdict left empty) and <out>/sheet-NN.png;
 * each tile is captioned by `caption(number, entry)`. Cards without a picture are left out.
 */
export async function renderSheets(name: string, cards: readonly VocabularyEntry[], out: string, caption: (i: number, e: VocabularyEntry) => string) {
  mkdirSync(out, { recursive: true });
  const rows: string[] = [];
  const tiles: string[] = [];
  for (const [i, e] of cards.entries()) {
    const input = { word: e.headword, example: e.example?.en ?? null, emoji: e.emoji, pos: e.pos, topics: e.topics };
    const variant = chosenVariant({ id: 0, word: e.headword, example: input.example, photo_key: null });
    const picture = entryPicture(e);
    if (picture.kind !== 'picture') continue;
    const icons = [picture.main[variant % picture.main.length]!, ...picture.companions];
    rows.push([name, i, e.id, e.level, input.example ?? '', icons.join(' '), picture.scene ? 'scene' : 'word', ''].join('\t'));
    // The drawing the generator encodes, rasterised straight at the tile's size: a review needs no WebP pair.
    const photo = join(out, `${String(i).padStart(3, '0')}.png`);
    await sharp(Buffer.from(composeSvg(input, variant)), { density: (72 * TILE) / LARGE }).png().toFile(photo);
    const tile = join(out, `tile-${String(i).padStart(3, '0')}.png`);
    execFileSync('convert', [photo, '(', '-size', `${TILE}x`, '-background', 'white', '-font', 'DejaVu-Sans', '-pointsize', '15', `caption:${caption(i, e)}`, ')', '-append', tile]);
    tiles.push(tile);
  }
  writeFileSync(join(out, 'rows.tsv'), `${rows.join('\n')}\n`);
  for (let s = 0; s * PER_SHEET < tiles.length; s++) {
    const sheet = join(out, `sheet-${String(s + 1).padStart(2, '0')}.png`);
    execFileSync('montage', [...tiles.slice(s * PER_SHEET, (s + 1) * PER_SHEET), '-tile', '4x', '-geometry', '+8+8', '-background', '#dddddd', sheet]);
  }
  return rows.length;
}
