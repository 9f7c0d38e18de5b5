export { Transcription } from './ui/Transcription';
export { SpeakerButton } from './ui/SpeakerButton';
export { WordSpeech, ExampleSpeaker } from './ui/WordSpeech';
export { usePlay } from './usePlay';
export { playAudio, prefetchAudio, stopAudio, audioSource } from './player';
export { $speechPrefs, speechPrefsChanged, DEFAULT_SPEECH_PREFS, SLOWER_RATE } from './prefs';
export type { Accent, SpeechPrefs } from './prefs';
export type { AudioDto, TranscriptionDto } from './types';
export { usePrefetchWords } from './usePrefetch';
