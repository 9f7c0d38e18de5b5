/** The reminders' business rules (issue 17), in one place. Times of day are minutes after local midnight. */
export const REMINDER_RULES = {
  /** When a learner who never chose gets the daily reminder. */
  defaultMinute: 19 * 60,
  /** Nothing is sent from 22:00 to 09:00 local time, not even by an operator's --now run. */
  quietFrom: 22 * 60,
  quietUntil: 9 * 60,
  /** "Your streak is at risk" goes out from 20:00 local. */
  eveningMinute: 20 * 60,
  /** After this many reminders in a row without the learner coming back, none are sent until they return. */
  maxIgnored: 7,
  /** Learners looked at per query page. */
  batch: 500,
} as const;

export const REMINDER_KINDS = ['forgetting', 'new-cards', 'streak'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const isQuiet = (minute: number) => minute >= REMINDER_RULES.quietFrom || minute < REMINDER_RULES.quietUntil;

export const formatMinute = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** 'HH:MM' → minutes, or null when it is not a time of day. */
export function parseMinute(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
