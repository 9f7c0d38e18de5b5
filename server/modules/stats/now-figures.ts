import type { Db } from '../../db/database';

/** The figures that exist only as of now (totals, cards by stage, the queue), computed with the days. */
export interface NowFigures {
  users: { total: number; guests: number; full: number; verified: number; vk: number; email: number; vkId: number; yandex: number };
  stages: Record<string, number>;
  levelTest: { skipped: number; tested: number };
  moderation: { queue: number; oldestSubmittedAt: number | null };
  push: { reachable: number; stopped: number };
}

const count = async (q: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }) => Number((await q.executeTakeFirst())?.n ?? 0);

export async function computeNow(db: Db): Promise<NowFigures> {
  const users = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>('is_guest').as('guests'),
      eb.fn.count<number>('email_verified_at').as('verified'),
      eb.fn.count<number>('password_hash').as('email'),
      eb.fn.sum<number>('test_rejected').as('skipped'),
    ])
    .executeTakeFirstOrThrow();
  const distinctUsers = (table: 'personal_access_tokens' | 'identities' | 'push_tokens', where: (q: any) => any = (q) => q) =>
    count(where(db.selectFrom(table)).select((eb: any) => eb.fn.count(eb.ref('user_id')).distinct().as('n')));
  const [vk, vkId, yandex, reachable] = await Promise.all([
    distinctUsers('personal_access_tokens', (q) => q.where('name', '=', 'vk-mini-app')),
    distinctUsers('identities', (q) => q.where('provider', '=', 'vk')),
    distinctUsers('identities', (q) => q.where('provider', '=', 'yandex')),
    distinctUsers('push_tokens'),
  ]);
  const stages = await db.selectFrom('user_cards').select((eb) => ['stage', eb.fn.countAll<number>().as('n')]).groupBy('stage').execute();
  const tested = await count(db.selectFrom('level_tests').select((eb) => eb.fn.count<number>('user_id').distinct().as('n')).where('finished_at', 'is not', null));
  const queue = await db
    .selectFrom('cards')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('submitted_at').as('oldest')])
    .where('collection', '=', 'user')
    .where('deleted_at', 'is', null)
    .where('is_private', '=', 0)
    .where((eb) => eb.or([eb('status', '=', 'moderation'), eb('pending', 'is not', null)]))
    .executeTakeFirstOrThrow();
  // Learners who turned every kind of reminder off.
  const stopped = await count(db.selectFrom('reminder_settings').select((eb) => eb.fn.countAll<number>().as('n')).where('forgetting', '=', 0).where('new_cards', '=', 0).where('streak', '=', 0));
  const total = Number(users.total);
  const guests = Number(users.guests ?? 0);
  return {
    users: { total, guests, full: total - guests, verified: Number(users.verified), vk, email: Number(users.email), vkId, yandex },
    stages: Object.fromEntries(stages.map((s) => [s.stage, Number(s.n)])),
    levelTest: { skipped: Number(users.skipped ?? 0), tested },
    moderation: { queue: Number(queue.n), oldestSubmittedAt: queue.oldest === null ? null : Number(queue.oldest) },
    push: { reachable, stopped },
  };
}
