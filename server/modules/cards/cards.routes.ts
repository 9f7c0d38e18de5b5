import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, ignoredBody, noContent, resource } from '../../lib/route-schema';
import { adminOnly, requireAdmin, requireUser, userOnly } from '../../plugins/auth';
import { assertFullAccount, callerOf } from './callers';
import { approveBody, cardBody, cardPatch, commentBody, commentsQuery, photosBody, queueQuery, rejectBody, reportBody, reportDecisionBody, reportParams, suggestionsQuery, tagsQuery } from './cards.schemas';
import { reportsService } from './reports.service';
import { cardsService } from './cards.service';
import { commentsService } from './comments.service';
import { CARD_EVENTS, notifyCardViewers } from '../realtime/card-events';
import { editorService } from './editor.service';
import { moderationService } from './moderation.service';
import { type CardNotifier, silentCardNotifier } from './notifier';
import { suggestionsFor } from './suggestions';
import { needs } from '../../plugins/infrastructure';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Cards = ReturnType<typeof cardsService>;
type Comments = ReturnType<typeof commentsService>;
type Moderation = ReturnType<typeof moderationService>;
type Editor = ReturnType<typeof editorService>;

const shownCard = dataOf(resource<Answer<Cards['show']>>());
const moderatedCard = dataOf(resource<Answer<Moderation['get']>>());

