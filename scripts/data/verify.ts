/**
 * npm run data:verify [-- --sources <dir>]
 *
 * Rebuilds the data into a temporary directory (the whole pipeline of npm run data:build: vocabulary, lexicon, test
 * items, transcriptions) and compares it byte for byte with the committed files under data/.
 * A difference means the committed data is stale (an input or a rule changed without a rebuild) or the build is not
 * deterministic (run it right after `npm run data:build`: the two builds must agree). Exits 1 on any difference and
 * names the first vocabulary entries that differ. Then prints issue 26's figures: topic sets, first day, level test,
 * re-levelling, speech, pictures.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DATA_OUTPUTS, build } from './build';
import { DATA, sourcesDir } from './paths';
import { topicFigures } from './verify-topics';
import { testItemsFileSchema, vocabularyFileSchema } from '../../server/modules/vocabulary/data-schema';
import { printPictureFigures } from './verify-pictures';
import { verifySpeech } from './verify-speech';
import { levelFigures } from './verify-levels';

interface Entry {
  id: string;
}

function entryDiff(a: Buffer, b: Buffer): string[] {
  const parse = (x: Buffer) => (JSON.parse(gunzipSync(x).toString('utf8')) as { entries: Entry[] }).entries;
  const before = new Map(parse(a).map((e) => [e.id, JSON.stringify(e)]));
  const out: string[] = [];
  for (const e of parse(b)) {
    const old = before.get(e.id);
    if (old !== JSON.stringify(e)) out.push(`${old ? '~' : '+'} ${e.id}`);
    before.delete(e.id);
  }
  for (const id of before.keys()) out.push(`- ${id}`);
  return out;
}

const sources = sourcesDir();
const out = mkdtempSync(join(tmpdir(), 'slovo-data-'));
try {
  const summary = await build(sources, undefined, out);
  let same = true;
  for (const name of DATA_OUTPUTS) {
    const committed = readFileSync(join(DATA, name));
    const rebuilt = readFileSync(join(out, name));
    if (committed.equals(rebuilt)) {
      console.log(`same: data/${name} (${committed.length} bytes)`);
      continue;
    }
    same = false;
    console.error(`DIFFERS: data/${name} (${committed.length} committed, ${rebuilt.length} rebuilt bytes)`);
    if (name === 'vocabulary.json.gz') for (const line of entryDiff(committed, rebuilt).slice(0, 20)) console.error(`  ${line}`);
  }
  const rebuilt = (name: string) => readFileSync(join(out, name));
  console.log(await topicFigures(vocabularyFileSchema.parse(JSON.parse(gunzipSync(rebuilt('vocabulary.json.gz')).toString('utf8'))), testItemsFileSchema.parse(JSON.parse(rebuilt('test-items.json').toString('utf8')))));
  console.log(levelFigures(summary));
  if (!(await verifySpeech())) same = false;
  if (!same) {
    console.error('The committed data is not what the build produces: rebuild (npm run data:build) and commit.');
    process.exitCode = 1;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
// Card pictures (issue 26): printed for the record; a figure under its target fails the run too.
if (!(await printPictureFigures())) process.exitCode = 1;
