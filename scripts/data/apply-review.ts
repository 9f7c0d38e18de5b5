import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CEFR_LEVELS } from '../../server/domain/levels';
import { DEFAULT_DATA_DIR, type Level, readDataFile, vocabularyFileSchema } from '../../server/modules/vocabulary/data-schema';
import { exampleProblem, expressionTokens, sentenceKey } from './example-rules';
import { type Overrides, overridesSchema, posCheckedKeys } from './overrides';
import { readExceptions, reverseExceptions } from './wordnet';

/**
 * Turns reviewers' verdict files into data/overrides.json (see data/REVIEW.md, sixth pass).
 *
 *   npx tsx scripts/data/apply-review.ts [--dir data/review] [--report /tmp/review-report.tsv]
 *
 * Reads every `*.out.tsv` under --dir in name order, then `amend.tsv` (the lead reviewer's corrections of a
 * reviewer's verdict: a later line for the same id wins; a `fix` there over a reviewer's `fix` replaces only the
 * fields it fills). One line per row, 7 tab-separated columns:
 *   id  verdict  translations  example_en  example_ru  level  note
 * verdict `ok` → `reviewedOk`; `fix` → `entries[id]` (translations `; `-separated, primary first; a new example,
 * source 'slovo'; `-` as example_en removes the example; a new level); `drop` → `entries[id].drop`.
 * `posok` (amend.tsv only) records the row's final example in `posChecked`: a reviewer read it and found the
 * headword in the entry's part of speech where the tagger disagrees.
 *
 * Every new example is run through the build's gate (`exampleProblem`: Russian side, headword (contiguous for a
 * phrase), 12+ filter, length for the level, part of speech unless posChecked, not only inside a fixed expression,
 * not on another card) against the committed vocabulary; the failures are printed and nothing fails silently:
 * fix them in amend.tsv, rebuild (`npm run data:build`), run the data tests. Applying twice changes nothing.
 */

