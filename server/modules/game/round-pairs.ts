/** One pair of a round as the server keeps it: the opaque ids shown to the player and the card behind them. */
export interface Pair {
  wordId: string;
  translationId: string;
  cardId: number;
  due: boolean;
}

export interface Attempt {
  wordId: string;
  translationId: string;
}

/**
 * Replays the attempts against the right pairs. A right pair tried again (a double tap, a retried request) is still
 * a match and never a mismatch; any other wrong combination is a mismatch.
 */
export function evaluateAttempts(pairs: Pair[], attempts: Attempt[]) {
  const right = new Map(pairs.map((p) => [p.wordId, p.translationId]));
  const matched = new Set<string>();
  let mismatches = 0;
  for (const a of attempts) {
    if (right.get(a.wordId) === a.translationId) matched.add(a.wordId);
    else mismatches++;
  }
  return { matched: matched.size, remaining: pairs.length - matched.size, mismatches };
}

export function isRightPair(pairs: Pair[], attempt: Attempt) {
  return pairs.some((p) => p.wordId === attempt.wordId && p.translationId === attempt.translationId);
}

/** Whether both ids belong to this round (in any combination). */
export function belongsToRound(pairs: Pair[], attempt: Attempt) {
  return pairs.some((p) => p.wordId === attempt.wordId) && pairs.some((p) => p.translationId === attempt.translationId);
}

/** The same taps in the same order (the server time of live taps aside): how a retried request is recognised. */
export const sameAttempts = (a: Attempt[], b: Attempt[]) =>
  a.length === b.length && a.every((x, i) => x.wordId === b[i]!.wordId && x.translationId === b[i]!.translationId);

/** Due cards whose first attempt was the right one: the learner recalled them. */
export function matchedAtFirstTry(pairs: Pair[], attempts: Attempt[]) {
  return pairs.filter((p) => p.due && attempts.find((a) => a.wordId === p.wordId)?.translationId === p.translationId);
}
