import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound, precondition } from '../../lib/http-errors';
import type { PhotoService } from '../photos/photo.service';
import { estimateLevel } from '../vocabulary/level-estimate';
import type { Caller } from './callers';
import { cardsFor } from './card.query';
import { cardResource } from './card.resource';
import type { CardNotifier } from './notifier';
import { parsePending } from './pending';

/** The author changed the card after the admin opened it: the decision would land on a version nobody reviewed. */
const cardChanged = () => new HttpError(409, 'card.changedSinceOpened', { code: 'card-changed' });

/** Spec §9 promises moderation in about 24 hours: cards waiting longer than this are flagged in the queue. */
export const MODERATION_FLAG_AFTER_MS = 20 * 3600_000;

export interface ModerationDeps {
  db: Db;
  clock: Clock;
  photos: PhotoService;
  notifier: CardNotifier;
}

export interface Corrections {
  version: number;
  word?: string | undefined;
  translation?: string | undefined;
  example?: string | undefined;
  exampleTranslation?: string | null | undefined;
  tags?: string[] | undefined;
}

/** The admin's side of learners' cards: the queue oldest first, approving (with corrections), rejecting, history. */
export function moderationService({ db, clock, photos, notifier }: ModerationDeps) {
  /** Cards of learners, not deleted; the reader is the admin, so `mine` is forced to show the author's latest version. */
  const learnerCards = () => cardsFor(db, null).where('cards.collection', '=', 'user').where('cards.deleted_at', 'is', null);
  const waiting = () =>
    learnerCards()
      .where('cards.is_private', '=', 0)
      .where((eb) => eb.or([eb('cards.status', '=', 'moderation'), eb('cards.pending', 'is not', null)]));
  /** As the author will have it published: the pending edit applied. */
  const asSubmitted = (row: Parameters<typeof cardResource>[0]) => cardResource({ ...row, mine: 1 }, photos);

  function item(row: Parameters<typeof cardResource>[0]) {
    const now = clock.now();
    const waitingMs = row.submitted_at === null ? null : now - row.submitted_at;
    return {
      card: asSubmitted(row),
      // What a decision on this screen names: the author's edits bump it, and a decision on an older one is 409.
      version: row.revision,
      isEdit: row.pending !== null,
      submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
      waitingMs,
      overdue: waitingMs !== null && waitingMs > MODERATION_FLAG_AFTER_MS,
    };
  }

  async function decide(
    admin: Caller,
    cardId: number,
    version: number,
    apply: (card: { status: string; pending: string | null; word: string }) => Record<string, unknown>,
    action: 'approve' | 'reject',
    reason: string | null,
  ) {
    const now = clock.now();
    const authorId = await db.transaction().execute(async (trx) => {
      const card = await trx.selectFrom('cards').selectAll().where('id', '=', cardId).where('collection', '=', 'user').where('deleted_at', 'is', null).executeTakeFirst();
      if (!card || card.author_id === null) throw notFound();
      const inQueue = card.is_private === 0 && (card.status === 'moderation' || card.pending !== null);
      if (!inQueue) throw precondition('not-in-moderation');
      if (card.revision !== version) throw cardChanged();
      // The guard in WHERE makes two admins deciding at once safe: the second one changes nothing and gets 412.
      const res = await trx
        .updateTable('cards')
        .set({ ...apply(card), submitted_at: null, updated_at: now })
        .where('id', '=', cardId)
        .where('is_private', '=', 0)
        .where('revision', '=', version)
        .where((eb) => eb.or([eb('status', '=', 'moderation'), eb('pending', 'is not', null)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) {
        const current = await trx.selectFrom('cards').select('revision').where('id', '=', cardId).executeTakeFirst();
        throw current && current.revision !== version ? cardChanged() : precondition('not-in-moderation');
      }
      const waited_ms = card.submitted_at === null ? null : now - card.submitted_at;
      await trx.insertInto('card_moderations').values({ card_id: cardId, admin_id: admin.id, action, reason, created_at: now, waited_ms }).execute();
      return card.author_id;
    });
    try {
      await notifier.onCardModerated({ cardId, authorId, status: action === 'approve' ? 'published' : 'rejected', reason });
    } catch {
      // The decision stands; announcing it is best effort (the author sees it on their next read).
    }
  }

  return {
    async queue(q: { status: 'moderation' | 'published' | 'rejected'; cursor?: string | undefined; limit: number }) {
      if (q.status === 'moderation') {
        let query = waiting();
        const [t, id] = (q.cursor ?? '').split('.').map(Number);
        if (q.cursor && Number.isFinite(t) && Number.isFinite(id)) {
          query = query.where((eb) => eb.or([eb('cards.submitted_at', '>', t!), eb.and([eb('cards.submitted_at', '=', t!), eb('cards.id', '>', id!)])]));
        }
        const rows = await query.orderBy('cards.submitted_at', 'asc').orderBy('cards.id', 'asc').limit(q.limit + 1).execute();
        const last = rows[Math.min(rows.length, q.limit) - 1];
        const total = await waiting().clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
        return {
          data: rows.slice(0, q.limit).map(item),
          meta: { nextCursor: rows.length > q.limit && last ? `${last.submitted_at}.${last.id}` : null, total: Number(total?.n ?? 0) },
        };
      }
      let query = learnerCards().where('cards.is_private', '=', 0).where('cards.status', '=', q.status);
      if (q.cursor && Number.isFinite(Number(q.cursor))) query = query.where('cards.id', '<', Number(q.cursor));
      const rows = await query.orderBy('cards.id', 'desc').limit(q.limit + 1).execute();
      const last = rows[Math.min(rows.length, q.limit) - 1];
      return { data: rows.slice(0, q.limit).map(item), meta: { nextCursor: rows.length > q.limit && last ? String(last.id) : null } };
    },

    /** One card for the moderation screen: as learners will see it, the version published now (for an edit), history. */
    async get(cardId: number) {
      const row = await learnerCards().where('cards.id', '=', cardId).executeTakeFirst();
      if (!row) throw notFound();
      const history = await db
        .selectFrom('card_moderations')
        .leftJoin('users', 'users.id', 'card_moderations.admin_id')
        .select(['card_moderations.id', 'card_moderations.action', 'card_moderations.reason', 'card_moderations.created_at', 'users.id as admin_id', 'users.name as admin_name'])
        .where('card_moderations.card_id', '=', cardId)
        .orderBy('card_moderations.id', 'desc')
        .execute();
      return {
        ...item(row),
        inQueue: row.is_private === 0 && (row.status === 'moderation' || row.pending !== null),
        published: row.pending !== null ? cardResource({ ...row, mine: 0 }, photos) : null,
        history: history.map((h) => ({
          id: h.id,
          action: h.action,
          reason: h.reason,
          at: new Date(h.created_at).toISOString(),
          admin: h.admin_id === null ? null : { id: h.admin_id, name: h.admin_name },
        })),
      };
    },

    /** Publishes the card (or its pending edit), with the admin's corrections if any. */
    async approve(admin: Caller, cardId: number, fix: Corrections) {
      const now = clock.now();
      const { version, ...corrections } = fix;
      const edited = Object.values(corrections).some((v) => v !== undefined);
      await decide(
        admin,
        cardId,
        version,
        (card) => {
          const pending = parsePending(card.pending);
          const base = pending
            ? { word: pending.word, translation: pending.translation, example: pending.example, example_translation: pending.exampleTranslation, photo_key: String(pending.photo), ...(pending.tags ? { tags: JSON.stringify(pending.tags) } : {}) }
            : {};
          const word = fix.word ?? pending?.word ?? card.word;
          return {
            ...base,
            ...(fix.word !== undefined ? { word: fix.word } : {}),
            ...(fix.translation !== undefined ? { translation: fix.translation } : {}),
            ...(fix.example !== undefined ? { example: fix.example } : {}),
            ...(fix.exampleTranslation !== undefined ? { example_translation: fix.exampleTranslation } : {}),
            ...(fix.tags !== undefined ? { tags: JSON.stringify(fix.tags) } : {}),
            ...(edited ? { edited_at: now, edited_by: admin.id } : {}),
            level: estimateLevel(word).level,
            status: 'published',
            approved_at: now,
            pending: null,
            reject_reason: null,
          };
        },
        'approve',
        null,
      );
    },

    /** Rejects a new card (it becomes `rejected`) or a pending edit (dropped; the published version stays). */
    async reject(admin: Caller, cardId: number, version: number, reason: string) {
      if (!reason) throw new HttpError(422, 'invalidData', { errors: { reason: [{ key: 'field.required' }] } });
      await decide(admin, cardId, version, (card) => (card.pending !== null ? { pending: null, reject_reason: reason } : { status: 'rejected', reject_reason: reason }), 'reject', reason);
    },
  };
}
