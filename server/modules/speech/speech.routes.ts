import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../lib/route-schema';
import { notFound } from '../../lib/http-errors';
import { renderBudgets } from '../photos/photos.routes';
import { needs } from '../../plugins/infrastructure';
import { type AudioFormat, AUDIO_TYPES } from './engine';

const cardParams = z.object({ card: dbId, file: z.string().regex(/^(word|example)-[0-9a-f]{12}\.(opus|mp3)$/) });
const wordParams = z.object({ hash: z.string().regex(/^[0-9a-f]{12}$/), file: z.string().min(5).max(90).regex(/\.(opus|mp3)$/) });

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Pronunciation audio by content address (docs/api.md "Speech"): rendered on first request, then cached for good.
 * Starting a render is charged to the IP like a photo render (PHOTO_RENDERS_PER_MINUTE); serving stored audio is free.
 */
export const speechRoutes = needs('speech-routes', ['speech'], async function speechRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const renderBudget = renderBudgets(app, 'speech-render');
  const split = (file: string) => {
    const [name, format] = file.split('.') as [string, AudioFormat];
    return { name, format };
  };

  // Audio bytes, not JSON: no response schema.
  app.get('/speech/cards/:card/:file', { schema: { params: cardParams } }, async (request, reply) => {
    const { name, format } = split(request.params.file);
    const [kind, hash] = name.split('-') as ['word' | 'example', string];
    const bytes = await app.speech.serveCard(request.params.card, kind, hash, format, renderBudget(request));
    if (!bytes) throw notFound();
    return reply.type(AUDIO_TYPES[format]).header('Cache-Control', IMMUTABLE).send(bytes);
  });

  app.get('/speech/words/:hash/:file', { schema: { params: wordParams } }, async (request, reply) => {
    const file = request.params.file;
    const dot = file.lastIndexOf('.');
    const format = file.slice(dot + 1) as AudioFormat;
    const bytes = await app.speech.serveWord(file.slice(0, dot), request.params.hash, format, renderBudget(request));
    if (!bytes) throw notFound();
    return reply.type(AUDIO_TYPES[format]).header('Cache-Control', IMMUTABLE).send(bytes);
  });
});
