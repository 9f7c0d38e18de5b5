/**
 * English inflection, both ways, without a dictionary: the regular forms of a word (plural / third person,
 * past, -ing, comparative, superlative) and the candidate lemmas of a form (suffix stripping). Irregular forms
 * come from WordNet's exception lists, shipped inside data/lexicon.json.gz (see scripts/data/build.ts).
 * Over-generation is harmless here: the forms are only ever matched against real text or a word list.
 */

/** form → lemmas (WordNet noun.exc, verb.exc, adj.exc, adv.exc). */
export type Irregulars = ReadonlyMap<string, readonly string[]>;

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.has(c);
const isConsonant = (c: string | undefined) => c !== undefined && /[a-z]/.test(c) && !VOWELS.has(c);

/** Consonant-vowel-consonant ending whose last consonant doubles before a vowel suffix (stop → stopped). */
function doublesFinal(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  const last = w[n - 1];
  return isConsonant(last) && !'wxy'.includes(last!) && isVowel(w[n - 2]) && !isVowel(w[n - 3]);
}

/** Every regular inflection of one word (lower case), the word itself included. */
export function regularForms(word: string): string[] {
  const w = word.toLowerCase();
  const out = new Set<string>([w]);
  if (!/^[a-z]+$/.test(w) || w.length < 2) return [...out];
  const last = w[w.length - 1]!;
  const consY = last === 'y' && isConsonant(w[w.length - 2]);
  const stem = w.slice(0, -1);
  // -s / -es / -ies
  out.add(`${w}s`);
  if (/(s|x|z|ch|sh|o)$/.test(w)) out.add(`${w}es`);
  if (consY) out.add(`${stem}ies`);
  if (/fe?$/.test(w)) out.add(w.replace(/fe?$/, 'ves'));
  // -ed / -ied / doubled
  if (last === 'e') out.add(`${w}d`);
  else if (consY) out.add(`${stem}ied`);
  else out.add(`${w}ed`);
  if (doublesFinal(w)) out.add(`${w}${last}ed`);
  if (last === 'c') out.add(`${w}ked`);
  // -ing
  if (w.endsWith('ie')) out.add(`${w.slice(0, -2)}ying`);
  if (last === 'e' && !/(ee|ye|oe)$/.test(w)) out.add(`${stem}ing`);
  out.add(`${w}ing`);
  if (doublesFinal(w)) out.add(`${w}${last}ing`);
  if (last === 'c') out.add(`${w}king`);
  // -er / -est
  if (last === 'e') {
    out.add(`${w}r`);
    out.add(`${w}st`);
  } else if (consY) {
    out.add(`${stem}ier`);
    out.add(`${stem}iest`);
  } else {
    out.add(`${w}er`);
    out.add(`${w}est`);
  }
  if (doublesFinal(w)) {
    out.add(`${w}${last}er`);
    out.add(`${w}${last}est`);
  }
  return [...out];
}

/** The forms of a word: regular ones plus the irregular forms whose lemma it is (reverse of `irregulars`). */
export function allForms(word: string, irregularByLemma?: ReadonlyMap<string, readonly string[]>): string[] {
  const out = new Set(regularForms(word));
  for (const f of irregularByLemma?.get(word.toLowerCase()) ?? []) out.add(f);
  return [...out];
}

/** Candidate lemmas of a form, most likely first; the form itself comes first. */
export function lemmaCandidates(form: string, irregulars?: Irregulars): string[] {
  const f = form.toLowerCase().trim().replace(/[’`]/g, "'");
  const out: string[] = [f];
  for (const l of irregulars?.get(f) ?? []) out.push(l);
  const base = f.replace(/'s$|s'$/, (m) => (m === "s'" ? 's' : ''));
  if (base !== f) out.push(base);
  const add = (cond: boolean, v: string) => {
    if (cond && v.length >= 2) out.push(v);
  };
  const undouble = (s: string) => (s.length >= 3 && s[s.length - 1] === s[s.length - 2] ? s.slice(0, -1) : null);
  const strip = (w: string, suf: string) => w.slice(0, w.length - suf.length);
  const w = base;
  // plural / third person
  add(w.endsWith('ies') && w.length > 4, `${strip(w, 'ies')}y`);
  add(w.endsWith('ves'), `${strip(w, 'ves')}f`);
  add(w.endsWith('ves'), `${strip(w, 'ves')}fe`);
  add(w.endsWith('es') && /(s|x|z|ch|sh|o)es$/.test(w), strip(w, 'es'));
  add(w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is'), strip(w, 's'));
  add(w.endsWith('es'), strip(w, 's'));
  // -man compounds, which WordNet's exception list leaves to its rules (women, policemen)
  add(w.endsWith('men') && w.length > 3, `${strip(w, 'men')}man`);
  // a single final consonant after a single vowel would have doubled (hop → hopped), so "hoped" is hope + d
  const eFirst = (s: string) => (doublesFinal(s) ? [`${s}e`, s] : [s, `${s}e`]);
  // past
  if (w.endsWith('ed') && w.length > 3) {
    const s = strip(w, 'ed');
    add(w.endsWith('ied'), `${strip(w, 'ied')}y`);
    for (const c of eFirst(s)) add(true, c);
    const u = undouble(s);
    if (u) add(true, u);
    add(s.endsWith('ck'), s.slice(0, -1));
  }
  // -ing
  if (w.endsWith('ing') && w.length > 4) {
    const s = strip(w, 'ing');
    add(w.endsWith('ying'), `${strip(w, 'ying')}ie`);
    for (const c of eFirst(s)) add(true, c);
    const u = undouble(s);
    if (u) add(true, u);
    add(s.endsWith('ck'), s.slice(0, -1));
  }
  // comparative / superlative
  for (const suf of ['est', 'er']) {
    if (w.endsWith(suf) && w.length > suf.length + 2) {
      const s = strip(w, suf);
      add(w.endsWith(`i${suf}`), `${s.slice(0, -1)}y`);
      for (const c of eFirst(s)) add(true, c);
      const u = undouble(s);
      if (u) add(true, u);
    }
  }
  return [...new Set(out)];
}

/** Lower-case word tokens of an English text (apostrophes kept inside words, "dog's" → "dog's"). */
export function englishTokens(text: string): string[] {
  return text.toLowerCase().replace(/[’`]/g, "'").match(/[a-z0-9]+(?:'[a-z]+)*/g) ?? [];
}

/** Tokens with a possessive or contraction tail removed as well ("dog's" → "dog's", "dog"). */
export function tokenVariants(token: string): string[] {
  const i = token.indexOf("'");
  return i > 0 ? [token, token.slice(0, i)] : [token];
}

/**
 * Does `text` contain the headword in some form? Phrases match token by token, any token of the phrase may be
 * inflected ("look after" ~ "looked after", "bus stop" ~ "bus stops"); "a.m./am" style variants are tried in turn.
 */
export function containsForm(
  text: string,
  headword: string,
  irregularByLemma?: ReadonlyMap<string, readonly string[]>,
  variants: readonly string[] = [],
): boolean {
  const tokens = englishTokens(text).map(tokenVariants);
  for (const hw of [headword, ...variants]) {
    const parts = englishTokens(hw);
    if (parts.length === 0) continue;
    const formSets = parts.map((p) => new Set(allForms(p, irregularByLemma)));
    for (let i = 0; i + parts.length <= tokens.length; i++) {
      let ok = true;
      for (let j = 0; j < parts.length && ok; j++) ok = tokens[i + j]!.some((t) => formSets[j]!.has(t));
      if (ok) return true;
    }
  }
  return false;
}
