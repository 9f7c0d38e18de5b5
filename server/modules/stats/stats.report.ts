import type { DayFigures } from './day-figures';
import type { NowFigures } from './now-figures';

/** The moderation promise (spec §9): a decision within 24 hours. */
export const MODERATION_PROMISE_MS = 24 * 3600_000;
const RETURN_DAYS = [1, 7, 30] as const;

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

/**
 * GET admin/stats's `data`, from the stored figures of each day of the range (oldest first) and of now. `today` is
 * the UTC date: a cohort's D7 return is null until its seventh day has come.
 */
export function statsReport(days: Array<[string, DayFigures]>, now: NowFigures | null, today: string, nowMs: number) {
  const all = days.map(([, f]) => f);
  const per = <T>(pick: (f: DayFigures, day: string) => T) => days.map(([day, f]) => ({ day, ...pick(f, day) }));
  const n = now ?? { users: { total: 0, guests: 0, full: 0, verified: 0, vk: 0, email: 0, vkId: 0, yandex: 0 }, stages: {}, levelTest: { skipped: 0, tested: 0 }, moderation: { queue: 0, oldestSubmittedAt: null }, push: { reachable: 0, stopped: 0 } };
  const levels: Record<string, number> = {};
  for (const f of all) for (const [level, count] of Object.entries(f.levelTest.levels)) levels[level] = (levels[level] ?? 0) + count;
  const waits = all.flatMap((f) => f.moderation.waits);
  const reviews = sum(all.map((f) => f.learning.reviews));
  const reviewers = sum(all.map((f) => f.learning.reviewers));
  const answers = sum(all.map((f) => f.learning.answers));
  const reminders = sum(all.map((f) => f.push.reminders));
  const botPushed = sum(all.map((f) => f.push.botPushed));
  const started = sum(all.map((f) => f.levelTest.started));
  const finished = sum(all.map((f) => f.levelTest.finished));
  const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
  return {
    users: {
      total: n.users.total,
      guests: n.users.guests,
      full: n.users.full,
      verifiedEmail: n.users.verified,
      byPlatform: { web: n.users.total - n.users.vk, vk: n.users.vk },
      bySignIn: { email: n.users.email, vk: n.users.vkId, yandex: n.users.yandex, guest: n.users.guests },
      new: sum(all.map((f) => f.users.new)),
      perDay: per((f) => ({ new: f.users.new, guests: f.users.guests, full: f.users.full, verified: f.users.verified, vk: f.users.vk })),
    },
    activity: {
      perDay: per((f) => f.activity),
      cohorts: per((f, day) => ({
        size: f.cohort.size,
        ...Object.fromEntries(RETURN_DAYS.map((d) => [`d${d}`, dayMs(day) + d * 86_400_000 > dayMs(today) ? null : share(f.cohort[`d${d}`], f.cohort.size)])),
      })) as Array<{ day: string; size: number; d1: number | null; d7: number | null; d30: number | null }>,
    },
    learning: {
      answers,
      shareRight: share(sum(all.map((f) => f.learning.right)), answers),
      perDay: per((f) => ({ answers: f.learning.answers, right: f.learning.right })),
      stages: { learning: n.stages.learning ?? 0, repeating: n.stages.repeating ?? 0, fixing: n.stages.fixing ?? 0, learned: n.stages.learned ?? 0, known: n.stages.known ?? 0 },
      retention: {
        reviews,
        actual: share(sum(all.map((f) => f.learning.reviewsRight)), reviews),
        target: reviewers > 0 ? Math.round((sum(all.map((f) => f.learning.targetSum)) / reviewers) * 1000) / 1000 : null,
      },
    },
    levelTest: {
      started,
      finished,
      shareFinished: share(finished, started),
      levels,
      skipped: n.levelTest.skipped,
      shareSkipped: share(n.levelTest.skipped, n.levelTest.skipped + n.levelTest.tested),
      perDay: per((f) => ({ started: f.levelTest.started, finished: f.levelTest.finished })),
    },
    moderation: {
      queue: n.moderation.queue,
      oldestWaitingMs: n.moderation.oldestSubmittedAt === null ? null : Math.max(0, nowMs - n.moderation.oldestSubmittedAt),
      decided: sum(all.map((f) => f.moderation.decided)),
      medianMs: median(waits),
      worstMs: waits.length ? Math.max(...waits) : null,
      promiseMs: MODERATION_PROMISE_MS,
      overPromise: waits.filter((w) => w > MODERATION_PROMISE_MS).length,
      comments: sum(all.map((f) => f.moderation.comments)),
      perDay: per((f) => ({ decided: f.moderation.decided, comments: f.moderation.comments, medianMs: median(f.moderation.waits) })),
    },
    push: {
      sent: reminders + botPushed,
      delivered: reminders + botPushed,
      opened: sum(all.map((f) => f.push.remindersOpened)),
      stopped: n.push.stopped,
      reachable: n.push.reachable,
      perDay: per((f) => ({ reminders: f.push.reminders, bot: f.push.botPushed, opened: f.push.remindersOpened })),
    },
  };
}

export type StatsReport = ReturnType<typeof statsReport>;
