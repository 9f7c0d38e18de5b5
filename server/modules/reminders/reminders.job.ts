import type { JobContext, JobDefinition, JobResult } from '../../jobs/job';
import { localDay, localMinuteOfDay } from '../../domain/local-day';
import { configuredProviders, pushService } from '../push/push.service';
import { ignoredInRow, lastActivityAt } from './engagement';
import { KINDS } from './kinds';
import { isQuiet, REMINDER_RULES, type ReminderKind } from './rules';
import { kindEnabled, settingsFrom } from './settings';

/** When, in the learner's day, a kind is due: the chosen time, or the evening for the streak. */
const dueMinute = (kind: ReminderKind, chosen: number) => (kind === 'streak' ? REMINDER_RULES.eveningMinute : chosen);

/**
 * One reminder kind for every learner it applies to. A learner gets it when all of these hold:
 * a push token, not on vacation, outside quiet hours, past the kind's local time (unless an operator's --now),
 * the kind switched on, nothing done in the app today, fewer than 7 reminders ignored in a row, nothing reminded
 * today yet, and the kind has something to say. The day's row in reminders_sent is claimed before sending, so two
 * jobs, nodes or runs never send a learner two reminders in one day; a send no device accepted gives the day back.
 */
export async function sendReminders(kind: ReminderKind, ctx: JobContext): Promise<JobResult> {
  const { db, clock, config, log } = ctx;
  const now = clock.now();
  const push = pushService({ db, providers: configuredProviders(config, () => clock.now()), log, now: () => clock.now() });
  const stats = { kind, learners: 0, sent: 0, quiet: 0, notYet: 0, off: 0, activeToday: 0, remindedToday: 0, stopped: 0, nothing: 0, undelivered: 0 };
  if (push.configured().length === 0) return { ...stats, providers: 'none' };

  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('users')
      .leftJoin('reminder_settings as rs', 'rs.user_id', 'users.id')
      .selectAll('users')
      .select(['rs.minute', 'rs.forgetting', 'rs.new_cards', 'rs.streak'])
      .where('users.id', '>', after)
      .where('users.vacation_since', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('push_tokens')
            .select('push_tokens.id')
            .whereRef('push_tokens.user_id', '=', 'users.id')
            .where((w) => w.or([w('push_tokens.paused_until', 'is', null), w('push_tokens.paused_until', '<=', now)])),
        ),
      )
      .orderBy('users.id')
      .limit(REMINDER_RULES.batch)
      .execute();
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;

    for (const row of page) {
      stats.learners++;
      const { minute, forgetting, new_cards, streak, ...user } = row;
      const settings = settingsFrom({ minute, forgetting, new_cards, streak });
      const local = localMinuteOfDay(now, user.timezone);
      const today = localDay(now, user.timezone);
      if (isQuiet(local)) {
        stats.quiet++;
        continue;
      }
      if (!ctx.now && local < dueMinute(kind, settings.minute)) {
        stats.notYet++;
        continue;
      }
      if (!kindEnabled(settings, kind)) {
        stats.off++;
        continue;
      }
      const sentToday = await db.selectFrom('reminders_sent').select('kind').where('user_id', '=', user.id).where('day', '=', today).executeTakeFirst();
      if (sentToday) {
        stats.remindedToday++;
        continue;
      }
      const last = await lastActivityAt(db, user.id);
      if (last !== null && localDay(last, user.timezone) === today) {
        stats.activeToday++;
        continue;
      }
      if ((await ignoredInRow(db, user.id, last)) >= REMINDER_RULES.maxIgnored) {
        stats.stopped++;
        continue;
      }
      const message = await KINDS[kind]({ db, user, settings, now, freeMovesPerDay: config.freeMovesPerDay });
      if (!message) {
        stats.nothing++;
        continue;
      }
      const claimed = await db
        .insertInto('reminders_sent')
        .values({ user_id: user.id, day: today, kind, sent_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed) {
        stats.remindedToday++;
        continue;
      }
      const out = await push.sendToUsers([user.id], message);
      if (out.sent > 0) stats.sent++;
      else {
        stats.undelivered++;
        await db.deleteFrom('reminders_sent').where('user_id', '=', user.id).where('day', '=', today).where('sent_at', '=', now).execute();
      }
    }
  }
  return stats;
}

const reminderJob = (kind: ReminderKind): JobDefinition => ({
  name: `reminder-${kind}`,
  // Every quarter of an hour: a learner's chosen time is met within 15 minutes.
  everyMs: 15 * 60_000,
  leaseMs: 30 * 60_000,
  run: (ctx) => sendReminders(kind, ctx),
});

/** "Words you are about to forget" and "new cards are waiting" at the chosen time, "your streak is at risk" at 20:00. */
export const reminderJobs: JobDefinition[] = [reminderJob('forgetting'), reminderJob('new-cards'), reminderJob('streak')];
