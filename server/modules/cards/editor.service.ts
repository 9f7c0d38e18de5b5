import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { fieldError, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { VARIANTS } from '../photos/generator';
import type { PhotoService } from '../photos/photo.service';
import { estimateLevel } from '../vocabulary/level-estimate';
import { type Caller, assertFullAccount } from './callers';
import type { CardInput, CardPatch } from './cards.schemas';
import { type PendingEdit, parsePending } from './pending';
import { publicCards } from './visibility';

export interface EditorDeps {
  db: Db;
  clock: Clock;
  photos: PhotoService;
}

/** What a learner's card photo is made from: the word and the example only, so the editor's preview is the card's. */
const photoInput = (c: { word: string; example: string }) => ({ word: c.word, example: c.example, emoji: null, pos: null });

/**
 * The editor: photo variants, creating, editing and deleting a learner's own cards, with the moderation states
 * (docs/api.md "Learners' cards"). Returns card ids; the routes read the card back through show-card.
 */
export function editorService({ db, clock, photos }: EditorDeps) {
  /** The chosen photo must be one of the variants generated for exactly this word and example. */
  function chosenVariant(photo: string, content: { word: string; example: string }): number {
    const [v, hash] = photo.split('-');
    const variant = Number(v);
    if (!(variant >= 0 && variant < VARIANTS) || photos.hashOf(photoInput(content), variant) !== hash) throw fieldError('photo', 'card.photoUnknown');
    return variant;
  }

  /** The author's card, or 404 when they may not see it, or 403 when it is someone else's public card. */
  async function ownCard(caller: Caller, id: number, opts: { adminMay?: boolean } = {}) {
    const card = await db.selectFrom('cards').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!card) throw notFound();
    if (card.author_id === caller.id || (opts.adminMay && caller.isAdmin && card.collection === 'user')) return card;
    const isPublic = await db.selectFrom('cards').select('id').where('id', '=', id).where(publicCards()).executeTakeFirst();
    throw isPublic ? forbidden() : notFound();
  }

  return {
    /**
     * 3–4 pictures for a word and example; each comes with the id the card form sends back as `photo`. For an edit
     * (`cardId`), only a changed word or example makes new photos (spec §5): the card's own text is refused.
     */
    async photoVariants(caller: Caller, input: { word: string; example: string; cardId?: number | undefined }) {
      assertFullAccount(caller);
      if (input.cardId !== undefined) {
        const card = await ownCard(caller, input.cardId);
        const shown = parsePending(card.pending) ?? { word: card.word, example: card.example ?? '' };
        if (shown.word === input.word && shown.example === input.example) throw fieldError('example', 'card.changeExample');
      }
      try {
        const variants = await photos.renderVariants(photoInput(input));
        return variants.map((v) => ({ id: `${v.variant}-${v.hash}`, photos: v.urls }));
      } catch (err) {
        // A full render queue is "busy, try again" (429 with Retry-After), not a fault of the example.
        if (err instanceof HttpError && err.status === 429) throw err;
        throw new HttpError(422, 'invalidData', { errors: { example: [{ key: 'card.noPhotos' }] } });
      }
    },

    async create(caller: Caller, input: CardInput): Promise<number> {
      assertFullAccount(caller);
      const variant = chosenVariant(input.photo, input);
      const now = clock.now();
      const row = await db
        .insertInto('cards')
        .values({
          author_id: caller.id,
          collection: 'user',
          word: input.word,
          translation: input.translation,
          example: input.example,
          example_translation: input.exampleTranslation ?? null,
          tags: JSON.stringify(input.tags),
          level: estimateLevel(input.word).level,
          is_private: input.isPrivate ? 1 : 0,
          allow_comments: input.allowComments ? 1 : 0,
          // A private card never leaves its author, so it never waits for moderation.
          status: input.isPrivate ? 'draft' : 'moderation',
          submitted_at: input.isPrivate ? null : now,
          photo_key: String(variant),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * An edit by the author. Private stays with the author; making a card public sends it to moderation; a
     * rejected card goes back to moderation. Once a card has been approved, its word, translation, example and photo
     * change only through moderation: the author's version waits aside (`pending`), private or public, while
     * learners keep the approved one (docs/decisions/0029); so do its tags. The comment flag applies at once.
     */
    async update(caller: Caller, id: number, patch: CardPatch): Promise<void> {
      assertFullAccount(caller);
      const card = await ownCard(caller, id);
      const pending = parsePending(card.pending);
      const current: PendingEdit = pending ?? {
        word: card.word,
        translation: card.translation,
        example: card.example ?? '',
        exampleTranslation: card.example_translation,
        photo: Number(card.photo_key ?? 0),
      };
      const next = {
        word: patch.word ?? current.word,
        translation: patch.translation ?? current.translation,
        example: patch.example ?? current.example,
        exampleTranslation: patch.exampleTranslation === undefined ? current.exampleTranslation : patch.exampleTranslation,
      };
      const pictureChanged = next.word !== current.word || next.example !== current.example;
      // A new word or example needs one of its own new photos (the editor says "edit the example to generate new photos").
      const photo = patch.photo !== undefined ? chosenVariant(patch.photo, next) : pictureChanged ? chosenVariant(`${current.photo}-`, next) : current.photo;
      const content = { ...next, photo };
      const contentChanged = JSON.stringify(content) !== JSON.stringify({ ...current, tags: undefined });
      const isPrivate = patch.isPrivate ?? card.is_private === 1;
      const now = clock.now();

      const direct = {
        word: content.word,
        translation: content.translation,
        example: content.example,
        example_translation: content.exampleTranslation,
        photo_key: String(content.photo),
        level: estimateLevel(content.word).level,
        pending: null,
      };
      const tagsChanged = patch.tags !== undefined && JSON.stringify(patch.tags) !== JSON.stringify(pending?.tags ?? JSON.parse(card.tags));
      // An edited card goes to the back of the queue: the admin's place in it was for the version they could see.
      const queuedAt = contentChanged || tagsChanged ? now : (card.submitted_at ?? now);
      let state: Record<string, unknown>;
      if (card.approved_at !== null) {
        // Learners may have this card: its columns stay the approved version whatever the author does (issue 29),
        // and the author's version waits aside, reaching moderation whenever the card is public.
        const tagsNow = JSON.parse(card.tags) as string[];
        const approved: PendingEdit = { word: card.word, translation: card.translation, example: card.example ?? '', exampleTranslation: card.example_translation, photo: Number(card.photo_key ?? 0), tags: tagsNow };
        const proposed: PendingEdit = { ...content, tags: patch.tags ?? pending?.tags ?? tagsNow };
        const waiting = JSON.stringify(proposed) === JSON.stringify(approved) ? null : JSON.stringify(proposed);
        const waitingChanged = waiting !== card.pending;
        const submitted = isPrivate || waiting === null ? null : waitingChanged || card.is_private === 1 || card.submitted_at === null ? now : card.submitted_at;
        state = { is_private: isPrivate ? 1 : 0, status: 'published', pending: waiting, submitted_at: submitted, ...(waitingChanged ? { reject_reason: null } : {}) };
      } else if (isPrivate) state = { ...direct, is_private: 1, status: 'draft', submitted_at: null, reject_reason: null };
      else if (card.is_private === 1 || card.status === 'rejected') state = { ...direct, is_private: 0, status: 'moderation', submitted_at: now, reject_reason: null };
      else state = { ...direct, status: 'moderation', submitted_at: queuedAt };

      await db
        .updateTable('cards')
        .set({
          ...state,
          ...(patch.tags && card.approved_at === null ? { tags: JSON.stringify(patch.tags) } : {}),
          ...(patch.allowComments !== undefined ? { allow_comments: patch.allowComments ? 1 : 0 } : {}),
          ...(contentChanged || tagsChanged ? { revision: card.revision + 1 } : {}),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Soft delete (see docs/decisions/): gone from feeds and collections, kept in learners' review history. */
    async remove(caller: Caller, id: number): Promise<void> {
      await ownCard(caller, id, { adminMay: true });
      await db.updateTable('cards').set({ deleted_at: clock.now(), updated_at: clock.now() }).where('id', '=', id).execute();
    },

    /** Tags in use (public cards and the caller's own), most used first, for the editor's suggestions. */
    async tagsInUse(caller: Caller, prefix: string): Promise<string[]> {
      const rows = await db
        .selectFrom('cards')
        .select('tags')
        .where('collection', '=', 'user')
        .where('tags', '!=', '[]')
        .where((eb) => eb.or([publicCards()(eb), eb('cards.author_id', '=', caller.id)]))
        .orderBy('id', 'desc')
        .limit(500)
        .execute();
      const counts = new Map<string, number>();
      const p = prefix.trim().toLowerCase();
      for (const r of rows) for (const tag of JSON.parse(r.tags) as string[]) if (tag.startsWith(p)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 20).map(([tag]) => tag);
    },
  };
}

export type EditorService = ReturnType<typeof editorService>;
