import type { AudioDto, TranscriptionDto } from '../../shared/speech';
/** POST game/rounds: the ids are opaque, only the server knows which word goes with which translation. */
export interface GameRound {
  id: string;
  /** With each word's IPA and audio (docs/api.md "Speech"): shown and heard once the pair is matched. */
  words: Array<{ id: string; word: string; transcription?: TranscriptionDto; audio?: AudioDto }>;
  translations: Array<{ id: string; translation: string }>;
  issuedAt: string;
  minDurationMs: number;
  /** The player's correct rounds in a row so far (always 0 for anonymous visitors: nothing is kept for them). */
  correctInRow: number;
  roundsForPoints: number;
  /** What a run of `roundsForPoints` correct rounds pays (the server's rule, shown on the board). */
  pointsForRun: number;
}

export interface RoundResult {
  outcome: 'correct' | 'mismatch';
  mismatches: number;
  /** After a payout the run restarts at 0. */
  correctInRow: number;
  roundsForPoints: number;
  points: number;
  reviewed: number;
}

export interface AttemptInput {
  roundId: string;
  wordId: string;
  translationId: string;
}

/** POST game/rounds/{id}/attempts: one tap checked by the server. */
export interface AttemptAnswer {
  match: boolean;
  matched: number;
  remaining: number;
  mismatches: number;
  /** Set once the last pair was matched: the round is finished. */
  result: RoundResult | null;
}
