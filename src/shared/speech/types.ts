/** docs/api.md "Speech": the `transcription` and `audio` fields of a card (and of a match-game word). */
export interface TranscriptionDto {
  uk: string | null;
  us: string | null;
}

export interface AudioDto {
  word: string | null;
  example: string | null;
}