/** Learners' cards: show-card, bookmarks, the editor, comments and moderation (docs/api.md "Learners' cards"). */
export const cardRoutes = needs('card-routes', ['db', 'photos', 'speech'], async function cardRoutes(fastify: FastifyInstance, opts: { notifier?: CardNotifier }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: app.clock, photos: app.photos };
  const cards = cardsService(deps);
  const editor = editorService(deps);
  const comments = commentsService(deps);
  const moderation = moderationService({ ...deps, notifier: opts.notifier ?? silentCardNotifier });
  const reports = reportsService(deps);
  // Rendering four photos is the costly call; comments are where spam would come from.
  const photoLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
  const commentLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };
  // A guest is told to log in before being told what the form lacks (runs after auth's own preValidation).
  const fullAccount = async (request: FastifyRequest) => assertFullAccount(callerOf(requireUser(request)));

  const suggestionsSchema = { querystring: suggestionsQuery, response: { 200: resource<ReturnType<typeof suggestionsFor>>() } };
  app.get('/cards/suggestions', { config: userOnly, schema: suggestionsSchema }, async (request) => suggestionsFor(request.query.word));

  app.get('/cards/tags', { config: userOnly, schema: { querystring: tagsQuery, response: { 200: dataOf(z.array(z.string())) } } }, async (request) => {
    return { data: await editor.tagsInUse(callerOf(requireUser(request)), request.query.prefix) };
  });

  const photosSchema = { body: photosBody, response: { 200: dataOf(resource<Answer<Editor['photoVariants']>>()) } };
  app.post('/cards/photos', { config: { ...photoLimit, ...userOnly }, schema: photosSchema, preValidation: fullAccount }, async (request) => {
    return { data: await editor.photoVariants(callerOf(requireUser(request)), request.body) };
  });

  app.post('/cards', { config: userOnly, schema: { body: cardBody, response: { 201: shownCard } }, preValidation: fullAccount }, async (request, reply) => {
    const user = requireUser(request);
    const cardId = await editor.create(callerOf(user), request.body);
    const card = await cards.show(user.id, cardId);
    // The card's audio is rendered as it is saved, so its author hears it on the first tap.
    app.speech.prepare(card);
    return reply.status(201).send({ data: card });
  });

  /** show-card: a public card for anyone; a private or unpublished one only for its author. */
  app.get('/cards/:id', { schema: { params: idParams, response: { 200: shownCard } } }, async (request) => ({
    data: await cards.show(request.user?.id ?? null, request.params.id),
  }));

  app.patch('/cards/:id', { config: userOnly, schema: { params: idParams, body: cardPatch, response: { 200: shownCard } }, preValidation: fullAccount }, async (request) => {
    const user = requireUser(request);
    await editor.update(callerOf(user), request.params.id, request.body);
    const card = await cards.show(user.id, request.params.id);
    app.speech.prepare(card);
    return { data: card };
  });

  const noBody = { params: idParams, body: ignoredBody, response: { 204: noContent } };
  app.delete('/cards/:id', { config: userOnly, schema: noBody }, async (request, reply) => {
    await editor.remove(callerOf(requireUser(request)), request.params.id);
    return reply.status(204).send();
  });

  app.put('/cards/:id/bookmark', { config: userOnly, schema: noBody }, async (request, reply) => {
    await cards.bookmark(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.delete('/cards/:id/bookmark', { config: userOnly, schema: noBody }, async (request, reply) => {
    await cards.unbookmark(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  const commentsSchema = { params: idParams, querystring: commentsQuery, response: { 200: resource<Answer<Comments['list']>>() } };
  app.get('/cards/:id/comments', { schema: commentsSchema }, async (request) => {
    const viewer = request.user ? callerOf(request.user) : null;
    return comments.list(viewer, request.params.id, request.query);
  });

  const commentSchema = { params: idParams, body: commentBody, response: { 201: dataOf(resource<Answer<Comments['add']>['comment']>()) } };
  app.post('/cards/:id/comments', { config: { ...commentLimit, ...userOnly }, schema: commentSchema, preValidation: fullAccount }, async (request, reply) => {
    const { comment, cardAuthorId } = await comments.add(callerOf(requireUser(request)), request.params.id, request.body.body);
    // Others on the card's page see it at once; whether they may delete it is theirs to work out (writer, card author, admin).
    await notifyCardViewers(app, request.params.id, CARD_EVENTS.commentPosted, { comment: { ...comment, canDelete: false }, cardAuthorId }, request);
    return reply.status(201).send({ data: comment });
  });

  app.delete('/comments/:id', { config: userOnly, schema: noBody }, async (request, reply) => {
    const { cardId } = await comments.remove(callerOf(requireUser(request)), request.params.id);
    await notifyCardViewers(app, cardId, CARD_EVENTS.commentDeleted, { id: request.params.id, cardId }, request);
    return reply.status(204).send();
  });

  // Reports (issue 29): a learner reports a card or a comment once; admins decide beside moderation.
  const reportLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };
  const reportSchema = { params: idParams, body: reportBody, response: { 201: dataOf(resource<Answer<ReturnType<typeof reportsService>['report']>>()) } };
  for (const target of ['card', 'comment'] as const) {
    const path = target === 'card' ? '/cards/:id/reports' : '/comments/:id/reports';
    app.post(path, { config: { ...reportLimit, ...userOnly }, schema: reportSchema, preValidation: fullAccount }, async (request, reply) => {
      return reply.status(201).send({ data: await reports.report(callerOf(requireUser(request)), target, request.params.id, request.body) });
    });
  }
  app.get('/user/reports', { config: userOnly, schema: { response: { 200: dataOf(resource<Answer<ReturnType<typeof reportsService>['mine']>>()) } } }, async (request) => ({
    data: await reports.mine(callerOf(requireUser(request))),
  }));
  app.get('/admin/reports', { config: adminOnly, schema: { response: { 200: dataOf(resource<Answer<ReturnType<typeof reportsService>['queue']>>()) } } }, async () => ({ data: await reports.queue() }));
  app.post('/admin/reports/:target/:id/decision', { config: adminOnly, schema: { params: reportParams, body: reportDecisionBody, response: { 204: noContent } } }, async (request, reply) => {
    requireAdmin(request);
    await reports.decide(request.params.target, request.params.id, request.body.action);
    return reply.status(204).send();
  });

  const queueSchema = { querystring: queueQuery, response: { 200: resource<Answer<Moderation['queue']>>() } };
  app.get('/admin/cards', { config: adminOnly, schema: queueSchema }, async (request) => moderation.queue(request.query));

  app.get('/admin/cards/:id', { config: adminOnly, schema: { params: idParams, response: { 200: moderatedCard } } }, async (request) => {
    return { data: await moderation.get(request.params.id) };
  });

  app.post('/admin/cards/:id/approve', { config: adminOnly, schema: { params: idParams, body: approveBody, response: { 200: moderatedCard } } }, async (request) => {
    await moderation.approve(callerOf(requireAdmin(request)), request.params.id, request.body);
    return { data: await moderation.get(request.params.id) };
  });

  app.post('/admin/cards/:id/reject', { config: adminOnly, schema: { params: idParams, body: rejectBody, response: { 200: moderatedCard } } }, async (request) => {
    await moderation.reject(callerOf(requireAdmin(request)), request.params.id, request.body.version, request.body.reason);
    return { data: await moderation.get(request.params.id) };
  });
});
