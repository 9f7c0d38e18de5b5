/**
 * The bench's signed-in learners (bench/seed.ts) acting as real ones: each run starts their day afresh (today's seeded
 * selection in the feed, nothing decided yet); a decision is on a card of today's feed the learner has not decided,
 * once, and "Learn" only while the free plan's limits allow it; a training answer is on a card the learner is training.
 * The bench used to decide random cards (a third already decided) and say "Learn" for learners over the 50-card
 * limit, so about half its decisions were 412 too-more-total: a rate of refusals measures nothing.
 */
import SQLite from 'better-sqlite3';
import { localDay } from '../server/domain/local-day';
import { ACTIVE_STAGES, FEED_RULES } from '../server/modules/feed/rules';
import { BENCH_SESSION_COUNT, BENCH_TIMEZONE, SELECTION_PER_USER } from './seed';

const TRAINABLE = [...ACTIVE_STAGES, 'learned'];

/**
 * Takes back what earlier runs decided (the decisions and the learner's cards they created) and dates the seeded
 * selection today, so every run meets the same state whatever day it is (a new day would otherwise make the server
 * select every card for the bench's unlimited moves). Training answers are not taken back: they only move due dates.
 */
export function startBenchDay(dbPath: string) {
  const db = new SQLite(dbPath);
  db.pragma('busy_timeout = 10000');
  // This deletes learners' decisions: only ever in a database bench/seed.ts made (its user 1 has a bench address).
  const first = db.prepare(`select email from users where id = 1`).get() as { email: string | null } | undefined;
  if (first?.email !== 'user1@bench.local') {
    db.close();
    throw new Error(`${dbPath} is not a bench database (seeded by bench/seed.ts): not touching its learners.`);
  }
  const now = Date.now();
  db.transaction(() => {
    db.prepare(
      `delete from user_cards where user_id <= ? and exists (select 1 from decisions d where d.user_id = user_cards.user_id and d.card_id = user_cards.card_id)`,
    ).run(BENCH_SESSION_COUNT);
    db.prepare(`delete from decisions where user_id <= ?`).run(BENCH_SESSION_COUNT);
    db.prepare(`delete from feed_items where user_id <= ? and position > ?`).run(BENCH_SESSION_COUNT, SELECTION_PER_USER);
    db.prepare(`update feed_items set day = ?, shown_at = ?, expires_at = ? where user_id <= ?`).run(
      localDay(now, BENCH_TIMEZONE),
      now,
      now + FEED_RULES.feedItemTtlMs,
      BENCH_SESSION_COUNT,
    );
  })();
  db.close();
}

export interface Decision {
  user: number;
  cardId: number;
  decision: 'know' | 'learn';
}

/**
 * The decisions the signed-in learners can make today, shuffled across learners: each undecided card of today's feed
 * once; "learn" for about half while the learner stays within the limits (as the server counts them), else "know".
 * `next()` is undefined once they are all made.
 */
export function decisionsToMake(dbPath: string) {
  const db = new SQLite(dbPath, { readonly: true });
  const now = Date.now();
  const day = localDay(now, BENCH_TIMEZONE);
  const pairs = db
    .prepare(
      `select fi.user_id as user, fi.card_id as cardId from feed_items fi
       where fi.user_id <= ? and fi.day = ? and fi.expires_at > ?
         and not exists (select 1 from user_cards uc where uc.user_id = fi.user_id and uc.card_id = fi.card_id)`,
    )
    .all(BENCH_SESSION_COUNT, day, now) as Array<{ user: number; cardId: number }>;
  const active = new Map(
    (db.prepare(`select user_id as user, count(*) as n from user_cards where user_id <= ? and stage in ('learning', 'repeating', 'fixing') group by user_id`).all(BENCH_SESSION_COUNT) as Array<{ user: number; n: number }>).map((r) => [r.user, r.n]),
  );
  db.close();
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  let at = 0;
  return {
    size: pairs.length,
    next(): Decision | undefined {
      const p = pairs[at++];
      if (!p) return undefined;
      const load = active.get(p.user) ?? 0;
      const learn = load < FEED_RULES.totalLimit && Math.random() < 0.5;
      if (learn) active.set(p.user, load + 1);
      return { ...p, decision: learn ? 'learn' : 'know' };
    },
    /** A card already decided again (a replay the server answers without deciding anything). */
    again(): Decision {
      const p = pairs[Math.floor(Math.random() * pairs.length)]!;
      return { ...p, decision: 'know' };
    },
  };
}

/** Each signed-in learner's cards in training (the stages an answer applies to), for answers a learner could give. */
export function trainingCards(dbPath: string): Map<number, number[]> {
  const db = new SQLite(dbPath, { readonly: true });
  const rows = db
    .prepare(`select user_id as user, card_id as cardId from user_cards where user_id <= ? and stage in (${TRAINABLE.map(() => '?').join(', ')})`)
    .all(BENCH_SESSION_COUNT, ...TRAINABLE) as Array<{ user: number; cardId: number }>;
  db.close();
  const byUser = new Map<number, number[]>();
  for (const r of rows) {
    const cards = byUser.get(r.user);
    if (cards) cards.push(r.cardId);
    else byUser.set(r.user, [r.cardId]);
  }
  return byUser;
}
