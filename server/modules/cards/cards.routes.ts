import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/validation';
import { requireUser } from '../../plugins/auth';
import { cardsService } from './cards.service';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** show-card and bookmarks. */
export async function cardRoutes(app: FastifyInstance) {
  const cards = cardsService({ db: app.db, clock: app.clock, photos: app.photos });

  /** show-card: a public card for anyone; a private or unpublished one only for its author. */
  app.get<{ Params: { id: string } }>('/cards/:id', async (request) => {
    const { id } = parse(idParam, request.params);
    return { data: await cards.show(request.user?.id ?? null, id) };
  });

  app.put<{ Params: { id: string } }>('/cards/:id/bookmark', async (request, reply) => {
    const user = requireUser(request);
    const { id } = parse(idParam, request.params);
    await cards.bookmark(user.id, id);
    return reply.status(204).send();
  });

  app.delete<{ Params: { id: string } }>('/cards/:id/bookmark', async (request, reply) => {
    const user = requireUser(request);
    const { id } = parse(idParam, request.params);
    await cards.unbookmark(user.id, id);
    return reply.status(204).send();
  });
}
