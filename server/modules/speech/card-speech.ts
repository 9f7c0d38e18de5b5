import { type CardAudio, NO_AUDIO, type SpeechService } from './speech.service';
import { type Transcription, transcriptionOf } from './transcriptions';

let service: SpeechService | null = null;

/**
 * The app's speech service, set once at boot by the speech plugin: card resources are built in many services that
 * each receive only what they read, and every one of them must carry the same audio URLs.
 */
export function useSpeechService(s: SpeechService) {
  service = s;
}

/** The `transcription` and `audio` fields of a card resource, of what the reader is shown (an author's pending edit). */
export function cardSpeech(c: { id: number; word: string; example: string | null; pos?: string | null }): { transcription: Transcription; audio: CardAudio } {
  return { transcription: transcriptionOf(c.word, c.pos), audio: service ? service.cardAudio(c) : NO_AUDIO };
}

/** A word shown without its card (the match game): its transcription and its audio by the word alone. */
export function wordSpeech(word: string): { transcription: Transcription; audio: CardAudio } {
  return { transcription: transcriptionOf(word), audio: { word: service?.wordAudio(word) ?? null, example: null } };
}
