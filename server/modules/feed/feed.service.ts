import { GRAMMAR_POS, concreteFirst, spaceSameTranslations } from './photo-cards';
import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PhotoService } from '../photos/photo.service';
import { z } from 'zod';
import { HttpError, unauthenticated } from '../../lib/http-errors';
import type { UserRow } from '../users/users.repository';
import { cardsFor } from '../cards/card.query';
import { cardResource } from '../cards/card.resource';
import { publicCards, visibleTo } from '../cards/visibility';
import { levelUpOffer } from './level-up';
import { loadOf, movesOf } from './moves';
import { cardLevelFor } from '../../domain/levels';
import { FEED_RULES } from './rules';
import { ensureTodaysSelection } from './selection';

export const FEED_NAMES = ['main', 'bookmarks', 'my', 'base', 'authors'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

export interface Page {
  cursor?: string | undefined;
  limit: number;
  level?: string | undefined;
}

/** Cursors are opaque to the client: a base64url JSON of the last key seen. */
const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const cursorKey = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** What each feed's cursor holds; anything else a caller sends (objects, strings, huge numbers) is a 422. */
const CURSORS = {
  anonymous: z.strictObject({ o: cursorKey.max(FEED_RULES.anonymousSample - 1) }),
  position: z.strictObject({ p: cursorKey }),
  bookmark: z.strictObject({ t: cursorKey, id: cursorKey }),
  id: z.strictObject({ id: cursorKey }),
};
function decode<S extends z.ZodType>(cursor: string | undefined, schema: S): z.output<S> | null {
  if (!cursor) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(422, 'invalidData', { errors: { cursor: [{ key: 'field.invalid' }] } });
  return parsed.data;
}

/**
 * Per database, as the sample is a function of it (tests run several apps in one process, each with its own). Bounded twice: cursors cannot leave
 * the 20-card sample (so there are at most 20 offsets × 50 limits), and at most ANONYMOUS_PAGES pages are kept.
 */
const ANONYMOUS_PAGES = 64;
const anonymousCache = new WeakMap<Db, Map<string, { until: number; page: unknown }>>();

/** A learner's feed items after `after`, in position order, with their cards (compiled once: every feed page reads it). */
const feedItems = compiledOnce((db: Db, userId: number, now: number, after: number, take: number) =>
  cardsFor(db, userId)
    .innerJoin('feed_items as fi', (j) => j.onRef('fi.card_id', '=', 'cards.id').on('fi.user_id', '=', userId))
    .select(['fi.position', 'fi.expires_at'])
    .where('fi.expires_at', '>', now)
    .where(visibleTo(userId))
    .where('uc.card_id', 'is', null)
    .where('fi.position', '>', after)
    .orderBy('fi.position')
    .limit(take),
);

export interface FeedDeps {
  db: Db;
  clock: Clock;
  photos: PhotoService;
  /** Moves a day on the free plan (config FREE_MOVES_PER_DAY). */
  movesPerDay: number;
}

export async function listFeed({ db, clock, photos, movesPerDay }: FeedDeps, name: FeedName, user: UserRow | null, page: Page) {
  const now = clock.now();
  const limit = page.limit;

  if (name === 'main' && !user) {
    // Anonymous visitors see a sample at A1 in the order of a new learner's feed (concrete words first); deciding asks them to start.
    // It is the same for everyone, so each page of it is kept for a minute.
    const after = decode(page.cursor, CURSORS.anonymous)?.o ?? 0;
    const key = `${after}:${limit}`;
    let anonymousPages = anonymousCache.get(db);
    if (!anonymousPages) anonymousCache.set(db, (anonymousPages = new Map()));
    const cached = anonymousPages.get(key);
    if (cached && cached.until > now) return cached.page;
    // The whole sample is read and spaced as a learner's selection is (photo-cards.ts), then paged.
    const sample = await cardsFor(db, null)
      .where('cards.collection', '=', 'system')
      .where('cards.status', '=', 'published')
      .where('cards.level', '=', 'a1')
      // One card per word: the first of a headword the dictionary has twice.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('cards as twin')
              .select('twin.id')
              .where('twin.collection', '=', 'system')
              .where('twin.status', '=', 'published')
              .where('twin.level', '=', 'a1')
              .whereRef('twin.word', '=', 'cards.word')
              .whereRef('twin.id', '<', 'cards.id'),
          ),
        ),
      )
      .where((eb) => eb.or([eb('words.pos', 'is', null), eb('words.pos', 'not in', GRAMMAR_POS)]))
      .orderBy(concreteFirst)
      .orderBy('words.zipf', 'desc')
      .orderBy('cards.id')
      .limit(FEED_RULES.anonymousSample)
      .execute();
    const rows = spaceSameTranslations(sample).slice(after, after + limit + 1);
    const more = rows.length > limit;
    const result = {
      data: rows.slice(0, limit).map((r) => cardResource(r, photos)),
      meta: {
        nextCursor: more ? encode({ o: after + limit }) : null,
        anonymous: true,
        // What an account will get, so the help sheet explains it without the client copying the rules.
        rules: { moves: movesPerDay, repeatToday: FEED_RULES.repeatLimit, total: FEED_RULES.totalLimit },
      },
    };
    anonymousPages.delete(key);
    if (anonymousPages.size >= ANONYMOUS_PAGES) anonymousPages.delete(anonymousPages.keys().next().value!);
    anonymousPages.set(key, { until: now + 60_000, page: result });
    return result;
  }

  if (name === 'main') {
    const u = user!;
    const perDay = movesPerDay;
    await ensureTodaysSelection(db, u, now, perDay);
    const after = decode(page.cursor, CURSORS.position)?.p ?? 0;
    const rows = await feedItems(db, u.id, now, after, limit + 1);
    const [moves, load, levelUp] = await Promise.all([movesOf(db, u, now, perDay), loadOf(db, u, now), levelUpOffer(db, u)]);
    const last = rows[Math.min(rows.length, limit) - 1];
    return {
      data: rows.slice(0, limit).map((r) => cardResource(r, photos, { expiresAt: r.expires_at })),
      meta: {
        nextCursor: rows.length > limit && last ? encode({ p: last.position }) : null,
        // Whose feed this is: a client that asked before it knew the session (index.html) checks it against its own.
        userId: u.id,
        moves,
        limits: { repeatToday: { used: load.dueToday, max: FEED_RULES.repeatLimit }, total: { used: load.active, max: FEED_RULES.totalLimit } },
        level: u.level,
        levelUp,
      },
    };
  }

  if ((name === 'bookmarks' || name === 'my') && !user) throw unauthenticated();
  // Built here, not above: the signed-in main feed reads through its compiled query.
  const q = cardsFor(db, user?.id ?? null);

  if (name === 'bookmarks') {
    const after = decode(page.cursor, CURSORS.bookmark);
    // Bookmarks follow the one visibility rule: a card that became private, or was deleted, drops out.
    let query = q.where('bm.created_at', 'is not', null).where(visibleTo(user!.id));
    if (after) query = query.where((eb) => eb.or([eb('bm.created_at', '<', after.t), eb.and([eb('bm.created_at', '=', after.t), eb('cards.id', '<', after.id)])]));
    const rows = await query.orderBy('bm.created_at', 'desc').orderBy('cards.id', 'desc').limit(limit + 1).execute();
    const last = rows[Math.min(rows.length, limit) - 1];
    return {
      data: rows.slice(0, limit).map((r) => cardResource(r, photos)),
      meta: { nextCursor: rows.length > limit && last ? encode({ t: last.bookmarked_at, id: last.id }) : null },
    };
  }

  // my, base and authors page by card id.
  const after = decode(page.cursor, CURSORS.id)?.id;
  let query = q;
  if (name === 'my') query = query.where('cards.author_id', '=', user!.id).where('cards.deleted_at', 'is', null);
  if (name === 'base') {
    query = query.where('cards.collection', '=', 'system').where(publicCards()).where('cards.level', '=', page.level ?? cardLevelFor(user?.level ?? 'a1'));
  }
  if (name === 'authors') query = query.where('cards.collection', '=', 'user').where(publicCards());
  const desc = name !== 'base';
  if (after !== undefined) query = query.where('cards.id', desc ? '<' : '>', after);
  const rows = await query.orderBy('cards.id', desc ? 'desc' : 'asc').limit(limit + 1).execute();
  const last = rows[Math.min(rows.length, limit) - 1];
  return {
    data: rows.slice(0, limit).map((r) => cardResource(r, photos)),
    meta: { nextCursor: rows.length > limit && last ? encode({ id: last.id }) : null },
  };
}
