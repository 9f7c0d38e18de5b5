import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { notFound } from '../../lib/http-errors';
import { dataOf, resource } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { needs } from '../../plugins/infrastructure';
import { answerOffer, milestonesOf, reachedMilestone } from './milestones';
import { renderStory, STORY_TYPE } from './story-picture';

type MilestoneView = NonNullable<Awaited<ReturnType<typeof reachedMilestone>>>;

const milestoneParams = z.object({ milestone: z.string().max(24) });
const pictureQuery = z.object({
  /** Where it is shared: inside VK the picture carries the mini app's address, on the web the site's. */
  for: z.enum(['web', 'vk']).default('web'),
  /** The learner's name on the picture, only when they ask for it. */
  name: z.enum(['0', '1']).default('0'),
});
const offerBody = z.strictObject({ offer: z.enum(['shared', 'dismissed']) });

/** The address printed on a story, without its scheme: the mini app inside VK (when one is configured), else the site. */
export function storyLink(config: Pick<Config, 'appUrl' | 'vk'>, target: 'web' | 'vk'): string {
  if (target === 'vk' && config.vk.appId) return `vk.com/app${config.vk.appId}`;
  return config.appUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Milestones and their story pictures (docs/api.md "Stories", decision 0041). */
export const storiesRoutes = needs('stories-routes', ['db'], async function storiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/stories', { config: userOnly, schema: { response: { 200: dataOf(resource<MilestoneView[]>()) } } }, async (request) => ({
    data: await milestonesOf(app.db, requireUser(request).id),
  }));

  // JPEG bytes, not JSON: no response schema. A render takes a few hundred milliseconds of CPU: 20 a minute is far
  // more than a learner sharing needs, and far less than a loop could burn.
  app.get(
    '/stories/:milestone',
    { config: { ...userOnly, rateLimit: { max: 20, timeWindow: 60_000 } }, schema: { params: milestoneParams, querystring: pictureQuery } },
    async (request, reply) => {
      const user = requireUser(request);
      const reached = await reachedMilestone(app.db, user.id, request.params.milestone);
      if (!reached) throw notFound();
      const picture = await renderStory({
        milestone: reached,
        locale: request.locale,
        name: request.query.name === '1' ? user.name : null,
        link: storyLink(app.config, request.query.for),
      });
      return reply.type(STORY_TYPE).header('Content-Language', request.locale).header('Cache-Control', 'private, no-store').send(picture);
    },
  );

  app.put(
    '/stories/:milestone',
    { config: { ...userOnly, rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { params: milestoneParams, body: offerBody, response: { 200: dataOf(resource<MilestoneView>()) } } },
    async (request) => {
      const user = requireUser(request);
      if (!(await reachedMilestone(app.db, user.id, request.params.milestone))) throw notFound();
      await answerOffer(app.db, user.id, request.params.milestone, request.body.offer, app.clock.now());
      return { data: (await reachedMilestone(app.db, user.id, request.params.milestone))! };
    },
  );
});
