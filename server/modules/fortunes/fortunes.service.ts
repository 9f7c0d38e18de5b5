import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { FortunesTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound, precondition } from '../../lib/http-errors';
import { loadOf } from '../feed/moves';
import { FEED_RULES } from '../feed/rules';
import { startLearning } from '../learning/user-cards';
import type { UserRow } from '../users/users.repository';
import { type FortuneWord, fortuneWords, wordsOf } from './fortune-words';

export interface FortuneResource {
  id: number;
  en: string;
  ru: string;
  level: string;
  enabled: boolean;
  /** YYYY-MM-DD it is pinned to, or null: it takes its turn in the rotation. */
  date: string | null;
  /** The words a learner can tap, each with its base-vocabulary card. */
  words: FortuneWord[];
  createdAt: string;
  updatedAt: string;
}

export interface FortuneInput {
  en?: string | undefined;
  ru?: string | undefined;
  level?: string | undefined;
  enabled?: boolean | undefined;
  date?: string | null | undefined;
}

type Row = Selectable<FortunesTable>;

const resourceOf = (r: Row, words: Map<string, FortuneWord>): FortuneResource => ({
  id: r.id,
  en: r.en,
  ru: r.ru,
  level: r.level,
  enabled: r.enabled === 1,
  date: r.show_on,
  words: wordsOf(r.en, words),
  createdAt: new Date(Number(r.created_at)).toISOString(),
  updatedAt: new Date(Number(r.updated_at)).toISOString(),
});

/** A date holds one saying: the unique index says so, and the operator is told in words. */
async function orDateTaken<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('date', 'fortune.dateTaken');
    throw err;
  }
}

/**
 * Sayings of the day. The day's saying is the one pinned to that date (enabled), else the rotation's pick: the enabled,
 * unpinned saying shown longest ago (never shown first, then by id). The pick is written down for the day on first
 * read, so it stays the same all day for everyone on that local date, whatever the operator changes meanwhile.
 */
