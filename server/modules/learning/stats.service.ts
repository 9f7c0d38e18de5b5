import { sql } from 'kysely';
import { State } from 'ts-fsrs';
import type { Db } from '../../db/database';
import { localDay, nextLocalMidnight } from '../../domain/local-day';
import { loadOf, movesOf } from '../feed/moves';
import { FEED_RULES } from '../feed/rules';
import { currentStreak, streakDays } from '../streaks/streak.service';
import type { UserRow } from '../users/users.repository';
import { learnerParams } from './memory/params';
import { schedulerFor, toFsrsCard } from './scheduler';

const DAY = 86_400_000;
const RETENTION_WEEKS = 8;

/** Measured retention per week (oldest first), the week ending today last: passes among reviews of review cards. */
function weeklyRetention(rows: { day: string; n: number; passed: number }[], now: number, timeZone: string) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: RETENTION_WEEKS }, (_, w) => {
    let n = 0;
    let passed = 0;
    for (let d = 0; d < 7; d++) {
      const r = byDay.get(localDay(now - ((RETENTION_WEEKS - 1 - w) * 7 + d) * DAY, timeZone));
      if (r) {
        n += Number(r.n);
        passed += Number(r.passed);
      }
    }
    return { weekStart: localDay(now - ((RETENTION_WEEKS - 1 - w) * 7 + 6) * DAY, timeZone), reviews: n, measured: n ? passed / n : null };
  });
}
/** The goal counted for a user who has not picked one yet. */
export const DEFAULT_DAILY_GOAL = 10;

/**
 * GET user/learning/stats: counts by stage, what is due today and tomorrow, reviews per day for 30 days,
 * measured retention (passes among reviews of cards in review state), predicted retention (FSRS retrievability
 * now, averaged over review cards), and the limits with their use.
 */
export async function learningStats(db: Db, user: UserRow, now: number, movesPerDay: number) {
  const endToday = nextLocalMidnight(now, user.timezone);
  const endTomorrow = nextLocalMidnight(endToday + 1000, user.timezone);
  const since = now - 30 * DAY;
  const [stages, due, perDay, measured, reviewCards, load, moves, streak, streakRun, params, weekly] = await Promise.all([
    db.selectFrom('user_cards').select(['stage', (eb) => eb.fn.countAll<number>().as('n')]).where('user_id', '=', user.id).groupBy('stage').execute(),
    db
      .selectFrom('user_cards')
      .select([
        // Due now as a training session picks cards (due <= now): "to train now", docs/decisions/0044.
        sql<number>`sum(case when due <= ${now} then 1 else 0 end)`.as('overdue'),
        sql<number>`sum(case when due < ${endToday} then 1 else 0 end)`.as('today'),
        sql<number>`sum(case when due >= ${endToday} and due < ${endTomorrow} then 1 else 0 end)`.as('tomorrow'),
        sql<number>`sum(case when due >= ${endToday} and due < ${endTomorrow} and stage <> 'learning' then 1 else 0 end)`.as('reviewTomorrow'),
      ])
      .where('user_id', '=', user.id)
      .where('stage', 'in', ['learning', 'repeating', 'fixing', 'learned'])
      .executeTakeFirst(),
    db
      .selectFrom('reviews')
      .select(['day', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(case when rating >= 3 then 1 else 0 end)`.as('passed')])
      .where('user_id', '=', user.id)
      .where('reviewed_at', '>=', since)
      .groupBy('day')
      .orderBy('day')
      .execute(),
    db
      .selectFrom('reviews')
      .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(case when rating >= 3 then 1 else 0 end)`.as('passed')])
      .where('user_id', '=', user.id)
      .where('reviewed_at', '>=', since)
      .where('state_before', '=', State.Review)
      .executeTakeFirst(),
    db.selectFrom('user_cards').selectAll().where('user_id', '=', user.id).where('state', 'in', [State.Learning, State.Review, State.Relearning]).execute(),
    loadOf(db, user, now),
    movesOf(db, user, now, movesPerDay),
    currentStreak(db, user, now),
    streakDays(db, user, now),
    learnerParams(db, user.id),
    db
      .selectFrom('reviews')
      .select(['day', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(case when rating >= 3 then 1 else 0 end)`.as('passed')])
      .where('user_id', '=', user.id)
      .where('reviewed_at', '>=', now - RETENTION_WEEKS * 7 * DAY)
      .where('state_before', '=', State.Review)
      .groupBy('day')
      .execute(),
  ]);
  const byStage = Object.fromEntries(['known', 'learning', 'repeating', 'fixing', 'learned'].map((s) => [s, Number(stages.find((r) => r.stage === s)?.n ?? 0)]));
  const days = new Map(perDay.map((r) => [r.day, { count: Number(r.n), passed: Number(r.passed) }]));
  const reviewsPerDay = Array.from({ length: 30 }, (_, i) => {
    const day = localDay(now - (29 - i) * DAY, user.timezone);
    return { day, ...(days.get(day) ?? { count: 0, passed: 0 }) };
  });
  const f = schedulerFor(user.retention, params);
  const recall = (c: (typeof reviewCards)[number], at: number) => Number(f.get_retrievability(toFsrsCard(c, now), new Date(at), false));
  const inReview = reviewCards.filter((c) => c.state === State.Review);
  const predicted = inReview.length ? inReview.reduce((sum, c) => sum + recall(c, now), 0) / inReview.length : null;
  // "Safe" words: predicted recall at or above the learner's target, now and if they stopped for a week.
  const safe = {
    of: reviewCards.length,
    today: reviewCards.filter((c) => recall(c, now) >= user.retention).length,
    inWeek: reviewCards.filter((c) => recall(c, now + 7 * DAY) >= user.retention).length,
  };
  const measuredN = Number(measured?.n ?? 0);
  return {
    stages: byStage,
    // overdue/today/tomorrow: "to train" (every stage a session trains); review*: "to review" (docs/decisions/0044).
    due: {
      overdue: Number(due?.overdue ?? 0),
      today: Number(due?.today ?? 0),
      tomorrow: Number(due?.tomorrow ?? 0),
      reviewToday: load.dueToday,
      reviewTomorrow: Number(due?.reviewTomorrow ?? 0),
    },
    reviewsPerDay,
    retention: {
      requested: user.retention,
      measured: measuredN ? Number(measured?.passed ?? 0) / measuredN : null,
      measuredFrom: measuredN,
      predicted,
      weekly: weeklyRetention(weekly, now, user.timezone),
      safe,
      model: params ? 'personal' : 'default',
    },
    limits: {
      repeatToday: { used: load.dueToday, max: FEED_RULES.repeatLimit },
      total: { used: load.active, max: FEED_RULES.totalLimit },
      moves: { used: moves.used, left: moves.left, max: moves.total, refillAt: moves.refillAt },
    },
    vacation: user.vacation_since !== null,
    // Today's training answers against the daily goal picked in onboarding or settings.
    goal: { daily: user.daily_goal ?? DEFAULT_DAILY_GOAL, today: reviewsPerDay[reviewsPerDay.length - 1]?.count ?? 0 },
    streak: { ...streak, days: streakRun },
  };
}
