import type { RoundResult } from '../../../entities/game';

/**
 * Correct rounds in a row as shown to the player. A signed-in player's run is the server's; right after the payout
 * round the server restarts it at 0, but the screen shows the full run that earned the points. Anonymous visitors
 * get the same count kept on the page (the server keeps nothing for them).
 */
export function runAfter(previous: number, result: RoundResult, keptByServer: boolean): number {
  if (result.outcome !== 'correct') return 0;
  if (keptByServer) return result.correctInRow === 0 ? result.roundsForPoints : result.correctInRow;
  return previous >= result.roundsForPoints ? 1 : previous + 1;
}

/** A full run was paid for: the next round starts a new one. */
export const runAtStart = (shown: number, roundsForPoints: number) => (shown >= roundsForPoints ? 0 : shown);
