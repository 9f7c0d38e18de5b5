/**
 * npm run bench:speech [-- --words 120 --seed 1]  (also the `speech` part of npm run bench)
 *
 * Intelligibility of the offline speech engines installed here: N random A1–B1 headwords are spoken by each engine,
 * encoded as the server serves them (Opus 12 kbit/s, decoded back), and recognised by pocketsphinx (an independent
 * recogniser: CMU's US English acoustic model) with a grammar of every A1–B1 headword it can spell. Prints each
 * engine's share of words recognised, its render time and the Opus size per word. The server's engine was chosen by
 * this figure (docs/decisions/0021-speech-audio.md).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { seededRng } from '../server/modules/vocabulary/test-items';

const run = promisify(execFile);
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const MODEL = '/usr/share/pocketsphinx/model/en-us';

interface Engine {
  name: string;
  available(): Promise<boolean>;
  /** Writes one WAV per word into dir (w<i>.wav). */
  render(words: string[], dir: string): Promise<void>;
}

const has = async (cmd: string, args: string[]) => run(cmd, args).then(() => true, () => false);

const engines: Engine[] = [
  {
    name: 'flite (slt)',
    available: () => has('flite', ['-lv']),
    async render(words, dir) {
      for (const [i, w] of words.entries()) await run('flite', ['-voice', 'slt', '-t', w, '-o', join(dir, `w${i}.wav`)]);
    },
  },
  {
    name: 'festival (us-slt-hts)',
    available: async () => existsSync('/usr/share/festival/voices/us/cmu_us_slt_arctic_hts') && has('festival', ['--version']),
    async render(words, dir) {
      // One festival for all words: loading the voice costs seconds, a word a fraction of one.
      const script = ['(voice_cmu_us_slt_arctic_hts)', ...words.map((w, i) => `(utt.save.wave (SynthText ${JSON.stringify(w)}) ${JSON.stringify(join(dir, `w${i}.wav`))} 'riff)`)].join('\n');
      writeFileSync(join(dir, 'speak.scm'), script);
      await run('festival', ['-b', join(dir, 'speak.scm')], { maxBuffer: 1 << 24 });
    },
  },
  {
    name: 'espeak-ng',
    available: () => has('espeak-ng', ['--version']),
    async render(words, dir) {
      for (const [i, w] of words.entries()) await run('espeak-ng', ['-v', 'en-us', '-w', join(dir, `w${i}.wav`), w]);
    },
  },
];

/** A1–B1 headwords, with the ones pocketsphinx's dictionary can spell (the recogniser's vocabulary). */
function vocabulary(dict: Map<string, string[]>) {
  const file = JSON.parse(gunzipSync(readFileSync(join(ROOT, 'data/vocabulary.json.gz'))).toString('utf8')) as { entries: Array<{ headword: string; level: string }> };
  const all = [...new Set(file.entries.filter((e) => ['a1', 'a2', 'b1'].includes(e.level)).map((e) => e.headword.toLowerCase()))];
  const spellable = all.filter((w) => /^[a-z' ]+$/.test(w) && w.split(' ').every((p) => dict.has(p)));
  return { all, spellable };
}

function readDict(): Map<string, string[]> {
  const dict = new Map<string, string[]>();
  for (const line of readFileSync(join(MODEL, 'cmudict-en-us.dict'), 'utf8').split('\n')) {
    const m = /^(\S+?)(\(\d+\))?\s/.exec(line);
    if (!m) continue;
    const list = dict.get(m[1]!) ?? [];
    list.push(line);
    dict.set(m[1]!, list);
  }
  return dict;
}

async function recognise(files: string[], dir: string, words: string[], dict: Map<string, string[]>): Promise<Array<string | null>> {
  const needed = new Set(words.flatMap((w) => w.split(' ')));
  writeFileSync(join(dir, 'words.dict'), [...needed].flatMap((w) => dict.get(w)!).join('\n') + '\n');
  writeFileSync(join(dir, 'words.gram'), `#JSGF V1.0;\ngrammar words;\npublic <word> = ${words.join(' | ')};\n`);
  const child = spawn('python3', [join(ROOT, 'bench/speech-recognise.py'), join(MODEL, 'en-us'), join(dir, 'words.dict'), join(dir, 'words.gram')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  child.stdin.end(files.join('\n') + '\n');
  const code = await new Promise<number | null>((r) => child.on('close', r));
  if (code !== 0) throw new Error(`pocketsphinx failed (${code}): ${err.split('\n').filter((l) => /ERROR|FATAL|Error/.test(l)).slice(-5).join('\n')}`);
  const byFile = new Map(out.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { file: string; hyp: string | null }).map((r) => [r.file, r.hyp]));
  return files.map((f) => byFile.get(f) ?? null);
}

export async function speechBench(opts: { words?: number; seed?: number } = {}) {
  const n = opts.words ?? 120;
  if (!existsSync(join(MODEL, 'en-us'))) {
    console.log('speech: no pocketsphinx model (Debian pocketsphinx-en-us): skipped');
    return;
  }
  const dict = readDict();
  const { all, spellable } = vocabulary(dict);
  const rng = seededRng(opts.seed ?? 1);
  const pool = [...spellable];
  const sample: string[] = [];
  while (sample.length < Math.min(n, pool.length)) sample.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  console.log(`\nSpeech intelligibility: ${sample.length} random A1–B1 words, recognised by pocketsphinx among ${spellable.length} A1–B1 headwords (of ${all.length}; the rest are not in its dictionary)`);
  console.log('engine                  recognised   render ms/word   opus bytes/word (mean, max)');
  for (const engine of engines) {
    if (!(await engine.available())) {
      console.log(`${engine.name.padEnd(24)}not installed`);
      continue;
    }
    const dir = mkdtempSync(join(tmpdir(), 'slovo-speech-bench-'));
    try {
      const started = performance.now();
      await engine.render(sample, dir);
      const renderMs = (performance.now() - started) / sample.length;
      const sizes: number[] = [];
      const raws: string[] = [];
      for (let i = 0; i < sample.length; i++) {
        const wav = join(dir, `w${i}.wav`);
        const opus = join(dir, `w${i}.opus`);
        const raw = join(dir, `w${i}.raw`);
        // What learners hear: the served Opus, decoded.
        await run('opusenc', ['--quiet', '--speech', '--bitrate', '12', '--padding', '0', '--discard-comments', wav, opus]);
        sizes.push(readFileSync(opus).length);
        await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', opus, '-ar', '16000', '-ac', '1', '-f', 's16le', raw]);
        raws.push(raw);
      }
      const hyps = await recognise(raws, dir, spellable, dict);
      const right = hyps.filter((h, i) => h === sample[i]).length;
      const mean = Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
      console.log(`${engine.name.padEnd(24)}${`${right}/${sample.length} = ${Math.round((right / sample.length) * 100)}%`.padEnd(13)}${String(Math.round(renderMs)).padEnd(17)}${mean}, ${Math.max(...sizes)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? Number(process.argv[i + 1]) : undefined;
  };
  await speechBench({ words: arg('--words'), seed: arg('--seed') });
}
