/**
 * Pseudo-words for the level test's honesty check: pronounceable English-looking strings that are not words
 * (absent from wordfreq's 321k English words, WordNet, the vocabulary and the lexicon). A learner who "knows"
 * one is guessing. Generated from onset + vowel + coda syllables with a fixed seed, so the list is stable.
 */
const ONSETS = ['b', 'bl', 'br', 'c', 'cl', 'cr', 'd', 'dr', 'f', 'fl', 'fr', 'g', 'gl', 'gr', 'h', 'j', 'l', 'm', 'n', 'p', 'pl', 'pr', 'sc', 'sl', 'sm', 'sn', 'sp', 'st', 'str', 't', 'tr', 'v', 'w'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'oo', 'ou'];
const CODAS = ['b', 'ck', 'd', 'f', 'g', 'l', 'mp', 'n', 'nd', 'nt', 'p', 'rt', 'sh', 'sk', 'st', 't', 'th'];
const ENDINGS = ['', '', 'le', 'er', 'y', 'ish', 'ment', 'ous', 'ate', 'en', 'ing'];

export function makePseudoWords(count: number, isKnown: (w: string) => boolean, seed = 20240601): string[] {
  let a = seed >>> 0;
  const rnd = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const out: string[] = [];
  for (let tries = 0; out.length < count && tries < 100_000; tries++) {
    const syllables = rnd() < 0.6 ? 1 : 2;
    let w = '';
    for (let s = 0; s < syllables; s++) w += pick(ONSETS) + pick(VOWELS) + (s === syllables - 1 || rnd() < 0.5 ? pick(CODAS) : '');
    w += pick(ENDINGS);
    if (w.length < 5 || w.length > 10 || /(.)\1\1/.test(w) || out.includes(w)) continue;
    // reject near-words: the stem or the stem without the ending must be unknown too
    const stem = w.replace(/(le|er|y|ish|ment|ous|ate|en|ing)$/, '');
    if (isKnown(w) || isKnown(stem) || isKnown(`${stem}e`)) continue;
    out.push(w);
  }
  return out;
}

/** Optimal-string-alignment (Damerau–Levenshtein) distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

function deletes(w: string, depth: number): Set<string> {
  const out = new Set([w]);
  let layer = [w];
  for (let k = 0; k < depth; k++) {
    const next: string[] = [];
    for (const x of layer) for (let i = 0; i < x.length; i++) {
      const y = x.slice(0, i) + x.slice(i + 1);
      if (!out.has(y)) {
        out.add(y);
        next.push(y);
      }
    }
    layer = next;
  }
  return out;
}

/**
 * Finds the real word a pseudo-word would be taken for a misspelling of (beafy → beefy, naithing → nothing):
 * within edit distance 1 of any known word, or (7+ letters) 2 of a common one (Zipf ≥ 3). Symmetric-delete index, so a
 * check costs a few dozen look-ups instead of a pass over the dictionary.
 */
export class MisspellingIndex {
  private index = new Map<string, string[]>();
  constructor(
    private readonly all: ReadonlySet<string>,
    common: Iterable<string>,
  ) {
    for (const w of common) for (const d of deletes(w, 2)) {
      const list = this.index.get(d);
      if (list) list.push(w);
      else this.index.set(d, [w]);
    }
  }

  nearest(w: string): string | null {
    // distance 1 to any known word: every one-edit variant, looked up directly
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (let i = 0; i <= w.length; i++) {
      for (const c of letters) {
        const ins = w.slice(0, i) + c + w.slice(i);
        if (this.all.has(ins)) return ins;
        if (i < w.length) {
          const sub = w.slice(0, i) + c + w.slice(i + 1);
          if (sub !== w && this.all.has(sub)) return sub;
        }
      }
      if (i < w.length) {
        const del = w.slice(0, i) + w.slice(i + 1);
        if (this.all.has(del)) return del;
      }
      if (i + 1 < w.length) {
        const sw = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
        if (sw !== w && this.all.has(sw)) return sw;
      }
    }
    // distance 2 only for longer words (naithing → nothing): between short words it is no resemblance
    if (w.length < 7) return null;
    for (const d of deletes(w, 2)) for (const c of this.index.get(d) ?? []) if (editDistance(w, c, 2) <= 2) return c;
    return null;
  }
}
