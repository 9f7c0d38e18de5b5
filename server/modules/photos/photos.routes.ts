import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validation';

const params = z.object({
  card: z.coerce.number().int().positive(),
  variant: z.coerce.number().int().min(0),
  file: z.string().regex(/^[0-9a-f]{12}-(large|small)\.webp$/),
});

const previewParams = z.object({ file: z.string().regex(/^[0-9a-f]{12}-(large|small)\.webp$/) });

/** Card photos by content address: rendered on first request, then cached by everyone for good. */
export async function photoRoutes(app: FastifyInstance) {
  /** The editor's photo variants (POST cards/photos renders them first), and an edit's photo while it is moderated. */
  app.get<{ Params: Record<string, string> }>('/photos/previews/:file', async (request, reply) => {
    const p = parse(previewParams, request.params);
    const [hash, size] = p.file.replace('.webp', '').split('-') as [string, 'large' | 'small'];
    const bytes = await app.photos.servePreview(hash, size);
    if (!bytes) throw notFound();
    return reply.type('image/webp').header('Cache-Control', 'public, max-age=31536000, immutable').send(bytes);
  });

  app.get<{ Params: Record<string, string> }>('/photos/:card/:variant/:file', async (request, reply) => {
    const p = parse(params, request.params);
    const [hash, size] = p.file.replace('.webp', '').split('-') as [string, 'large' | 'small'];
    const bytes = await app.photos.serve(p.card, p.variant, hash, size);
    if (!bytes) throw notFound();
    return reply.type('image/webp').header('Cache-Control', 'public, max-age=31536000, immutable').send(bytes);
  });
}
