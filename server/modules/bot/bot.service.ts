import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BotMessagesTable } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PushService } from '../push/push.service';
import type { Realtime } from '../realtime/realtime.plugin';
import type { UserRow } from '../users/users.repository';
import { userChannelName } from '../realtime/channels';
import { USER_EVENTS } from '../realtime/user-events';

/** Pusher's events API takes at most 100 channels per event; our hub is held to the same. */
const CHANNELS_PER_EVENT = 100;

export interface BotMessageInput {
  title?: string;
  body: string;
  link?: string;
  /** Absent: everyone. */
  userIds?: number[];
  push: boolean;
}

export interface BotMessageResource {
  id: number;
  title: string | null;
  body: string;
  link: string | null;
  audience: 'all' | 'users';
  recipients: number;
  pushed: number;
  createdAt: string;
}

type Row = Omit<Selectable<BotMessagesTable>, 'author_id'>;

export const botMessageResource = (r: Row): BotMessageResource => ({
  id: r.id,
  title: r.title,
  body: r.body,
  link: r.link,
  audience: r.audience,
  recipients: r.recipients,
  pushed: r.pushed,
  createdAt: new Date(Number(r.created_at)).toISOString(),
});

/**
 * The admin's bot: a message to everyone or to chosen learners, live on each one's channel (`App\Events\BotMessage`,
 * shown as a toast in an open app) and, when asked, by push for a closed one. The record is written first, so what
 * went out is never lost; delivery is a courtesy that cannot undo it.
 */
export interface BotDeps {
  db: Db;
  clock: Clock;
  realtime: Pick<Realtime, 'broadcast'>;
  push: Pick<PushService, 'sendToUsers'>;
  log: { warn(obj: object, msg?: string): void };
}

export function botService(app: BotDeps) {
  async function recipientsOf(userIds: number[] | undefined): Promise<number[]> {
    let q = app.db.selectFrom('users').select('id').orderBy('id');
    if (userIds) q = q.where('id', 'in', userIds);
    return (await q.execute()).map((r) => r.id);
  }

  return {
    recipientsOf,

    async send(admin: UserRow, input: BotMessageInput, recipients: number[]): Promise<BotMessageResource> {
      const now = app.clock.now();
      const inserted = await app.db
        .insertInto('bot_messages')
        .values({
          author_id: admin.id,
          title: input.title ?? null,
          body: input.body,
          link: input.link ?? null,
          audience: input.userIds ? 'users' : 'all',
          recipients: recipients.length,
          pushed: 0,
          created_at: now,
        })
        .returning(['id', 'title', 'body', 'link', 'audience', 'recipients', 'pushed', 'created_at'])
        .executeTakeFirstOrThrow();
      const data = { id: inserted.id, title: inserted.title, body: inserted.body, link: inserted.link };
      let pushed = 0;
      for (let i = 0; i < recipients.length; i += CHANNELS_PER_EVENT) {
        const batch = recipients.slice(i, i + CHANNELS_PER_EVENT);
        try {
          await app.realtime.broadcast({ channels: batch.map(userChannelName), event: USER_EVENTS.botMessage, data });
        } catch (err) {
          app.log.warn({ err, message: inserted.id }, 'bot message not broadcast');
        }
        if (input.push) pushed += (await app.push.sendToUsers(batch, { title: input.title ?? 'Slovo', body: input.body, link: input.link ?? null })).sent;
      }
      if (pushed > 0) await app.db.updateTable('bot_messages').set({ pushed }).where('id', '=', inserted.id).execute();
      return botMessageResource({ ...inserted, pushed });
    },

    async recent(limit = 50): Promise<BotMessageResource[]> {
      const rows = await app.db
        .selectFrom('bot_messages')
        .select(['id', 'title', 'body', 'link', 'audience', 'recipients', 'pushed', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(botMessageResource);
    },
  };
}
