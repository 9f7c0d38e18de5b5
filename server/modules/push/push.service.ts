import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { fcmProvider } from './fcm';
import type { PushMessage, PushProvider, PushProviderName } from './provider';
import { vkProvider } from './vk';

export interface PushService {
  /** Sends to every registered device of these users; returns how many deliveries the providers accepted. */
  sendToUsers(userIds: number[], message: PushMessage): Promise<{ sent: number; removed: number }>;
  configured(): PushProviderName[];
}

/** The configured providers: FCM with a service account, VK with the app's service key. */
export function configuredProviders(config: Config, now: () => number): PushProvider[] {
  const providers: PushProvider[] = [];
  const { fcm, vk } = config.push;
  if (fcm.serviceAccount) providers.push(fcmProvider({ account: fcm.serviceAccount, endpoint: fcm.endpoint, tokenUri: fcm.tokenUri, appUrl: config.appUrl, now }));
  if (vk.serviceToken) providers.push(vkProvider({ apiUrl: vk.apiUrl, version: vk.version, serviceToken: vk.serviceToken, now }));
  return providers;
}

export function pushService(opts: { db: Db; providers: PushProvider[]; log: { warn(obj: object, msg?: string): void }; now: () => number }): PushService {
  const { db, log, now } = opts;
  return {
    configured: () => opts.providers.map((p) => p.name),
    async sendToUsers(userIds, message) {
      let sent = 0;
      let removed = 0;
      if (userIds.length === 0) return { sent, removed };
      const t = now();
      const rows = await db
        .selectFrom('push_tokens')
        .select(['provider', 'token'])
        .where('user_id', 'in', userIds)
        .where((eb) => eb.or([eb('paused_until', 'is', null), eb('paused_until', '<=', t)]))
        .execute();
      for (const provider of opts.providers) {
        const tokens = rows.filter((r) => r.provider === provider.name).map((r) => r.token);
        if (tokens.length === 0) continue;
        try {
          const outcome = await provider.send(tokens, message);
          sent += outcome.sent.length;
          if (outcome.dead.length) {
            const res = await db.deleteFrom('push_tokens').where('provider', '=', provider.name).where('token', 'in', outcome.dead).executeTakeFirst();
            removed += Number(res.numDeletedRows);
          }
          for (const { token, until } of outcome.paused) {
            await db.updateTable('push_tokens').set({ paused_until: until }).where('provider', '=', provider.name).where('token', '=', token).execute();
          }
        } catch (err) {
          log.warn({ err, provider: provider.name }, 'push not sent');
        }
      }
      return { sent, removed };
    },
  };
}
