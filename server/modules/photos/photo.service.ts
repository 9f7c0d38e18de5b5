import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-errors';
import { type PhotoGenerator, type PhotoInput, type PhotoSize, photoHash, rememberedHash, VARIANTS } from './generator';
import { choosePicture } from './pictures';

export type { PhotoSize };

/** Where rendered photos live. The disk store is the default; an object store can implement the same three calls. */
export interface PhotoStore {
  has(name: string): Promise<boolean>;
  read(name: string): Promise<Buffer>;
  write(name: string, data: Buffer): Promise<void>;
}

export function diskPhotoStore(dir: string): PhotoStore {
  return {
    has: async (name) => existsSync(join(dir, name)),
    read: (name) => readFile(join(dir, name)),
    async write(name, data) {
      await mkdir(dir, { recursive: true });
      // Write then rename: a reader never sees half a file, and two nodes rendering the same photo agree.
      const tmp = join(dir, `${name}.${process.pid}.tmp`);
      await writeFile(tmp, data);
      await rename(tmp, join(dir, name));
    },
  };
}

export interface PhotoCard {
  id: number;
  word: string;
  example: string | null;
  photo_key: string | null;
  emoji?: string | null;
  pos?: string | null;
  /** The card's tags (JSON): a dictionary card's are its topics, which pick a typographic card's motif. */
  tags?: string | null;
}

/**
 * What a card's photo is drawn from. Only a dictionary card's tags count as topics: a learner's tags change after
 * they chose among the previews, and the chosen photo must stay the one they saw.
 */
export const inputOf = (c: Omit<PhotoCard, 'id' | 'photo_key'>): PhotoInput => ({
  word: c.word,
  example: c.example,
  emoji: c.emoji ?? null,
  pos: c.pos ?? null,
  topics: c.pos && c.tags ? (JSON.parse(c.tags) as string[]) : null,
});

/** What a card's photo shows: a picture of the word or its example, or a typographic card (docs/api.md `photo.kind`). */
export const photoKind = (input: PhotoInput) => choosePicture(input).kind;

/** The picture two cards of one day must not share; null for a typographic card. */
export const pictureKey = (c: Omit<PhotoCard, 'id' | 'photo_key'>) => choosePicture(inputOf(c)).key;

/** The variant shown for a card: the author's choice, else one picked by the word so the feed looks varied. */
export function chosenVariant(c: PhotoCard): number {
  const chosen = Number(c.photo_key);
  if (c.photo_key !== null && Number.isInteger(chosen) && chosen >= 0 && chosen < VARIANTS) return chosen;
  // The first byte of the word's SHA-256 (remembered: the hex digest's first two digits are that byte).
  return parseInt(rememberedHash(c.word).slice(0, 2), 16) % VARIANTS;
}

const fileName = (hash: string, size: PhotoSize) => `${hash}-${size}.webp`;
const BOTH: readonly PhotoSize[] = ['small', 'large'];

/** Renders waiting for a free slot, per concurrent render allowed; beyond that a caller is told to come back. */
const QUEUE_PER_SLOT = 16;
/** A render takes well under a second: a full queue has drained by then. */
const BUSY_RETRY_S = 2;

/**
 * At most `concurrency` renders run at once on this node (rendering is CPU-bound: the rest wait in a bounded queue);
 * a full queue answers 429 with Retry-After rather than piling up work. A freed slot passes straight to the next
 * waiter, so the bound holds exactly.
 */
