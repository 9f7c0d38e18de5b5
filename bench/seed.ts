/**
 * npm run bench:seed -- --users 100000 [--db var/bench.sqlite]
 * Fills a SQLite database with synthetic users, their points, streaks and sessions, fast enough for 100,000 users
 * in well under a minute: one prepared statement per table inside one transaction, migrations first.
 * Later features add their own tables to `seeders` below.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { createDb, migrateToLatest } from '../server/db/database';
import { sha256 } from '../server/lib/tokens';
import { localDay } from '../server/domain/local-day';
import { loadBaseVocabulary } from '../server/modules/vocabulary/loader';
import { seedFriends } from './friends';

export const BENCH_SESSION_COUNT = 1000;
/** Known cookie values for the first users, so the bench can call authenticated endpoints. */
export const benchCookie = (i: number) => `bench-session-${i}-${'x'.repeat(24)}`;

export const BENCH_TIMEZONE = 'Europe/Moscow';
export const CARDS_PER_USER = 200;
/** Cards of the 200 that can be in an active stage (see userCards): 3 in 7 of them are. */
const ACTIVE_SPAN = 84;
/** Today's selection seeded for each signed-in user: the feed's 20 moves and its 10 extra (FEED_RULES.selectionExtra). */
export const SELECTION_PER_USER = 30;

type Seeder = (sqlite: SQLite.Database, users: number, now: number) => void;
const systemCardIds = (sqlite: SQLite.Database) => (sqlite.prepare(`select id from cards where collection = 'system' order by id`).all() as Array<{ id: number }>).map((r) => r.id);

const seeders: Record<string, Seeder> = {
  users(sqlite, users, now) {
    const insert = sqlite.prepare(
      `insert into users (id, name, email, is_guest, is_admin, locale, timezone, level, test_rejected, created_at, updated_at)
       values (?, ?, ?, ?, 0, ?, '${BENCH_TIMEZONE}', ?, 0, ?, ?)`,
    );
    const levels = ['a1', 'a1', 'a2', 'a2', 'b1', 'b2', 'c1'];
    for (let i = 1; i <= users; i++) {
      const guest = i % 5 === 0 ? 1 : 0;
      insert.run(i, `User ${i}`, guest ? null : `user${i}@bench.local`, guest, i % 3 ? 'ru' : 'en', levels[i % levels.length], now, now);
    }
  },
  points(sqlite, users, now) {
    const insert = sqlite.prepare(`insert into points_ledger (user_id, amount, reason, reference, created_at) values (?, ?, ?, ?, ?)`);
    for (let i = 1; i <= users; i++) for (let k = 0; k < 3; k++) insert.run(i, 5, 'game', `seed-${k}`, now - k * 86_400_000);
  },
  streaks(sqlite, users, now) {
    const insert = sqlite.prepare(`insert into streaks (user_id, current, best, last_day, freezes, updated_at) values (?, ?, ?, '2026-11-21', 0, ?)`);
    for (let i = 1; i <= users; i++) insert.run(i, i % 17, (i % 17) + 3, now);
  },
  /**
   * 200 cards per user in every stage, with due dates spread over the coming weeks (the learning load). The active
   * stages (learning, repeating, fixing) stay among the first ACTIVE_SPAN cards, about 36 of them: a learner on the free
   * plan cannot hold more than 50 (FEED_RULES.totalLimit refuses "Learn" from there), so the bench's learners can
   * still decide "Learn" like a real one. The rest are known or learned.
   */
  userCards(sqlite, users, now) {
    const cards = systemCardIds(sqlite);
    const insert = sqlite.prepare(
      `insert into user_cards (user_id, card_id, decision, stage, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, decided_at, updated_at)
       values (?, ?, ?, ?, ?, ?, 5, 0, ?, 0, ?, 0, ?, ?, ?, ?)`,
    );
    const stages = ['known', 'known', 'known', 'learning', 'repeating', 'fixing', 'learned'] as const;
    // Secondary indexes are rebuilt once after the bulk insert: several times faster than maintaining them per row.
    sqlite.exec('drop index user_cards_user_stage; drop index user_cards_user_due;');
    for (let u = 1; u <= users; u++) {
      const start = (u * 37) % (cards.length - CARDS_PER_USER);
      for (let k = 0; k < CARDS_PER_USER; k++) {
        const stage = k < ACTIVE_SPAN ? stages[(u + k) % stages.length]! : k % 2 ? 'known' : 'learned';
        const known = stage === 'known';
        const due = known ? null : now + (((u * 7 + k * 13) % 40) - 5) * 86_400_000;
        insert.run(u, cards[start + k]!, known ? 'know' : 'learn', stage, due, known ? 0 : 1 + (k % 30), known ? 0 : k % 30, known ? 0 : 1 + (k % 9), known ? 0 : 2, known ? null : now - 86_400_000, now - k * 60_000, now);
      }
    }
    sqlite.exec('create index user_cards_user_stage on user_cards (user_id, stage); create index user_cards_user_due on user_cards (user_id, due);');
  },
  /** Today's selection already made for the users the bench signs in as (the steady state of a day). */
  feedItems(sqlite, users, now) {
    const cards = systemCardIds(sqlite);
    const day = localDay(now, BENCH_TIMEZONE);
    const insert = sqlite.prepare(`insert or ignore into feed_items (user_id, card_id, day, position, shown_at, expires_at) values (?, ?, ?, ?, ?, ?)`);
    for (let u = 1; u <= Math.min(users, BENCH_SESSION_COUNT); u++) {
      const start = ((u * 37) % (cards.length - CARDS_PER_USER) + CARDS_PER_USER) % (cards.length - SELECTION_PER_USER);
      for (let k = 0; k < SELECTION_PER_USER; k++) insert.run(u, cards[start + k]!, day, k + 1, now, now + 24 * 3600_000);
    }
  },
  sessions(sqlite, users, now) {
    const insert = sqlite.prepare(
      `insert into sessions (id, user_id, csrf_token, data, last_activity, expires_at) values (?, ?, ?, '{}', ?, ?)`,
    );
    for (let i = 1; i <= Math.min(users, BENCH_SESSION_COUNT); i++) {
      insert.run(sha256(benchCookie(i)), i, `csrf-${i}`, now, now + 30 * 86_400_000);
    }
  },
  friends: seedFriends,
};

export async function seed(path: string, users: number): Promise<void> {
  rmSync(path, { force: true });
  rmSync(`${path}-wal`, { force: true });
  rmSync(`${path}-shm`, { force: true });
  mkdirSync(dirname(path), { recursive: true });
  const db = createDb({ kind: 'sqlite', path });
  await migrateToLatest(db);
  const vocabulary = await loadBaseVocabulary(db, { now: Date.now() });
  console.log(`  loaded base vocabulary: ${vocabulary.inserted} words and cards`);
  await db.destroy();
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  const now = Date.now();
  for (const [name, run] of Object.entries(seeders)) {
    const started = performance.now();
    sqlite.transaction(() => run(sqlite, users, now))();
    console.log(`  seeded ${name.padEnd(10)} ${Math.round(performance.now() - started)} ms`);
  }
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { users: { type: 'string', default: '100000' }, db: { type: 'string', default: 'var/bench.sqlite' } } });
  const started = performance.now();
  const users = Number(values.users);
  await seed(resolve(values.db!), users);
  console.log(`Seeded ${users} users into ${values.db} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
