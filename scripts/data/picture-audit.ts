/**
 * Contact sheets of every pictured base-collection card of some levels (all by default; optionally only the pictures
 * composed from the example, `--scene`), split into parts for reviewers who work side by side; each tile names the card's key and
 * example, so a reviewer can fix the mapping in data/pictures.json. Not blind: the blind sample is picture-sample.ts.
 *
 *   npx tsx scripts/data/picture-audit.ts --levels b1,b2 --scene --part 1 --parts 3 --out /work/shots/audit/b-1
 */
import { parseArgs } from 'node:util';
import { CEFR_LEVELS } from '../../server/domain/levels';
import { GRAMMAR_POS } from '../../server/modules/feed/photo-cards';
import { readBaseVocabulary } from '../../server/modules/vocabulary/loader';
import { renderSheets } from './picture-sheets';
import { entryPicture } from './verify-pictures';

const { values: args } = parseArgs({
  options: {
    levels: { type: 'string', default: CEFR_LEVELS.join(',') },
    scene: { type: 'boolean', default: false },
    part: { type: 'string', default: '1' },
    parts: { type: 'string', default: '1' },
    out: { type: 'string' },
  },
});
if (!args.out) throw new Error('Usage: [--levels b1,b2] [--scene] [--part 1 --parts 3] --out DIR');
const levels = new Set(args.levels.split(','));
const [part, parts] = [Number(args.part), Number(args.parts)];
const cards = readBaseVocabulary().entries.filter((e) => {
  if (!levels.has(e.level) || GRAMMAR_POS.includes(e.pos)) return false;
  const picture = entryPicture(e);
  return picture.kind === 'picture' && (!args.scene || picture.scene);
});
const size = Math.ceil(cards.length / parts);
const mine = cards.slice((part - 1) * size, part * size);
const rendered = await renderSheets(`audit-${part}`, mine, args.out, (i, e) => `${i}. ${e.headword.trim().toLowerCase()}~${e.pos}: ${e.example?.en ?? ''}`);
console.log(`${rendered} of ${cards.length} cards (part ${part} of ${parts}) in ${args.out}`);
