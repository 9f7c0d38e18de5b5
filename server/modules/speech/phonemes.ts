/**
 * One pronunciation model for both sources: ARPAbet phonemes with stress (CMUdict's own notation; Wiktionary's IPA is
 * parsed into it), written out as IPA in the learner's dictionary conventions (Oxford's: the same symbols for both
 * accents, so the two differ only where the pronunciations do). British forms are derived from the American phonemes
 * (non-rhotic r, əʊ, ɒ, the BATH vowel, yod after t/d/n) with the spelling as a hint where the phonemes alone cannot
 * tell (docs/decisions/0020-transcriptions.md).
 */
export interface Phone {
  /** ARPAbet without the stress digit: AA, B, CH, … */
  p: string;
  /** 0, 1 or 2 for vowels; null for consonants. */
  stress: 0 | 1 | 2 | null;
}

export const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);

const CONSONANT_IPA: Record<string, string> = {
  B: 'b', CH: 'tʃ', D: 'd', DH: 'ð', F: 'f', G: 'ɡ', HH: 'h', JH: 'dʒ', K: 'k', L: 'l', M: 'm', N: 'n', NG: 'ŋ', P: 'p',
  R: 'r', S: 's', SH: 'ʃ', T: 't', TH: 'θ', V: 'v', W: 'w', Y: 'j', Z: 'z', ZH: 'ʒ',
};

/** Onsets a syllable may start with: the stress mark goes before the longest one that ends the consonant run. */
const ONSETS = new Set(
  ['PL', 'BL', 'KL', 'GL', 'PR', 'BR', 'TR', 'DR', 'KR', 'GR', 'FR', 'THR', 'SHR', 'FL', 'SL', 'SP', 'ST', 'SK', 'SM', 'SN', 'SW', 'SPL', 'SPR', 'STR', 'SKR', 'SKW', 'TW', 'DW', 'KW', 'GW', 'THW', 'PY', 'BY', 'KY', 'FY', 'MY', 'VY', 'HHY', 'SKY', 'SPY', 'GY', 'NY', 'TY', 'DY', 'LY', 'SY', 'ZY'],
);

export function parseArpabet(text: string): Phone[] | null {
  const phones: Phone[] = [];
  for (const token of text.trim().split(/\s+/)) {
    const m = /^([A-Z]+)([012])?$/.exec(token);
    if (!m) return null;
    const p = m[1]!;
    if (VOWELS.has(p)) phones.push({ p, stress: (m[2] ? Number(m[2]) : 0) as 0 | 1 | 2 });
    else if (p in CONSONANT_IPA) phones.push({ p, stress: null });
    else return null;
  }
  return phones.length ? phones : null;
}

const isVowel = (ph: Phone | undefined) => ph !== undefined && ph.stress !== null;

/** Where each stressed syllable starts: the index of its first onset consonant. */
function syllableStarts(phones: Phone[]): Map<number, 1 | 2> {
  const marks = new Map<number, 1 | 2>();
  const vowels = phones.filter(isVowel);
  if (vowels.length < 2) return marks; // a monosyllable carries no mark
  const hasPrimary = vowels.some((v) => v.stress === 1);
  phones.forEach((ph, i) => {
    if (!isVowel(ph) || ph.stress === 0 || (ph.stress === 2 && !hasPrimary)) return;
    let start = i;
    while (start > 0 && !isVowel(phones[start - 1])) start--;
    // Keep in the onset only what may start a syllable; the rest closes the previous one.
    let onset = start;
    while (onset < i && start > 0 && !(i - onset === 1 || ONSETS.has(phones.slice(onset, i).map((x) => x.p).join('')))) onset++;
    marks.set(onset, ph.stress as 1 | 2);
  });
  return marks;
}

function usVowel(ph: Phone, next: Phone | undefined, last: boolean): string {
  switch (ph.p) {
    case 'AA': return 'ɑː';
    case 'AE': return 'æ';
    case 'AH': return ph.stress === 0 ? 'ə' : 'ʌ';
    case 'AO': return 'ɔː';
    case 'AW': return 'aʊ';
    case 'AY': return 'aɪ';
    case 'EH': return 'e';
    case 'ER': return ph.stress === 0 ? 'ər' : 'ɜːr';
    case 'EY': return 'eɪ';
    case 'IH': return 'ɪ';
    case 'IY': return ph.stress === 0 && (last || isVowel(next)) ? 'i' : 'iː';
    case 'OW': return 'oʊ';
    case 'OY': return 'ɔɪ';
    case 'UH': return 'ʊ';
    case 'UW': return ph.stress === 0 && (last || isVowel(next)) ? 'u' : 'uː';
    default: return '';
  }
}

export function usIpa(phones: Phone[]): string {
  const marks = syllableStarts(phones);
  let out = '';
  phones.forEach((ph, i) => {
    const mark = marks.get(i);
    if (mark) out += mark === 1 ? 'ˈ' : 'ˌ';
    out += isVowel(ph) ? usVowel(ph, phones[i + 1], i === phones.length - 1) : CONSONANT_IPA[ph.p];
  });
  return out;
}

