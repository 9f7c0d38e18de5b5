/**
 * npm run photos:generate [-- --all-variants] [--level a1]
 * Renders the photos of the base (system) cards ahead of time, so the first visitors never wait for a render.
 * Safe to run while the server serves: files are written atomically and existing ones are skipped.
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../server/config/env';
import { createDb, migrateToLatest } from '../server/db/database';
import { emojiPhotoGenerator, VARIANTS } from '../server/modules/photos/generator';
import { chosenVariant, diskPhotoStore, photoService } from '../server/modules/photos/photo.service';

const { values } = parseArgs({ options: { 'all-variants': { type: 'boolean', default: false }, level: { type: 'string' } } });
const config = parseConfig();
const db = createDb(config.database);
await migrateToLatest(db);
const photos = photoService({ db, store: diskPhotoStore(config.photosDir), generator: emojiPhotoGenerator });
let q = db.selectFrom('cards').select('id').where('collection', '=', 'system');
if (values.level) q = q.where('level', '=', values.level);
const ids = (await q.orderBy('id').execute()).map((r) => r.id);
const started = performance.now();
let done = 0;
for (const id of ids) {
  const card = (await photos.loadCard(id))!;
  const variants = values['all-variants'] ? [...Array(VARIANTS).keys()] : [chosenVariant(card)];
  for (const v of variants) await photos.ensure(card, v);
  if (++done % 250 === 0) console.log(`  ${done}/${ids.length} cards`);
}
console.log(`Rendered photos for ${ids.length} cards into ${config.photosDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db.destroy();
