import type { Db } from '../../db/database';
import { visibleCard } from '../cards/card.query';
import type { UserRow } from '../users/users.repository';

/**
 * Who may listen where: the equivalent of Laravel's routes/channels.php. Names are matched without their
 * `private-`/`presence-` prefix; `{param}` matches one segment. A private rule answers true or false; a presence
 * rule answers the member's user_info (what others see of them) or false.
 */
type Answer = boolean | Record<string, unknown>;
interface ChannelRule {
  pattern: string;
  authorize: (user: UserRow, params: Record<string, string>, db: Db) => Answer | Promise<Answer>;
}

/** Each user's own channel, as Laravel names it: private-App.Models.User.{id}. */
export const userChannelName = (userId: number) => `private-App.Models.User.${userId}`;
/** A card's comments as they change, for everyone who may read them (issue 32). */
export const cardChannelName = (cardId: number) => `private-Card.${cardId}`;

const rules: ChannelRule[] = [
  { pattern: 'App.Models.User.{id}', authorize: (user, { id }) => String(user.id) === id },
  // Everyone signed in, with the name they show; the admin's dashboard counts who is online through it.
  { pattern: 'online', authorize: (user) => ({ id: user.id, name: user.name }) },
  // Whoever may see the card (and so read its comments): anyone signed in for a public card, its author for another.
  { pattern: 'Card.{id}', authorize: async (user, { id = '' }, db) => /^\d{1,10}$/.test(id) && (await visibleCard(db, user.id, Number(id))) !== undefined },
];

const compiled = rules.map((rule) => {
  const names: string[] = [];
  const source = rule.pattern
    .split(/(\{[a-z]+\})/i)
    .map((part) => {
      const m = /^\{([a-z]+)\}$/i.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]!);
      return '([^.]+)';
    })
    .join('');
  return { rule, names, regex: new RegExp(`^${source}$`) };
});

/** The rule's answer for a channel (full name with prefix), or false when no rule matches or it refuses. */
export async function authorizeChannel(db: Db, user: UserRow, channel: string): Promise<Answer> {
  // private-encrypted- channels need a shared secret per channel, which this server does not issue.
  if (channel.startsWith('private-encrypted-')) return false;
  const bare = channel.replace(/^(private-|presence-)/, '');
  for (const { rule, names, regex } of compiled) {
    const m = regex.exec(bare);
    if (!m) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, m[i + 1]!]));
    return rule.authorize(user, params, db);
  }
  return false;
}