/** BATH words the rule below would miss-sound: they keep æ in British English. */
const TRAP_KEPT = new Set(['gas', 'mass', 'lass', 'crass', 'math', 'maths', 'ant', 'ants', 'cant', 'romance', 'finance', 'pants', 'catholic', 'mascot']);
const BATH_FOLLOWERS = new Set(['F', 'TH', 'S']);

/** The British English of American phonemes; `spelling` (the word, lower case) settles what the phonemes do not. */
export function ukIpa(phones: Phone[], spelling: string): string {
  const word = spelling.toLowerCase();
  const hasO = word.includes('o');
  const hasA = word.includes('a');
  const out: Phone[] = [];
  const text: string[] = [];
  const marks = syllableStarts(phones);
  for (let i = 0; i < phones.length; i++) {
    const ph = phones[i]!;
    const next = phones[i + 1];
    const after = phones[i + 2];
    const mark = marks.get(i);
    let piece = '';
    if (mark) piece += mark === 1 ? 'ˈ' : 'ˌ';
    const rDropped = next?.p === 'R' && !isVowel(after);
    const last = i === phones.length - 1;
    if (!isVowel(ph)) {
      // Non-rhotic: r sounds only before a vowel.
      if (ph.p === 'R' && !isVowel(next)) {
        text.push(piece);
        out.push(ph);
        continue;
      }
      // Yod after t, d, n where the spelling has u or ew (tune, duty, new), as British English keeps it.
      if (['T', 'D', 'N'].includes(ph.p) && next?.p === 'UW' && (/[tdn](u|ew)/.test(word) && !/[tdn](oo|ou)/.test(word))) piece += `${CONSONANT_IPA[ph.p]}j`;
      else piece += CONSONANT_IPA[ph.p];
      text.push(piece);
      out.push(ph);
      continue;
    }
    let v: string;
    switch (ph.p) {
      case 'AA':
        // LOT (hot, stop, watch, quality) against PALM (father, calm, car): the spelling tells them apart.
        v = next?.p === 'R' ? 'ɑː' : hasO || /wa|qua/.test(word) || !hasA ? 'ɒ' : 'ɑː';
        break;
      case 'AO':
        // THOUGHT (water, talk, war, law) against LOT (dog, long, sorry, orange), which American English merges.
        v = (next?.p === 'R' && !/orr|orang|oreig|orig|orest|oral|horr|quarr/.test(word)) || /wa|aw|au|al|ough|augh|oar|oor|our|ore/.test(word) || (hasA && !hasO) ? 'ɔː' : 'ɒ';
        break;
      case 'AE': {
        const bath =
          ph.stress === 1 &&
          !TRAP_KEPT.has(word) &&
          ((BATH_FOLLOWERS.has(next?.p ?? '') && (after === undefined || (!isVowel(after) && !['IH', 'IY'].includes(phones[i + 3]?.p ?? '')))) ||
            (['N', 'M'].includes(next?.p ?? '') && ['T', 'S', 'CH', 'P'].includes(after?.p ?? '') && !['IH', 'IY'].includes(phones[i + 3]?.p ?? '') && (next?.p === 'N' || after?.p === 'P')));
        v = bath ? 'ɑː' : 'æ';
        break;
      }
      case 'ER':
        v = ph.stress === 0 ? (isVowel(next) ? 'ər' : 'ə') : isVowel(next) ? 'ɜːr' : 'ɜː';
        break;
      case 'EH':
        // -ary, -ery, -ory at the end lose their vowel's secondary stress in British English (ˈsekrətəri).
        if (ph.stress !== 1 && next?.p === 'R' && after?.p === 'IY' && i + 3 === phones.length && phones.slice(0, i).some((x) => x.stress === 1)) {
          v = 'ə';
          piece = piece.replace('ˌ', '');
        } else v = rDropped ? 'eə' : 'e';
        break;
      case 'IH':
      case 'IY':
        v = rDropped ? 'ɪə' : usVowel(ph, next, last);
        break;
      case 'UH':
      case 'UW':
        v = rDropped ? 'ʊə' : usVowel(ph, next, last);
        break;
      case 'OW':
        v = 'əʊ';
        break;
      case 'AY':
        v = next?.p === 'ER' && next.stress === 0 && !isVowel(after) ? 'aɪə' : 'aɪ';
        break;
      case 'AW':
        v = next?.p === 'ER' && next.stress === 0 && !isVowel(after) ? 'aʊə' : 'aʊ';
        break;
      default:
        v = usVowel(ph, next, last);
    }
    // aɪə / aʊə swallowed the following ER.
    if ((v === 'aɪə' || v === 'aʊə') && next) i++;
    text.push(piece + v);
    out.push(ph);
  }
  return text.join('');
}
