export type Side = 'word' | 'translation';

export interface Tap {
  side: Side;
  id: string;
}

export interface Pick {
  wordId: string;
  translationId: string;
}

/**
 * One tap on the board: the first tile of a pair is selected; a tile of the other column completes the pair (to be
 * checked by the server); the same tile again deselects; another tile of the same column moves the selection.
 */
export function reduceTap(selected: Tap | null, tap: Tap): { selected: Tap | null; pick: Pick | null } {
  if (!selected) return { selected: tap, pick: null };
  if (selected.side === tap.side) return { selected: selected.id === tap.id ? null : tap, pick: null };
  const pick = tap.side === 'word' ? { wordId: tap.id, translationId: selected.id } : { wordId: selected.id, translationId: tap.id };
  return { selected: null, pick };
}
