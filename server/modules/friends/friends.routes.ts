import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localMinuteOfDay, localDay } from '../../domain/local-day';
import { translate } from '../../i18n/messages';
import { dataOf, idParams, ignoredBody, noContent, resource } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { needs } from '../../plugins/infrastructure';
import { POINTS } from '../points/ledger';
import { isQuiet } from '../reminders/rules';
import { notifyUser, USER_EVENTS } from '../realtime/user-events';
import { friendsService, type FriendsService } from './friends.service';
import { normaliseCode } from './rules';
import { vkFriendsRoutes } from './vk-friends.routes';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

// Any text is a code that may not exist: a malformed one is a 404 like an unknown one (no hint of the format).
const codeParams = z.object({ code: z.string().max(64).transform(normaliseCode) });
const settingsBody = z.strictObject({ shareActivity: z.boolean() });

/** Friends: invites, the list, friend streaks, the weekly league and nudges (docs/api.md "Friends"). */
export const friendsRoutes = needs('friends-routes', ['db'], async function friendsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const friends = friendsService({ db: app.db, clock: app.clock, config: app.config });
  // Codes are guessed only by trying them: a few tries a minute make that hopeless (31^8 codes).
  const codeLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };

  // meta.joinedPoints: what an invite earns, so the invite screen says the server's number (one place: POINTS).
  const listBody = z.object({ data: resource<Answer<FriendsService['list']>>(), meta: z.object({ joinedPoints: z.number() }) });
  app.get('/friends', { config: userOnly, schema: { response: { 200: listBody } } }, async (request) => ({
    data: await friends.list(requireUser(request)),
    meta: { joinedPoints: POINTS.friendJoined },
  }));

  app.get('/friends/league', { config: userOnly, schema: { response: { 200: resource<Answer<FriendsService['league']>>() } } }, async (request) =>
    friends.league(requireUser(request)),
  );

  const inviteBody = dataOf(resource<Answer<FriendsService['invite']>>());
  app.post('/friends/invites', { config: { ...userOnly, rateLimit: { max: 20, timeWindow: 60_000 } }, schema: { body: ignoredBody, response: { 200: inviteBody } } }, async (request) => ({
    data: await friends.invite(requireUser(request)),
  }));

  app.delete('/friends/invites', { config: userOnly, schema: { response: { 204: noContent } } }, async (request, reply) => {
    await friends.revoke(requireUser(request));
    return reply.code(204).send();
  });

  app.get('/friends/invites/:code', { config: codeLimit, schema: { params: codeParams, response: { 200: dataOf(resource<Answer<FriendsService['inviter']>>()) } } }, async (request) => ({
    data: await friends.inviter(request.params.code),
  }));

  const friendBody = dataOf(resource<Answer<FriendsService['accept']>>());
  app.post('/friends/invites/:code/accept', { config: { ...userOnly, ...codeLimit }, schema: { params: codeParams, body: ignoredBody, response: { 201: friendBody } } }, async (request, reply) => {
    const me = requireUser(request);
    const friend = await friends.accept(me, request.params.code);
    await notifyUser(app, friend.id, USER_EVENTS.friendsChanged, { id: me.id });
    return reply.code(201).send({ data: friend });
  });

  app.delete('/friends/:id', { config: userOnly, schema: { params: idParams, response: { 204: noContent } } }, async (request, reply) => {
    const me = requireUser(request);
    await friends.remove(me, request.params.id);
    await notifyUser(app, request.params.id, USER_EVENTS.friendsChanged, { id: me.id });
    return reply.code(204).send();
  });

  app.put('/friends/:id/streak', { config: userOnly, schema: { params: idParams, body: ignoredBody, response: { 200: friendBody } } }, async (request) => ({
    data: await friends.keepStreak(requireUser(request), request.params.id, true),
  }));
  app.delete('/friends/:id/streak', { config: userOnly, schema: { params: idParams, response: { 200: friendBody } } }, async (request) => ({
    data: await friends.keepStreak(requireUser(request), request.params.id, false),
  }));

  const nudgeBody = dataOf(z.object({ push: z.enum(['sent', 'quiet', 'reminded-today', 'none']) }));
  app.post('/friends/:id/nudge', { config: { ...userOnly, rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { params: idParams, body: ignoredBody, response: { 202: nudgeBody } } }, async (request, reply) => {
    const me = requireUser(request);
    const friend = await friends.claimNudge(me, request.params.id);
    await notifyUser(app, friend.id, USER_EVENTS.friendNudged, { id: me.id, name: me.name });
    // A nudge is the friend's reminder of the day: never in quiet hours, never a second one that day.
    const now = app.clock.now();
    let push: 'sent' | 'quiet' | 'reminded-today' | 'none' = 'none';
    if (isQuiet(localMinuteOfDay(now, friend.timezone))) push = 'quiet';
    else {
      const claimed = await app.db
        .insertInto('reminders_sent')
        .values({ user_id: friend.id, day: localDay(now, friend.timezone), kind: 'friend', sent_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed) push = 'reminded-today';
      else {
        const lng = friend.locale === 'ru' ? 'ru' : 'en';
        const out = await app.push.sendToUsers([friend.id], {
          title: translate(lng, 'friends.nudge.title', { name: me.name }),
          body: translate(lng, 'friends.nudge.body'),
          link: '/training',
          data: { kind: 'friend-nudge' },
        });
        if (out.sent > 0) push = 'sent';
        else await app.db.deleteFrom('reminders_sent').where('user_id', '=', friend.id).where('day', '=', localDay(now, friend.timezone)).where('sent_at', '=', now).execute();
      }
    }
    return reply.code(202).send({ data: { push } });
  });

  vkFriendsRoutes(fastify, friends);

  const settingsSchema = { response: { 200: dataOf(z.object({ shareActivity: z.boolean() })) } };
  app.get('/friends/settings', { config: userOnly, schema: settingsSchema }, async (request) => ({ data: await friends.settings(requireUser(request)) }));
  app.put('/friends/settings', { config: userOnly, schema: { body: settingsBody, ...settingsSchema } }, async (request) => ({
    data: await friends.saveSettings(requireUser(request), request.body.shareActivity),
  }));
});