interface Verdict {
  id: string;
  verdict: 'ok' | 'fix' | 'drop' | 'posok';
  translations: string[];
  en: string;
  ru: string;
  level: Level | null;
  note: string;
  file: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function readVerdicts(file: string): Verdict[] {
  const out: Verdict[] = [];
  for (const [n, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [id = '', verdict = '', tr = '', en = '', ru = '', level = '', note = ''] = line.split('\t').map((x) => x.trim());
    if (!['ok', 'fix', 'drop', 'posok'].includes(verdict) || !id.includes('~'))
      throw new Error(`${file}:${n + 1}: bad line: ${line}`);
    // a reviewer sometimes wrote the new level in the note column ("snail … note=b1")
    const lv = (level || (/^[abc][12]$/i.test(note) ? note : '')).toLowerCase();
    if (lv && !(CEFR_LEVELS as readonly string[]).includes(lv)) throw new Error(`${file}:${n + 1}: bad level ${level}`);
    const translations = tr
      .split(';')
      .map((t) => t.trim())
      .filter((t, i, all) => t && all.indexOf(t) === i);
    out.push({ id, verdict: verdict as Verdict['verdict'], translations, en, ru, level: (lv || null) as Level | null, note, file });
  }
  return out;
}

/** The verdicts in force: the last line for an id wins (amend.tsv is read last); posok lines are kept apart. */
export function verdictsInForce(dir: string): { byId: Map<string, Verdict>; posOk: Set<string> } {
  const files = readdirSync(dir).filter((f) => f.endsWith('.out.tsv')).sort();
  const byId = new Map<string, Verdict>();
  const posOk = new Set<string>();
  for (const f of [...files, 'amend.tsv']) {
    let vs: Verdict[];
    try {
      vs = readVerdicts(join(dir, f));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    for (const v of vs) {
      const prev = byId.get(v.id);
      if (v.verdict === 'posok') posOk.add(v.id);
      // a correction of a fix keeps the fields it leaves empty (amend.tsv "fix" with only a new example keeps the
      // reviewer's translations); "ok" there rejects the reviewer's fix as a whole
      else if (f === 'amend.tsv' && v.verdict === 'fix' && prev?.verdict === 'fix')
        byId.set(v.id, {
          ...v,
          translations: v.translations.length ? v.translations : prev.translations,
          en: v.en || prev.en,
          ru: v.en ? v.ru : prev.ru,
          level: v.level ?? prev.level,
        });
      else byId.set(v.id, v);
    }
  }
  return { byId, posOk };
}

/** Applies the verdicts to the overrides (in place). Returns the ids whose example or level the verdicts changed. */
export function applyVerdicts(o: Overrides, byId: Map<string, Verdict>): { newExample: Set<string>; counts: Record<string, number> } {
  const ok = new Set(o.reviewedOk);
  const newExample = new Set<string>();
  const counts: Record<string, number> = { ok: 0, fix: 0, drop: 0, translations: 0, example: 0, exampleRemoved: 0, level: 0 };
  for (const v of byId.values()) {
    const hasChange = v.translations.length > 0 || v.en !== '' || v.level !== null;
    if (v.verdict === 'ok' || (v.verdict === 'fix' && !hasChange)) {
      counts.ok!++;
      if (!o.entries[v.id]) ok.add(v.id);
      continue;
    }
    const entry = (o.entries[v.id] ??= {});
    ok.delete(v.id);
    if (v.verdict === 'drop') {
      counts.drop!++;
      entry.drop = true;
      continue;
    }
    counts.fix!++;
    if (v.translations.length) {
      entry.translations = v.translations;
      counts.translations!++;
    }
    if (v.level) {
      entry.level = v.level;
      counts.level!++;
      newExample.add(v.id); // a lower level allows a shorter example: gate it again
    }
    if (v.en === '-') {
      entry.example = null;
      counts.exampleRemoved!++;
      newExample.add(v.id);
    } else if (v.en) {
      if (!v.ru) throw new Error(`${v.file}: ${v.id}: a new example needs its Russian side`);
      entry.example = { en: v.en, ru: v.ru };
      counts.example!++;
      newExample.add(v.id);
    }
  }
  o.reviewedOk = [...ok].sort();
  o.entries = Object.fromEntries(Object.entries(o.entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { newExample, counts };
}

function main() {
  const dir = arg('dir') ?? join(DEFAULT_DATA_DIR, 'review');
  const file = join(DEFAULT_DATA_DIR, 'overrides.json');
  const o = overridesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const { byId, posOk } = verdictsInForce(dir);
  const { newExample, counts } = applyVerdicts(o, byId);

  const vocab = vocabularyFileSchema.parse(readDataFile('vocabulary.json.gz'));
  const entries = new Map(vocab.entries.map((e) => [e.id, e]));
  const unknown = [...byId.keys()].filter((id) => !entries.has(id) && !o.entries[id]?.drop);
  if (unknown.length) console.warn(`not in the vocabulary: ${unknown.join(', ')}`);

  const finalExample = (id: string) => (o.entries[id]?.example !== undefined ? o.entries[id]!.example : entries.get(id)?.example ?? null);
  // a reworded example drops its old tagger exception; posok records the new one
  for (const id of newExample) {
    const ex = finalExample(id);
    if (o.posChecked[id] && (!ex || sentenceKey(ex.en) !== sentenceKey(o.posChecked[id]!))) delete o.posChecked[id];
  }
  for (const id of posOk) {
    const ex = finalExample(id);
    if (!ex) throw new Error(`amend.tsv: posok for ${id}, which has no example`);
    o.posChecked[id] = ex.en;
  }
  o.posChecked = Object.fromEntries(Object.entries(o.posChecked).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

  // the gate, as the build will run it: against every other card's sentence and the final level and translations
  const formsByLemma = reverseExceptions(readExceptions());
  const posChecked = posCheckedKeys(o);
  const expressions = expressionTokens(vocab.entries);
  const owners = new Map<string, string[]>();
  for (const e of vocab.entries) {
    if (o.entries[e.id]?.drop) continue;
    const ex = finalExample(e.id);
    if (ex) owners.set(sentenceKey(ex.en), [...(owners.get(sentenceKey(ex.en)) ?? []), e.id]);
  }
  const problems: string[] = [];
  for (const id of [...newExample].sort()) {
    const e = entries.get(id);
    const ex = finalExample(id);
    if (!e || !ex || o.entries[id]?.drop) continue;
    const gated = { ...e, level: o.entries[id]?.level ?? e.level, translations: o.entries[id]?.translations ?? e.translations };
    const others = new Set((owners.get(sentenceKey(ex.en)) ?? []).filter((x) => x !== id));
    const seen = others.size ? new Set([sentenceKey(ex.en)]) : new Set<string>();
    const why = exampleProblem(gated, { ...ex, source: 'slovo' }, formsByLemma, { seen, posChecked, expressions });
    if (why) problems.push([id, gated.level, why === 'reused' ? `reused (${[...others].join(' ')})` : why, ex.en, ex.ru].join('\t'));
  }

  writeFileSync(file, `${JSON.stringify(o, null, 1)}\n`);
  console.log(`verdicts in force: ${byId.size} (${JSON.stringify(counts)}); posChecked ${Object.keys(o.posChecked).length}`);
  console.log(`new examples failing the gate: ${problems.length}`);
  const report = arg('report');
  if (report) writeFileSync(report, `${problems.join('\n')}\n`);
  else for (const p of problems) console.log(`  ${p}`);
}

if (process.argv[1] && /apply-review\.ts$/.test(process.argv[1])) main();