export function fortunesService({ db, clock }: { db: Db; clock: Clock }) {
  async function withWords(rows: Row[], userId: number | null) {
    const words = await fortuneWords(db, rows.map((r) => r.en), userId);
    return rows.map((r) => resourceOf(r, words));
  }

  async function row(id: number): Promise<Row> {
    const r = await db.selectFrom('fortunes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw notFound();
    return r;
  }

  async function pickFor(day: string): Promise<Row | null> {
    const pinned = await db.selectFrom('fortunes').selectAll().where('show_on', '=', day).where('enabled', '=', 1).executeTakeFirst();
    if (pinned) return pinned;
    const chosen = await db
      .selectFrom('fortune_days')
      .innerJoin('fortunes', 'fortunes.id', 'fortune_days.fortune_id')
      .selectAll('fortunes')
      .where('fortune_days.day', '=', day)
      .executeTakeFirst();
    // A pick the operator has disabled or pinned elsewhere since is replaced (the learner sees the new one).
    if (chosen && chosen.enabled === 1 && chosen.show_on === null) return chosen;
    const next = await db
      .selectFrom('fortunes')
      .leftJoin(
        (eb) => eb.selectFrom('fortune_days').select(['fortune_id', (e) => e.fn.max('day').as('last')]).where('day', '<', day).groupBy('fortune_id').as('shown'),
        (j) => j.onRef('shown.fortune_id', '=', 'fortunes.id'),
      )
      .selectAll('fortunes')
      .where('fortunes.enabled', '=', 1)
      .where('fortunes.show_on', 'is', null)
      .orderBy((eb) => eb.fn.coalesce('shown.last', eb.val('')), 'asc')
      .orderBy('fortunes.id', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const values = { day, fortune_id: next.id, chosen_at: clock.now() };
    if (chosen) await db.updateTable('fortune_days').set(values).where('day', '=', day).execute();
    else await db.insertInto('fortune_days').values(values).onConflict((oc) => oc.column('day').doNothing()).execute();
    // Two first readers at once: whichever pick was written first is the day's.
    const kept = await db.selectFrom('fortune_days').innerJoin('fortunes', 'fortunes.id', 'fortune_days.fortune_id').selectAll('fortunes').where('fortune_days.day', '=', day).executeTakeFirst();
    return kept ?? next;
  }

  return {
    /** The saying of `day` (the learner's local date) with its tappable words, or null when none is enabled. */
    async today(day: string, userId: number | null): Promise<(FortuneResource & { day: string }) | null> {
      const r = await pickFor(day);
      if (!r) return null;
      const [resource] = await withWords([r], userId);
      return { ...resource!, day };
    },

    /**
     * Takes a word of the day's saying into learning: a gift of the saying, so it spends no feed move, but the
     * learning limits hold as for a feed "learn". Only a word of the saying the learner sees today (not any card).
     */
    async learnWord(user: UserRow, day: string, cardId: number): Promise<FortuneWord> {
      const r = await pickFor(day);
      const word = r ? wordsOf(r.en, await fortuneWords(db, [r.en], user.id)).find((w) => w.cardId === cardId) : undefined;
      if (!word) throw notFound();
      if (word.decision) return word;
      const now = clock.now();
      const load = await loadOf(db, user, now);
      if (load.dueToday > FEED_RULES.repeatLimit) throw precondition('too-more-today');
      if (load.active >= FEED_RULES.totalLimit) throw precondition('too-more-total');
      try {
        await db.transaction().execute((trx) => startLearning(trx, user.id, cardId, now));
      } catch (err) {
        // Taken a moment ago (a double tap, another tab): it is in learning either way.
        if (!isUniqueViolation(err)) throw err;
      }
      return { ...word, decision: 'learn' };
    },

    async list(q: { search?: string | undefined; status: 'all' | 'enabled' | 'disabled' | 'scheduled'; page: number; perPage: number }) {
      let query = db.selectFrom('fortunes');
      if (q.search) {
        const like = `%${q.search.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) => eb.or([eb(eb.fn('lower', ['en']), 'like', like), eb(eb.fn('lower', ['ru']), 'like', like)]));
      }
      if (q.status === 'enabled') query = query.where('enabled', '=', 1);
      if (q.status === 'disabled') query = query.where('enabled', '=', 0);
      if (q.status === 'scheduled') query = query.where('show_on', 'is not', null);
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const sorted = q.status === 'scheduled' ? query.orderBy('show_on', 'asc') : query.orderBy('id', 'desc');
      const rows = await sorted.selectAll().orderBy('id', 'desc').limit(q.perPage).offset((q.page - 1) * q.perPage).execute();
      return { data: await withWords(rows, null), meta: { total, page: q.page, perPage: q.perPage } };
    },

    async get(id: number): Promise<FortuneResource> {
      const [resource] = await withWords([await row(id)], null);
      return resource!;
    },

    async create(admin: { id: number }, input: Required<Pick<FortuneInput, 'en' | 'ru' | 'level'>> & FortuneInput): Promise<number> {
      const now = clock.now();
      const inserted = await orDateTaken(
        db
          .insertInto('fortunes')
          .values({ en: input.en, ru: input.ru, level: input.level, enabled: input.enabled === false ? 0 : 1, show_on: input.date ?? null, created_at: now, updated_at: now, updated_by: admin.id })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return inserted.id;
    },

    async update(admin: { id: number }, id: number, input: FortuneInput): Promise<void> {
      await row(id);
      await orDateTaken(
        db
          .updateTable('fortunes')
          .set({
            ...(input.en !== undefined ? { en: input.en } : {}),
            ...(input.ru !== undefined ? { ru: input.ru } : {}),
            ...(input.level !== undefined ? { level: input.level } : {}),
            ...(input.enabled !== undefined ? { enabled: input.enabled ? 1 : 0 } : {}),
            ...(input.date !== undefined ? { show_on: input.date } : {}),
            updated_at: clock.now(),
            updated_by: admin.id,
          })
          .where('id', '=', id)
          .execute(),
      );
    },

    async remove(id: number): Promise<void> {
      const res = await db.deleteFrom('fortunes').where('id', '=', id).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound();
    },
  };
}
