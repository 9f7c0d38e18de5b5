import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-errors';
import { type PhotoStore, type RenderBudget, sharedRenders } from '../photos/photo.service';
import { parsePending } from '../cards/pending';
import { type AudioFormat, AUDIO_FORMATS, type SpeechEngine, speakable } from './engine';

export type SpeechKind = 'word' | 'example';

/** The audio of a card: URLs of its word and example (Opus; the same path ending in .mp3 is the MP3). */
export interface CardAudio {
  word: string | null;
  example: string | null;
}

export const NO_AUDIO: CardAudio = Object.freeze({ word: null, example: null });

/** No request waits longer than this for a render; it goes on, and the next request finds the file. */
export const RENDER_WAIT_MS = 1000;
/** Longer output is not speech of one card: refused rather than stored. */
const MAX_AUDIO_BYTES = 96 * 1024;

export const speechHash = (version: string, text: string) => createHash('sha256').update(`${version}\n${speakable(text)}`).digest('hex').slice(0, 12);
const fileName = (hash: string, format: AudioFormat) => `${hash}.${format}`;

interface SpeechCard {
  id: number;
  word: string;
  example: string | null;
  pending: string | null;
}

/**
 * Pronunciation audio by content address, like card photos: rendered on first request, stored, then cached by
 * everyone for good. A card's URL names its id and the hash of the text, so only what a card says is ever rendered;
 * a game's words are addressed by the word, rendered only when some card has that word. Renders share the photos'
 * limits (PHOTO_RENDER_CONCURRENCY at once, PHOTO_RENDERS_PER_MINUTE per IP) and no request waits over a second.
 */
export function speechService(opts: { db: Db; store: PhotoStore; engine: SpeechEngine | null; renderConcurrency?: number; waitMs?: number }) {
  const { engine } = opts;
  const render = sharedRenders(opts.renderConcurrency ?? 2);
  const waitMs = opts.waitMs ?? RENDER_WAIT_MS;

  async function ensure(text: string, hash: string, budget?: RenderBudget): Promise<void> {
    if (!engine) throw new HttpError(404, 'notFound');
    if (await opts.store.has(fileName(hash, 'mp3'))) return;
    const { job } = await render(
      hash,
      async () => {
        const audio = await engine.render(text);
        if (audio.opus.length > MAX_AUDIO_BYTES || audio.mp3.length > MAX_AUDIO_BYTES) throw new HttpError(422, 'field.invalid');
        // MP3 last: its presence means both are stored.
        await opts.store.write(fileName(hash, 'opus'), audio.opus);
        await opts.store.write(fileName(hash, 'mp3'), audio.mp3);
      },
      budget,
    );
    job.catch(() => {}); // a caller that stopped waiting does not own the failure
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new HttpError(503, 'tooManyAttempts', { headers: { 'Retry-After': '1' } })), waitMs);
    });
    try {
      await Promise.race([job, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  const cardUrl = (id: number, kind: SpeechKind, text: string) => `/speech/cards/${id}/${kind}-${speechHash(engine!.version, text)}.opus`;

  return {
    available: engine !== null,
    /** The URLs a card resource carries; nulls when this server has no speech engine. */
    cardAudio(c: { id: number; word: string; example: string | null }): CardAudio {
      if (!engine) return NO_AUDIO;
      return { word: speakable(c.word) ? cardUrl(c.id, 'word', c.word) : null, example: c.example && speakable(c.example) ? cardUrl(c.id, 'example', c.example) : null };
    },
    /** A word by itself (the match game's tiles, where a card id would give the pair away). */
    wordAudio(word: string): string | null {
      if (!engine || !speakable(word)) return null;
      return `/speech/words/${speechHash(engine.version, word)}/${encodeURIComponent(word)}.opus`;
    },
    /** The bytes behind a card's audio URL; null when the hash is not of what the card says (now or in its pending edit). */
    async serveCard(cardId: number, kind: SpeechKind, hash: string, format: AudioFormat, budget?: RenderBudget): Promise<Buffer | null> {
      if (!engine) return null;
      const card: SpeechCard | undefined = await opts.db.selectFrom('cards').select(['id', 'word', 'example', 'pending']).where('id', '=', cardId).executeTakeFirst();
      if (!card) return null;
      const pending = parsePending(card.pending);
      const texts = kind === 'word' ? [card.word, pending?.word] : [card.example, pending?.example];
      const text = texts.find((t): t is string => !!t && speechHash(engine.version, t) === hash);
      if (!text) return null;
      await ensure(text, hash, budget);
      return opts.store.read(fileName(hash, format));
    },
    async serveWord(word: string, hash: string, format: AudioFormat, budget?: RenderBudget): Promise<Buffer | null> {
      if (!engine || speechHash(engine.version, word) !== hash) return null;
      const known = await opts.db.selectFrom('cards').select('id').where('word', '=', word).limit(1).executeTakeFirst();
      if (!known) return null;
      await ensure(word, hash, budget);
      return opts.store.read(fileName(hash, format));
    },
    formats: AUDIO_FORMATS,
    /**
     * Starts rendering a saved card's audio in the background (a new card, a changed example): not charged to anyone's
     * budget, never awaited, and a failure only means the first tap renders it.
     */
    prepare(c: { word: string; example: string | null }): void {
      if (!engine) return;
      for (const text of [c.word, c.example]) {
        if (text && speakable(text)) ensure(text, speechHash(engine.version, text)).catch(() => {});
      }
    },
  };
}

export type SpeechService = ReturnType<typeof speechService>;
