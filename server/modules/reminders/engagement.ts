import type { Db } from '../../db/database';
import { REMINDER_RULES } from './rules';

/**
 * When the learner last did something in the app that a reminder asks for: a training or game answer, or a feed
 * decision (a notification action that grades a card counts too: it is a training answer). null = never.
 */
export async function lastActivityAt(db: Db, userId: number): Promise<number | null> {
  const [review, decision] = await Promise.all([
    db.selectFrom('reviews').select((eb) => eb.fn.max('created_at').as('at')).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('decisions').select((eb) => eb.fn.max('created_at').as('at')).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const times = [review?.at, decision?.at].filter((t) => t !== null && t !== undefined).map(Number);
  return times.length ? Math.max(...times) : null;
}

/** Reminders sent since the learner last came back: each one went unanswered. */
export async function ignoredInRow(db: Db, userId: number, lastActivity: number | null): Promise<number> {
  const row = await db
    .selectFrom('reminders_sent')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('sent_at', '>', lastActivity ?? 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function remindersPaused(db: Db, userId: number): Promise<boolean> {
  return (await ignoredInRow(db, userId, await lastActivityAt(db, userId))) >= REMINDER_RULES.maxIgnored;
}
