import type { Db } from '../../db/database';
import { dayNumber, dayOf, utcDay } from '../../domain/calendar-day';

/**
 * What one day adds to the admin statistics, computed by the stats-daily job and stored as JSON. Counts only, so
 * that any range sums them; the moderation waits are kept whole because a median cannot be summed.
 * Days: a learner's local day where the record has one (answers, decisions), the UTC day of a timestamp otherwise.
 */
export interface DayFigures {
  users: { new: number; guests: number; full: number; verified: number; vk: number; email: number; vkId: number; yandex: number };
  activity: { dau: number; wau: number; mau: number };
  /** The learners who signed up that day, and how many of them were active 1, 7 and 30 days later. */
  cohort: { size: number; d1: number; d7: number; d30: number };
  learning: { answers: number; right: number; reviews: number; reviewsRight: number; reviewers: number; targetSum: number };
  levelTest: { started: number; finished: number; levels: Record<string, number> };
  moderation: { decided: number; waits: number[]; comments: number };
  push: { reminders: number; remindersOpened: number; botPushed: number };
}

export const emptyDay = (): DayFigures => ({
  users: { new: 0, guests: 0, full: 0, verified: 0, vk: 0, email: 0, vkId: 0, yandex: 0 },
  activity: { dau: 0, wau: 0, mau: 0 },
  cohort: { size: 0, d1: 0, d7: 0, d30: 0 },
  learning: { answers: 0, right: 0, reviews: 0, reviewsRight: 0, reviewers: 0, targetSum: 0 },
  levelTest: { started: 0, finished: 0, levels: {} },
  moderation: { decided: 0, waits: [], comments: 0 },
  push: { reminders: 0, remindersOpened: 0, botPushed: 0 },
});

const startOf = (day: string) => dayNumber(day) * 86_400_000;

