import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type AudioFormat = 'opus' | 'mp3';
export const AUDIO_FORMATS: readonly AudioFormat[] = ['opus', 'mp3'];
export const AUDIO_TYPES: Record<AudioFormat, string> = { opus: 'audio/ogg; codecs=opus', mp3: 'audio/mpeg' };

/** Turns English text into compressed audio. `version` is part of every audio URL: a new voice is a new URL. */
export interface SpeechEngine {
  version: string;
  render(text: string): Promise<Record<AudioFormat, Buffer>>;
}

/** Speech as the engine reads it: letters, digits and the punctuation that shapes intonation; nothing a shell sees. */
export const speakable = (text: string) => text.replace(/[^\p{L}\p{N}\s.,!?'’:;-]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);

/**
 * Debian's flite with the slt voice: of the offline engines on these machines it was the best understood by an
 * independent recogniser (bench/speech.ts; docs/decisions/0021-speech-audio.md). Opus at 12 kbit/s for browsers that
 * play it, MP3 at 20 kbit/s for the rest (Safari before 18.4, older iOS WebViews).
 */
export function fliteEngine(): SpeechEngine {
  return {
    version: 'flite-slt-1',
    async render(text) {
      const dir = await mkdtemp(join(tmpdir(), 'slovo-speech-'));
      try {
        const input = join(dir, 'text.txt');
        const wav = join(dir, 'speech.wav');
        // The text goes through a file, never a command line: no quoting rules to get wrong.
        await writeFile(input, speakable(text) || '-');
        await run('flite', ['-voice', 'slt', '-f', input, '-o', wav]);
        await Promise.all([
          run('opusenc', ['--quiet', '--speech', '--bitrate', '12', '--padding', '0', '--discard-comments', wav, join(dir, 'speech.opus')]),
          run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-ac', '1', '-ar', '16000', '-b:a', '20k', '-id3v2_version', '0', '-write_xing', '0', join(dir, 'speech.mp3')]),
        ]);
        const [opus, mp3] = await Promise.all([readFile(join(dir, 'speech.opus')), readFile(join(dir, 'speech.mp3'))]);
        return { opus, mp3 };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

let installed: Promise<boolean> | null = null;

/** Whether the engine's programs are installed here (a fresh machine may lack them: then there is no server audio). */
export function engineAvailable(): Promise<boolean> {
  installed ??= Promise.all([run('flite', ['-lv']), run('opusenc', ['--version']), run('ffmpeg', ['-version'])]).then(
    () => true,
    () => false,
  );
  return installed;
}
