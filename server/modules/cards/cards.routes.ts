import type { FastifyInstance } from 'fastify';
import { body, parse, query } from '../../lib/validation';
import { requireAdmin, requireUser } from '../../plugins/auth';
import { assertFullAccount, callerOf } from './callers';
import { approveBody, cardBody, cardPatch, commentBody, commentsQuery, idParam, photosBody, queueQuery, rejectBody, suggestionsQuery, tagsQuery } from './cards.schemas';
import { cardsService } from './cards.service';
import { commentsService } from './comments.service';
import { editorService } from './editor.service';
import { moderationService } from './moderation.service';
import { type CardNotifier, silentCardNotifier } from './notifier';
import { suggestionsFor } from './suggestions';

/** Learners' cards: show-card, bookmarks, the editor, comments and moderation (docs/api.md "Learners' cards"). */
export async function cardRoutes(app: FastifyInstance, opts: { notifier?: CardNotifier }) {
  const deps = { db: app.db, clock: app.clock, photos: app.photos };
  const cards = cardsService(deps);
  const editor = editorService(deps);
  const comments = commentsService(deps);
  const moderation = moderationService({ ...deps, notifier: opts.notifier ?? silentCardNotifier });
  // Rendering four photos is the costly call; comments are where spam would come from.
  const photoLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
  const commentLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };
  const id = (params: unknown) => parse(idParam, params).id;

  app.get('/cards/suggestions', async (request) => {
    requireUser(request);
    return suggestionsFor(query(request, suggestionsQuery).word);
  });

  app.get('/cards/tags', async (request) => {
    const user = requireUser(request);
    return { data: await editor.tagsInUse(callerOf(user), query(request, tagsQuery).prefix) };
  });

  app.post('/cards/photos', { config: photoLimit }, async (request) => {
    const caller = callerOf(requireUser(request));
    assertFullAccount(caller); // a guest is told to log in before being told what the form lacks
    return { data: await editor.photoVariants(caller, body(request, photosBody)) };
  });

  app.post('/cards', async (request, reply) => {
    const user = requireUser(request);
    assertFullAccount(callerOf(user));
    const cardId = await editor.create(callerOf(user), body(request, cardBody));
    return reply.status(201).send({ data: await cards.show(user.id, cardId) });
  });

  /** show-card: a public card for anyone; a private or unpublished one only for its author. */
  app.get('/cards/:id', async (request) => ({ data: await cards.show(request.user?.id ?? null, id(request.params)) }));

  app.patch('/cards/:id', async (request) => {
    const user = requireUser(request);
    const cardId = id(request.params);
    await editor.update(callerOf(user), cardId, body(request, cardPatch));
    return { data: await cards.show(user.id, cardId) };
  });

  app.delete('/cards/:id', async (request, reply) => {
    const user = requireUser(request);
    await editor.remove(callerOf(user), id(request.params));
    return reply.status(204).send();
  });

  app.put('/cards/:id/bookmark', async (request, reply) => {
    const user = requireUser(request);
    await cards.bookmark(user.id, id(request.params));
    return reply.status(204).send();
  });

  app.delete('/cards/:id/bookmark', async (request, reply) => {
    const user = requireUser(request);
    await cards.unbookmark(user.id, id(request.params));
    return reply.status(204).send();
  });

  app.get('/cards/:id/comments', async (request) => {
    const viewer = request.user ? callerOf(request.user) : null;
    return comments.list(viewer, id(request.params), query(request, commentsQuery));
  });

  app.post('/cards/:id/comments', { config: commentLimit }, async (request, reply) => {
    const user = requireUser(request);
    const comment = await comments.add(callerOf(user), id(request.params), body(request, commentBody).body);
    return reply.status(201).send({ data: comment });
  });

  app.delete('/comments/:id', async (request, reply) => {
    const user = requireUser(request);
    await comments.remove(callerOf(user), id(request.params));
    return reply.status(204).send();
  });

  app.get('/admin/cards', async (request) => {
    requireAdmin(request);
    return moderation.queue(query(request, queueQuery));
  });

  app.get('/admin/cards/:id', async (request) => {
    requireAdmin(request);
    return { data: await moderation.get(id(request.params)) };
  });

  app.post('/admin/cards/:id/approve', async (request) => {
    const admin = requireAdmin(request);
    const cardId = id(request.params);
    await moderation.approve(callerOf(admin), cardId, body(request, approveBody));
    return { data: await moderation.get(cardId) };
  });

  app.post('/admin/cards/:id/reject', async (request) => {
    const admin = requireAdmin(request);
    const cardId = id(request.params);
    await moderation.reject(callerOf(admin), cardId, body(request, rejectBody).reason);
    return { data: await moderation.get(cardId) };
  });
}
