import { afterEach, describe, expect, it } from 'vitest';
import { detectSpeech, pickEnglishVoice, speak } from './speech';

const voice = (lang: string, localService = false) => ({ lang, localService, default: false });

afterEach(() => {
  delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
});

describe('speech for the listening prompt', () => {
  it('prefers a local en-US voice, then any English one', () => {
    expect(pickEnglishVoice([voice('ru-RU'), voice('en-GB'), voice('en-US'), voice('en-US', true)])).toBe(3);
    expect(pickEnglishVoice([voice('ru-RU'), voice('en-GB')])).toBe(1);
    expect(pickEnglishVoice([voice('ru-RU')])).toBe(-1);
  });

  it('reports no speech where the browser has none (jsdom), so the card falls back to recognition', async () => {
    expect(await detectSpeech(10)).toBe(false);
    expect(speak('apple')).toBe(false);
  });
});
