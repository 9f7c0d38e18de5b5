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