export function renderSlots(concurrency: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < concurrency) active++;
    else {
      if (waiting.length >= concurrency * QUEUE_PER_SLOT) throw new HttpError(429, 'photos.busy', { headers: { 'Retry-After': String(BUSY_RETRY_S) }, params: { seconds: BUSY_RETRY_S } });
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/** Charged once per render a caller starts (not for a stored photo, nor for joining a render under way). */
export type RenderBudget = () => Promise<void>;

/**
 * Renders by content key on `concurrency` slots: concurrent callers of one key share one render, and only a caller
 * that starts one is charged its budget. Returns the render under way (wrapped, so a caller may choose not to wait).
 */
export function sharedRenders(concurrency: number) {
  const rendering = new Map<string, Promise<void>>();
  const slot = renderSlots(concurrency);
  return async function render(key: string, work: () => Promise<void>, budget?: RenderBudget): Promise<{ job: Promise<void> }> {
    let job = rendering.get(key);
    if (!job && budget) {
      await budget();
      job = rendering.get(key);
    }
    if (!job) {
      job = slot(work).finally(() => rendering.delete(key));
      rendering.set(key, job);
    }
    return { job };
  };
}

export function photoService(opts: { db: Db; store: PhotoStore; generator: PhotoGenerator; renderConcurrency?: number }) {
  const render = sharedRenders(opts.renderConcurrency ?? 2);

  /** Renders the sizes of a photo not yet stored (both unless told), each on its own, sharing renders under way. */
  async function ensure(c: PhotoCard, variant: number, budget?: RenderBudget, sizes: readonly PhotoSize[] = BOTH): Promise<string> {
    return ensureInput(inputOf(c), variant, budget, sizes);
  }

  async function ensureInput(input: PhotoInput, variant: number, budget?: RenderBudget, sizes: readonly PhotoSize[] = BOTH): Promise<string> {
    const hash = photoHash(input, variant, opts.generator.version);
    await Promise.all(
      sizes.map(async (size) => {
        const name = fileName(hash, size);
        if (await opts.store.has(name)) return;
        // Concurrent requests for one file share one render.
        const { job } = await render(name, async () => opts.store.write(name, await opts.generator.render(input, variant, size)), budget);
        await job;
      }),
    );
    return hash;
  }

  async function loadCard(id: number): Promise<PhotoCard | undefined> {
    return opts.db
      .selectFrom('cards')
      .leftJoin('words', 'words.id', 'cards.word_id')
      .select(['cards.id', 'cards.word', 'cards.example', 'cards.photo_key', 'cards.tags', 'words.emoji', 'words.pos'])
      .where('cards.id', '=', id)
      .executeTakeFirst();
  }

  function previewUrls(input: PhotoInput, variant: number) {
    const hash = photoHash(input, variant, opts.generator.version);
    return { large: `/photos/previews/${fileName(hash, 'large')}`, small: `/photos/previews/${fileName(hash, 'small')}` };
  }

  return {
    loadCard,
    ensure,
    /** Immutable URLs: the hash changes whenever what the picture shows changes. */
    urls: (c: PhotoCard) => {
      const variant = chosenVariant(c);
      const hash = photoHash(inputOf(c), variant, opts.generator.version);
      return { large: `/photos/${c.id}/${variant}/${fileName(hash, 'large')}`, small: `/photos/${c.id}/${variant}/${fileName(hash, 'small')}` };
    },
    /** The hash a variant of this word and example has: the proof that a chosen photo is one we generated. */
    hashOf: (input: PhotoInput, variant: number) => photoHash(input, variant, opts.generator.version),
    /**
     * Renders every variant of a word and example that is not yet a card (the editor's choice of photos). The files
     * are content-addressed, so the preview URLs stay valid for the card made from them.
     */
    async renderVariants(input: PhotoInput, budget?: RenderBudget): Promise<Array<{ variant: number; hash: string; urls: { large: string; small: string } }>> {
      const variants = Array.from({ length: VARIANTS }, (_, v) => v);
      const hashes = await Promise.all(variants.map((v) => ensureInput(input, v, budget)));
      return variants.map((v, i) => ({ variant: v, hash: hashes[i]!, urls: previewUrls(input, v) }));
    },
    previewUrls,
    /** A rendered preview by its hash; null when it was never rendered here. */
    async servePreview(hash: string, size: PhotoSize): Promise<Buffer | null> {
      if (!(await opts.store.has(fileName(hash, size)))) return null;
      return opts.store.read(fileName(hash, size));
    },
    /** The bytes behind a photo URL, rendering it on first request; null when the URL is not the card's current one. */
    async serve(cardId: number, variant: number, hash: string, size: PhotoSize, budget?: RenderBudget): Promise<Buffer | null> {
      if (!Number.isInteger(variant) || variant < 0 || variant >= VARIANTS) return null;
      const card = await loadCard(cardId);
      if (!card || photoHash(inputOf(card), variant, opts.generator.version) !== hash) return null;
      try {
        await ensure(card, variant, budget, [size]);
      } catch (err) {
        // Busy or over the budget is the caller's to retry; a photo that cannot be drawn is no photo (404), never a 5xx.
        if (err instanceof HttpError) throw err;
        return null;
      }
      return opts.store.read(fileName(hash, size));
    },
  };
}

export type PhotoService = ReturnType<typeof photoService>;
