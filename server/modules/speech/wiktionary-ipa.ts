import type { Phone } from './phonemes';

/**
 * Wiktionary's IPA as phonemes. Its transcriptions are one per entry, mostly American, some British, some narrow
 * ([tʰəˈmeɪɾoʊ]); parsing them into the phonemes CMUdict uses lets one writer print both accents in one convention.
 * Anything this table does not know (a foreign name's sounds) makes the whole transcription unusable: null.
 */
const SYMBOLS: Array<[string, string]> = [
  // Longest first.
  ['tʃ', 'CH'], ['t͡ʃ', 'CH'], ['dʒ', 'JH'], ['d͡ʒ', 'JH'],
  ['eɪ', 'EY'], ['ei', 'EY'], ['aɪ', 'AY'], ['ɑɪ', 'AY'], ['ʌɪ', 'AY'], ['ɔɪ', 'OY'], ['oɪ', 'OY'], ['aʊ', 'AW'], ['æʊ', 'AW'], ['oʊ', 'OW'], ['əʊ', 'OW'], ['ɘʊ', 'OW'], ['o', 'OW'],
  ['ɪə', 'IH R'], ['iə', 'IH R'], ['eə', 'EH R'], ['ɛə', 'EH R'], ['ɛː', 'EH R'], ['ʊə', 'UH R'],
  ['ɝ', 'ER'], ['ɚ', 'ER0'], ['ɜː', 'ER'], ['ɜ', 'ER'], ['əː', 'ER'],
  ['ɑː', 'AA'], ['ɑ', 'AA'], ['aː', 'AA'], ['a', 'AE'], ['ɒ', 'AA'], ['ɔː', 'AO'], ['ɔ', 'AO'], ['æ', 'AE'], ['ʌ', 'AH'], ['ɐ', 'AH'], ['ə', 'AH0'],
  ['ɛ', 'EH'], ['e', 'EH'], ['ɪ', 'IH'], ['ᵻ', 'IH'], ['ɨ', 'IH'], ['iː', 'IY'], ['i', 'IY'], ['ʊ', 'UH'], ['uː', 'UW'], ['u', 'UW'], ['ɵ', 'OW'],
  ['ɹ', 'R'], ['r', 'R'], ['ɾ', 'T'], ['ʔ', 'T'], ['ɫ', 'L'], ['l', 'L'], ['ŋ', 'NG'], ['θ', 'TH'], ['ð', 'DH'], ['ʃ', 'SH'], ['ʒ', 'ZH'],
  ['j', 'Y'], ['w', 'W'], ['ʍ', 'W'], ['ɡ', 'G'], ['g', 'G'], ['b', 'B'], ['d', 'D'], ['f', 'F'], ['h', 'HH'], ['k', 'K'], ['m', 'M'], ['n', 'N'],
  ['p', 'P'], ['s', 'S'], ['t', 'T'], ['v', 'V'], ['z', 'Z'],
];

/** Marks that narrow a transcription without changing the phoneme (aspiration, syllabic, length in odd places). */
const IGNORED = /[ʰ̩̯̃ʲˑ.‿̥̬̚͡ˀ()\[\]\\/-]/gu;

export function parseWiktionaryIpa(ipa: string): Phone[] | null {
  // An optional sound in parentheses — (ɹ), (ə) — is left out: the plainer form.
  const text = ipa.normalize('NFC').replace(/\([^)]*\)/g, '').replace(IGNORED, '').trim();
  if (!text || /[,;]/.test(text)) return null;
  const phones: Phone[] = [];
  let pending: 1 | 2 | null = null;
  let sawStress = false;
  const schwas = new Set<Phone>();
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === 'ˈ' || ch === "'") {
      pending = 1;
      sawStress = true;
      i++;
      continue;
    }
    if (ch === 'ˌ') {
      pending = 2;
      i++;
      continue;
    }
    if (ch === 'ː' || ch === ' ') {
      i++;
      continue;
    }
    const hit = SYMBOLS.find(([sym]) => text.startsWith(sym, i));
    if (!hit) return null;
    i += hit[0].length;
    for (const code of hit[1].split(' ')) {
      const base = code.replace(/\d$/, '');
      if (base === 'R' && phones.at(-1)?.p === 'ER') continue; // ɜːɹ is one sound
      if (['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW'].includes(base)) {
        const fixed = code.endsWith('0') ? 0 : null;
        const phone: Phone = { p: base, stress: fixed ?? pending ?? 0 };
        if (fixed === 0) schwas.add(phone);
        phones.push(phone);
        pending = null;
      } else phones.push({ p: base, stress: null });
    }
  }
  const vowels = phones.filter((p) => p.stress !== null);
  if (!vowels.length) return null;
  // A monosyllable is transcribed without a mark; its one vowel is stressed.
  if (!sawStress && vowels.length === 1) {
    if (!schwas.has(vowels[0]!)) vowels[0]!.stress = 1;
  } else if (!sawStress) return null;
  return phones;
}
