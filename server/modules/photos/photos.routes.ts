import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../lib/route-schema';
import { HttpError, notFound } from '../../lib/http-errors';
import { needs } from '../../plugins/infrastructure';

const params = z.object({
  card: dbId,
  variant: z.coerce.number().int().min(0),
  file: z.string().regex(/^[0-9a-f]{12}-(large|small)\.webp$/),
});

/**
 * The render budget of one kind of rendered file: each IP may start PHOTO_RENDERS_PER_MINUTE renders a minute (serving
 * stored files is free). Photos and speech each have their own count.
 */
export function renderBudgets(app: FastifyInstance, kind: string) {
  const renderLimit = app.createRateLimit({
    max: app.config.photoRenders.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `${request.ip}|${kind}`,
  });
  return (request: FastifyRequest) => async () => {
    const limit = await renderLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, 'tooManyAttempts', { headers: { 'Retry-After': String(limit.ttlInSeconds) } });
  };
}

const previewParams = z.object({ file: z.string().regex(/^[0-9a-f]{12}-(large|small)\.webp$/) });

/**
 * Card photos by content address: rendered on first request, then cached by everyone for good. A render costs CPU,
 * so each IP may start only PHOTO_RENDERS_PER_MINUTE of them (serving stored photos is free), and the service runs at
 * most PHOTO_RENDER_CONCURRENCY at once.
 */
export const photoRoutes = needs('photo-routes', ['photos'], async function photoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const renderBudget = renderBudgets(app, 'photo-render');

  /** The editor's photo variants (POST cards/photos renders them first), and an edit's photo while it is moderated. */
  // WebP bytes, not JSON: no response schema.
  app.get('/photos/previews/:file', { schema: { params: previewParams } }, async (request, reply) => {
    const p = request.params;
    const [hash, size] = p.file.replace('.webp', '').split('-') as [string, 'large' | 'small'];
    const bytes = await app.photos.servePreview(hash, size);
    if (!bytes) throw notFound();
    return reply.type('image/webp').header('Cache-Control', 'public, max-age=31536000, immutable').send(bytes);
  });

  app.get('/photos/:card/:variant/:file', { schema: { params } }, async (request, reply) => {
    const p = request.params;
    const [hash, size] = p.file.replace('.webp', '').split('-') as [string, 'large' | 'small'];
    const bytes = await app.photos.serve(p.card, p.variant, hash, size, renderBudget(request));
    if (!bytes) throw notFound();
    return reply.type('image/webp').header('Cache-Control', 'public, max-age=31536000, immutable').send(bytes);
  });
});
