/**
 * npx tsx scripts/data/bench-loader.ts — times loadBaseVocabulary on a fresh file-backed SQLite database
 * (first load, then the idempotent re-load). The target is under 10 s for the whole base vocabulary.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '../../server/db/database';
import { loadBaseVocabulary, readBaseVocabulary } from '../../server/modules/vocabulary/loader';

const dir = mkdtempSync(join(tmpdir(), 'slovo-bench-'));
const db = createDb({ kind: 'sqlite', path: join(dir, 'bench.sqlite') });
try {
  await migrateToLatest(db);
  let t = performance.now();
  const file = readBaseVocabulary();
  console.log(`read ${file.entries.length} entries in ${(performance.now() - t).toFixed(0)} ms`);
  t = performance.now();
  const first = await loadBaseVocabulary(db, { vocabulary: file });
  console.log(`first load ${JSON.stringify(first)} in ${(performance.now() - t).toFixed(0)} ms`);
  t = performance.now();
  const second = await loadBaseVocabulary(db, { vocabulary: file });
  console.log(`re-load    ${JSON.stringify(second)} in ${(performance.now() - t).toFixed(0)} ms`);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
