import { createEvent, createStore } from 'effector';
import { readItem, STORAGE_KEYS, writeItem } from '../storage';

export type Accent = 'uk' | 'us';

export interface SpeechPrefs {
  /** Play the word when a card appears (off by default: sound must not surprise anyone). */
  autoplay: boolean;
  /** Play at a slower rate. */
  slower: boolean;
  /** Whose transcription is shown first; British by default, as Russian schools teach. */
  accent: Accent;
}

export const DEFAULT_SPEECH_PREFS: SpeechPrefs = { autoplay: false, slower: false, accent: 'uk' };

/** The playback rate of the "slower" setting: slow enough to hear each sound, not so slow that the voice breaks up. */
export const SLOWER_RATE = 0.75;

export function loadSpeechPrefs(): SpeechPrefs {
  try {
    const raw = JSON.parse(readItem(STORAGE_KEYS.speech) ?? 'null') as Partial<SpeechPrefs> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_SPEECH_PREFS;
    return {
      autoplay: raw.autoplay === true,
      slower: raw.slower === true,
      accent: raw.accent === 'us' ? 'us' : 'uk',
    };
  } catch {
    return DEFAULT_SPEECH_PREFS;
  }
}

export const speechPrefsChanged = createEvent<Partial<SpeechPrefs>>();
export const $speechPrefs = createStore<SpeechPrefs>(loadSpeechPrefs()).on(speechPrefsChanged, (prefs, change) => ({ ...prefs, ...change }));

$speechPrefs.watch((prefs) => writeItem(STORAGE_KEYS.speech, JSON.stringify(prefs)));
