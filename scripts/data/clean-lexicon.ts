/**
 * Applies the suggestion rules of profanity.ts to the shipped lexicon (data/lexicon.json.gz) in place, so a rule
 * added there reaches the suggestions without the full build (whose sources are not in the repository). The build
 * (build.ts, step 7) drops every crude translation by the same rules; this pass then also marks, instead of
 * dropping, where the headword is crude slang itself (run it after a rebuild).
 *
 * - a translation with mat or a slur goes (объебать, гомосек, негр), whatever the headword;
 * - crude slang goes from a neutral headword (erection → стояк) and stays, marked "(груб.)", for a headword that is
 *   crude slang itself (hard-on → стояк (груб.));
 * - a group left empty goes, and a headword left without groups.
 *
 * Run: npx tsx scripts/data/clean-lexicon.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DEFAULT_DATA_DIR, type LexiconFile, lexiconFileSchema } from '../../server/modules/vocabulary/data-schema';
import { CRUDE_MARK, crudeRussian, EN_CRUDE_SLANG, onlyCrudeSlang } from './profanity';

/** The headword's groups under the rules, and what was removed or marked (for the log). */
export function cleanEntry(headword: string, groups: LexiconFile['words'][string]) {
  const changes: string[] = [];
  const out: LexiconFile['words'][string] = [];
  for (const [pos, translations] of groups) {
    const kept: string[] = [];
    for (const t of translations) {
      if (t.endsWith(CRUDE_MARK) || !crudeRussian(t).length) kept.push(t);
      else if (EN_CRUDE_SLANG.has(headword) && onlyCrudeSlang(t)) {
        kept.push(t + CRUDE_MARK);
        changes.push(`${headword}: ${t} → ${t}${CRUDE_MARK}`);
      } else changes.push(`${headword}: − ${t}`);
    }
    if (kept.length) out.push([pos, kept]);
  }
  return { groups: out, changes };
}

export function cleanLexicon(file: LexiconFile) {
  const words: LexiconFile['words'] = {};
  const changes: string[] = [];
  for (const [w, groups] of Object.entries(file.words)) {
    const c = cleanEntry(w, groups);
    changes.push(...c.changes);
    if (c.groups.length) words[w] = c.groups;
    else changes.push(`${w}: headword removed`);
  }
  const irregular = Object.fromEntries(
    Object.entries(file.irregular)
      .map(([form, lemmas]) => [form, lemmas.split(' ').filter((l) => l in words).join(' ')] as const)
      .filter(([, lemmas]) => lemmas),
  );
  return { file: lexiconFileSchema.parse({ ...file, words, irregular }), changes };
}

if (process.argv[1]?.endsWith('clean-lexicon.ts')) {
  const path = join(DEFAULT_DATA_DIR, 'lexicon.json.gz');
  const { file, changes } = cleanLexicon(lexiconFileSchema.parse(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8'))));
  writeFileSync(path, gzipSync(JSON.stringify(file), { level: 9 }));
  console.log(changes.join('\n') || 'nothing to change');
}