/** Who was active on which day (an answer or a feed decision), for the days `from`…`to`. */
async function activeDays(db: Db, from: string, to: string): Promise<Map<string, Set<number>>> {
  const rows = await db
    .selectFrom('reviews')
    .select(['user_id', 'day'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .union(db.selectFrom('decisions').select(['user_id', 'day']).where('day', '>=', from).where('day', '<=', to))
    .execute();
  const out = new Map<string, Set<number>>();
  for (const r of rows) {
    let s = out.get(r.day);
    if (!s) out.set(r.day, (s = new Set()));
    s.add(r.user_id);
  }
  return out;
}

/** The figures of each day `from`…`to` (inclusive), in a handful of range queries. */
export async function computeDays(db: Db, from: string, to: string): Promise<Map<string, DayFigures>> {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const days = new Map<string, DayFigures>();
  for (let n = first; n <= last; n++) days.set(dayOf(n), emptyDay());
  const at = (ms: number | string) => days.get(utcDay(Number(ms)));
  const fromMs = startOf(from);
  const toMs = startOf(to) + 86_400_000;

  // Sign-ups, by kind of account, platform and way of signing in.
  const users = await db
    .selectFrom('users')
    .select((eb) => [
      'users.created_at',
      'users.is_guest',
      'users.email_verified_at',
      'users.password_hash',
      eb.exists(eb.selectFrom('personal_access_tokens').select('id').whereRef('personal_access_tokens.user_id', '=', 'users.id').where('name', '=', 'vk-mini-app')).as('vk_app'),
      eb.exists(eb.selectFrom('identities').select('id').whereRef('identities.user_id', '=', 'users.id').where('provider', '=', 'vk')).as('vk_id'),
      eb.exists(eb.selectFrom('identities').select('id').whereRef('identities.user_id', '=', 'users.id').where('provider', '=', 'yandex')).as('yandex'),
    ])
    .where('users.created_at', '>=', fromMs)
    .where('users.created_at', '<', toMs)
    .execute();
  for (const u of users) {
    const d = at(u.created_at)?.users;
    if (!d) continue;
    d.new++;
    if (u.is_guest) d.guests++;
    else d.full++;
    if (u.email_verified_at !== null) d.verified++;
    if (Number(u.vk_app)) d.vk++;
    if (u.password_hash !== null) d.email++;
    if (Number(u.vk_id)) d.vkId++;
    if (Number(u.yandex)) d.yandex++;
  }

  // Active learners: the day, the 7 and the 30 days ending on it; sign-up cohorts' returns 1, 7 and 30 days later.
  const active = await activeDays(db, dayOf(first - 29), dayOf(last + 30));
  const activeOn = (n: number) => active.get(dayOf(n)) ?? new Set<number>();
  const distinctOver = (n: number, span: number) => {
    const s = new Set<number>();
    for (let k = n - span + 1; k <= n; k++) for (const id of activeOn(k)) s.add(id);
    return s.size;
  };
  const cohorts = await db.selectFrom('users').select(['id', 'created_at']).where('created_at', '>=', fromMs).where('created_at', '<', toMs).execute();
  for (const [day, f] of days) {
    const n = dayNumber(day);
    f.activity = { dau: activeOn(n).size, wau: distinctOver(n, 7), mau: distinctOver(n, 30) };
  }
  for (const u of cohorts) {
    const day = utcDay(Number(u.created_at));
    const c = days.get(day)?.cohort;
    if (!c) continue;
    const n = dayNumber(day);
    c.size++;
    if (activeOn(n + 1).has(u.id)) c.d1++;
    if (activeOn(n + 7).has(u.id)) c.d7++;
    if (activeOn(n + 30).has(u.id)) c.d30++;
  }

  // Answers: all of them, right ones (anything but "again"), and the reviews of cards in review state, whose share
  // right is the retention learners really reach, against the retention each reviewer asked for.
  const answers = await db
    .selectFrom('reviews')
    .select((eb) => [
      'day',
      eb.fn.countAll<number>().as('answers'),
      eb.fn.sum<number>(eb.case().when('rating', '>', 1).then(1).else(0).end()).as('right'),
      eb.fn.sum<number>(eb.case().when('state_before', '=', 2).then(1).else(0).end()).as('reviews'),
      eb.fn.sum<number>(eb.case().when(eb.and([eb('state_before', '=', 2), eb('rating', '>', 1)])).then(1).else(0).end()).as('reviews_right'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  for (const r of answers) {
    const l = days.get(r.day)?.learning;
    if (l) Object.assign(l, { answers: Number(r.answers), right: Number(r.right ?? 0), reviews: Number(r.reviews ?? 0), reviewsRight: Number(r.reviews_right ?? 0) });
  }
  const reviewers = await db
    .selectFrom((eb) => eb.selectFrom('reviews').select(['day', 'user_id']).where('day', '>=', from).where('day', '<=', to).where('state_before', '=', 2).distinct().as('r'))
    .innerJoin('users', 'users.id', 'r.user_id')
    .select((eb) => ['r.day', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('users.retention').as('target')])
    .groupBy('r.day')
    .execute();
  for (const r of reviewers) {
    const l = days.get(r.day)?.learning;
    if (l) Object.assign(l, { reviewers: Number(r.n), targetSum: Number(r.target ?? 0) });
  }

  // Level tests started and finished, and the levels they found.
  const tests = await db
    .selectFrom('level_tests')
    .select(['started_at', 'finished_at', 'result'])
    .where((eb) => eb.or([eb.and([eb('started_at', '>=', fromMs), eb('started_at', '<', toMs)]), eb.and([eb('finished_at', '>=', fromMs), eb('finished_at', '<', toMs)])]))
    .execute();
  for (const t of tests) {
    const started = at(t.started_at);
    if (started && Number(t.started_at) >= fromMs) started.levelTest.started++;
    if (t.finished_at === null) continue;
    const finished = at(t.finished_at);
    if (!finished) continue;
    finished.levelTest.finished++;
    const level = t.result ? (JSON.parse(t.result) as { level?: string }).level : undefined;
    if (level) finished.levelTest.levels[level] = (finished.levelTest.levels[level] ?? 0) + 1;
  }

  // Moderation decisions with how long each card had waited; comments written.
  const decisions = await db.selectFrom('card_moderations').select(['created_at', 'waited_ms']).where('created_at', '>=', fromMs).where('created_at', '<', toMs).execute();
  for (const d of decisions) {
    const m = at(d.created_at)?.moderation;
    if (!m) continue;
    m.decided++;
    if (d.waited_ms !== null) m.waits.push(Number(d.waited_ms));
  }
  const comments = await db.selectFrom('card_comments').select('created_at').where('created_at', '>=', fromMs).where('created_at', '<', toMs).execute();
  for (const c of comments) {
    const m = at(c.created_at)?.moderation;
    if (m) m.comments++;
  }

  // Push: reminders delivered (a reminders_sent row stays only when a provider accepted it), the reminded learners
  // who were active later that day (a tap on the notification itself is not recorded), and the bot's pushes.
  const reminders = await db.selectFrom('reminders_sent').select(['user_id', 'day']).where('day', '>=', from).where('day', '<=', to).execute();
  for (const r of reminders) {
    const p = days.get(r.day)?.push;
    if (!p) continue;
    p.reminders++;
    if (activeOn(dayNumber(r.day)).has(r.user_id)) p.remindersOpened++;
  }
  const bot = await db.selectFrom('bot_messages').select(['created_at', 'pushed']).where('created_at', '>=', fromMs).where('created_at', '<', toMs).where('pushed', '>', 0).execute();
  for (const b of bot) {
    const p = at(b.created_at)?.push;
    if (p) p.botPushed += Number(b.pushed);
  }
  return days;
}
