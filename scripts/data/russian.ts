/** Russian text helpers: Latin look-alikes inside Cyrillic words, stems for loose matching. */

const LOOKALIKE: Record<string, string> = {
  a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х', y: 'у', k: 'к', m: 'м', H: 'Н', T: 'Т', B: 'В', M: 'М',
  A: 'А', C: 'С', E: 'Е', O: 'О', P: 'Р', X: 'Х', K: 'К', i: 'і',
};

/** Replace Latin look-alike letters inside words that are otherwise Cyrillic (`полиc` → `полис`); drop stress marks. */
export function normaliseRussian(text: string): string {
  return text
    .replace(/\u0301/g, '')
    .replace(/[A-Za-zА-Яа-яЁё]+/g, (w) => {
      if (!/[А-Яа-яЁё]/.test(w) || !/[A-Za-z]/.test(w)) return w;
      const fixed = w.replace(/[A-Za-z]/g, (c) => LOOKALIKE[c] ?? c);
      return fixed.replace(/і/g, 'и');
    });
}

/** True when a word mixes Cyrillic and Latin letters. */
export const mixedScript = (w: string) => /[А-Яа-яЁё]/.test(w) && /[A-Za-z]/.test(w);

export function russianTokens(text: string): string[] {
  return text.toLowerCase().replace(/ё/g, 'е').match(/[а-я]+(?:-[а-я]+)*/g) ?? [];
}

const ENDINGS = [
  'иться', 'ыться', 'аться', 'яться', 'еться', 'уться', 'ться', 'тись', 'чься', 'ть', 'ти', 'чь',
  'ый', 'ий', 'ой', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ся',
  'ость', 'ие', 'ия', 'ие',
  'а', 'я', 'о', 'е', 'ь', 'ы', 'и', 'у', 'ю', 'й',
];

/** A crude stem: the word minus a common ending, never shorter than 3 letters. */
export function russianStem(word: string): string {
  const w = word.toLowerCase().replace(/ё/g, 'е');
  for (const e of ENDINGS) {
    if (w.endsWith(e) && w.length - e.length >= 3) return w.slice(0, -e.length);
  }
  return w;
}

/** Does the Russian text contain the translation (every word of it, loosely by stem)? */
export function russianContains(tokens: readonly string[], translation: string): boolean {
  const words = russianTokens(translation).filter((w) => w.length > 2 || translation.length <= 3);
  if (words.length === 0) return false;
  return words.every((w) => {
    const stem = russianStem(w);
    return tokens.some((t) => t.startsWith(stem) && t.length <= stem.length + 5);
  });
}
