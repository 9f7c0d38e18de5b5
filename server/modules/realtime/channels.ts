import type { UserRow } from '../users/users.repository';

/**
 * Who may listen where: the equivalent of Laravel's routes/channels.php. Names are matched without their
 * `private-`/`presence-` prefix; `{param}` matches one segment. A private rule answers true or false; a presence
 * rule answers the member's user_info (what others see of them) or false.
 */
interface ChannelRule {
  pattern: string;
  authorize: (user: UserRow, params: Record<string, string>) => boolean | Record<string, unknown>;
}

/** Each user's own channel, as Laravel names it: private-App.Models.User.{id}. */
export const userChannelName = (userId: number) => `private-App.Models.User.${userId}`;

const rules: ChannelRule[] = [
  { pattern: 'App.Models.User.{id}', authorize: (user, { id }) => String(user.id) === id },
  // Everyone signed in, with the name they show; the admin's dashboard counts who is online through it.
  { pattern: 'online', authorize: (user) => ({ id: user.id, name: user.name }) },
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
export function authorizeChannel(user: UserRow, channel: string): boolean | Record<string, unknown> {
  // private-encrypted- channels need a shared secret per channel, which this server does not issue.
  if (channel.startsWith('private-encrypted-')) return false;
  const bare = channel.replace(/^(private-|presence-)/, '');
  for (const { rule, names, regex } of compiled) {
    const m = regex.exec(bare);
    if (!m) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, m[i + 1]!]));
    return rule.authorize(user, params);
  }
  return false;
}
