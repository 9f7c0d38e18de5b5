/**
 * The listening prompt uses the browser's speech synthesis in en-US. Where there is none, or no English voice, the
 * card falls back to recognition (docs/api.md, "Learning").
 */
function synth(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis ?? null;
}

export function pickEnglishVoice(voices: readonly Pick<SpeechSynthesisVoice, 'lang' | 'localService' | 'default'>[]): number {
  const en = voices.map((v, i) => ({ v, i })).filter(({ v }) => /^en([-_]|$)/i.test(v.lang));
  if (en.length === 0) return -1;
  const us = en.filter(({ v }) => /^en[-_]US$/i.test(v.lang));
  const pool = us.length ? us : en;
  return (pool.find(({ v }) => v.localService) ?? pool[0]!).i;
}

/** Resolves once the voice list is known (it loads asynchronously in Chromium), with whether English can be spoken. */
export function detectSpeech(timeoutMs = 1200): Promise<boolean> {
  const s = synth();
  if (!s) return Promise.resolve(false);
  const check = () => pickEnglishVoice(s.getVoices()) >= 0;
  if (check()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      s.removeEventListener?.('voiceschanged', done);
      clearTimeout(timer);
      resolve(check());
    };
    const timer = setTimeout(done, timeoutMs);
    s.addEventListener?.('voiceschanged', done);
  });
}

/** Speaks `text` in en-US; never throws (a broken engine must not break the card). */
export function speak(text: string, rate = 0.9): boolean {
  const s = synth();
  if (!s) return false;
  try {
    const voices = s.getVoices();
    const index = pickEnglishVoice(voices);
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    utterance.rate = rate;
    try {
      if (index >= 0) utterance.voice = voices[index]!;
    } catch {
      // Some engines hand out voices they then refuse; the language alone still picks an English voice.
    }
    s.cancel();
    s.speak(utterance);
    return true;
  } catch (error) {
    console.warn('[slovo] speech synthesis failed', error);
    return false;
  }
}

export function stopSpeaking(): void {
  try {
    synth()?.cancel();
  } catch {
    // nothing to stop
  }
}
