import type { Db } from '../../db/database';
import { formatMinute, REMINDER_RULES, type ReminderKind } from './rules';

export interface ReminderSettings {
  minute: number;
  forgetting: boolean;
  newCards: boolean;
  streak: boolean;
}

export const DEFAULT_SETTINGS: ReminderSettings = { minute: REMINDER_RULES.defaultMinute, forgetting: true, newCards: true, streak: true };

type Row = { minute: number | null; forgetting: number | null; new_cards: number | null; streak: number | null };

/** A settings row (or the nulls of a left join without one) as settings; no row means the defaults. */
export function settingsFrom(row: Row | undefined | null): ReminderSettings {
  if (!row || row.minute === null) return { ...DEFAULT_SETTINGS };
  return { minute: Number(row.minute), forgetting: row.forgetting === 1, newCards: row.new_cards === 1, streak: row.streak === 1 };
}

export const kindEnabled = (s: ReminderSettings, kind: ReminderKind) => (kind === 'forgetting' ? s.forgetting : kind === 'new-cards' ? s.newCards : s.streak);

export async function loadSettings(db: Db, userId: number): Promise<ReminderSettings> {
  const row = await db.selectFrom('reminder_settings').select(['minute', 'forgetting', 'new_cards', 'streak']).where('user_id', '=', userId).executeTakeFirst();
  return settingsFrom(row);
}

export async function saveSettings(db: Db, userId: number, s: ReminderSettings, now: number): Promise<void> {
  const values = { minute: s.minute, forgetting: s.forgetting ? 1 : 0, new_cards: s.newCards ? 1 : 0, streak: s.streak ? 1 : 0, updated_at: now };
  await db
    .insertInto('reminder_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/**
 * Where a reminder can arrive: the learner's registered devices whose provider this server can send to now, and the
 * providers it can send through. No device means no reminder arrives, whatever the settings say (the client says so).
 */
export interface Delivery {
  devices: number;
  channels: string[];
}

export async function deliveryOf(db: Db, userId: number, channels: string[]): Promise<Delivery> {
  if (channels.length === 0) return { devices: 0, channels };
  const row = await db
    .selectFrom('push_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('provider', 'in', channels as ('firebase' | 'vk_mini_app')[])
    .executeTakeFirst();
  return { devices: Number(row?.n ?? 0), channels };
}

/** The API's view of the settings, with the fixed rules a client shows beside them. */
export function settingsResource(s: ReminderSettings, paused: boolean, delivery: Delivery) {
  return {
    time: formatMinute(s.minute),
    forgetting: s.forgetting,
    newCards: s.newCards,
    streak: s.streak,
    streakTime: formatMinute(REMINDER_RULES.eveningMinute),
    quietHours: { from: formatMinute(REMINDER_RULES.quietFrom), until: formatMinute(REMINDER_RULES.quietUntil) },
    /** True after 7 reminders in a row went unanswered: none are sent until the learner comes back. */
    paused,
    delivery,
  };
}
