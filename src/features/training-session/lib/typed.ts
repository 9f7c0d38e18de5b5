/**
 * Grading of a typed answer (issue 32): the learner spells the English word from the Russian one (`typed`), or the
 * Russian from the English at later stages (`typed-reverse`). Case, spaces around, ё/е and a final full stop never
 * count; one wrong, missing, extra or swapped letter counts as right (a typo, not a gap in memory) in words of four
 * letters or more — in shorter ones a single letter is often another word (do/go, cat/car). The learner is then
 * shown the correct spelling.
 */
export type TypedVerdict = 'exact' | 'typo' | 'wrong';

export function normalizeTyped(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '')
    .trim();
}

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i]!;
    const prev = rows[i - 1]!;
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row[j] = v;
      best = Math.min(best, v);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** The accepted spellings of a card's side: "дом, здание; жильё" and "(to) run" give each variant. */
export function acceptedAnswers(side: string): string[] {
  const variants = side
    .split(/[,;/]/)
    .map((v) => normalizeTyped(v.replace(/\([^)]*\)/g, ' ')))
    .filter(Boolean);
  const whole = normalizeTyped(side);
  return [...new Set([whole, ...variants])];
}

export function gradeTyped(input: string, expected: string): TypedVerdict {
  const typed = normalizeTyped(input);
  if (!typed) return 'wrong';
  let verdict: TypedVerdict = 'wrong';
  for (const answer of acceptedAnswers(expected)) {
    if (typed === answer) return 'exact';
    if (answer.length >= 4 && editDistance(typed, answer, 1) <= 1) verdict = 'typo';
  }
  return verdict;
}
