/**
 * The speech part of npm run data:verify (which compares data/transcriptions.json.gz with the rebuilt one, like every
 * output of the build): the share of entries with a transcription meets issue 27's targets
 * (≥ 98% of A1–B1, ≥ 95% of all), every entry can be spoken, and a sample of words renders within the size budget.
 * Returns false on any failure (the caller sets the exit code).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { engineAvailable, fliteEngine, speakable } from '../../server/modules/speech/engine';
import { transcriptionOf } from '../../server/modules/speech/transcriptions';
import { seededRng } from '../../server/modules/vocabulary/test-items';
import { DATA } from './paths';

const TARGET_A1_B1 = 0.98;
const TARGET_ALL = 0.95;
const WORD_AUDIO_MAX_BYTES = 4096;
const SAMPLE = 24;

const pct = (n: number, d: number) => `${((n / d) * 100).toFixed(1)}%`;

export async function verifySpeech(): Promise<boolean> {
  let ok = true;

  const { entries } = JSON.parse(gunzipSync(readFileSync(join(DATA, 'vocabulary.json.gz'))).toString('utf8')) as { entries: Array<{ headword: string; pos: string; level: string }> };
  const has = (e: { headword: string; pos: string }) => {
    const t = transcriptionOf(e.headword, e.pos);
    return Boolean(t.uk || t.us);
  };
  const both = (e: { headword: string; pos: string }) => {
    const t = transcriptionOf(e.headword, e.pos);
    return Boolean(t.uk && t.us);
  };
  const lower = entries.filter((e) => ['a1', 'a2', 'b1'].includes(e.level));
  const lowerHave = lower.filter(has).length;
  const allHave = entries.filter(has).length;
  console.log(`transcriptions: A1–B1 ${lowerHave}/${lower.length} = ${pct(lowerHave, lower.length)} (target ${TARGET_A1_B1 * 100}%), all ${allHave}/${entries.length} = ${pct(allHave, entries.length)} (target ${TARGET_ALL * 100}%); both accents ${pct(entries.filter(both).length, entries.length)}`);
  if (lowerHave / lower.length < TARGET_A1_B1 || allHave / entries.length < TARGET_ALL) {
    ok = false;
    const missing = entries.filter((e) => !has(e)).slice(0, 15).map((e) => e.headword);
    console.error(`  below target; without one: ${missing.join(', ')}`);
  }

  const silent = entries.filter((e) => !speakable(e.headword));
  console.log(`word audio: ${entries.length - silent.length}/${entries.length} entries speakable${silent.length ? ` (not: ${silent.slice(0, 10).map((e) => e.headword).join(', ')})` : ''}`);
  if (silent.length) ok = false;

  if (!(await engineAvailable())) {
    console.log('word audio sizes: flite / opus-tools / ffmpeg not installed here: not measured');
    return ok;
  }
  const rng = seededRng(27);
  const sample = Array.from({ length: SAMPLE }, () => entries[Math.floor(rng() * entries.length)]!.headword);
  const engine = fliteEngine();
  const sizes = { opus: [] as number[], mp3: [] as number[] };
  for (const word of sample) {
    const audio = await engine.render(word);
    sizes.opus.push(audio.opus.length);
    sizes.mp3.push(audio.mp3.length);
  }
  const line = (xs: number[]) => `mean ${Math.round(xs.reduce((a, b) => a + b, 0) / xs.length)}, max ${Math.max(...xs)} bytes`;
  console.log(`word audio sizes (${SAMPLE} random entries): opus ${line(sizes.opus)}; mp3 ${line(sizes.mp3)} (budget ${WORD_AUDIO_MAX_BYTES})`);
  if (Math.max(...sizes.opus) > WORD_AUDIO_MAX_BYTES) ok = false;
  return ok;
}
