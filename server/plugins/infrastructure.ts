import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { createMailer, type Mailer } from '../modules/mail/mailer';
import type { PhotoGenerator } from '../modules/photos/generator';
import { diskPhotoStore, photoService } from '../modules/photos/photo.service';
import { useSpeechService } from '../modules/speech/card-speech';
import { engineAvailable, fliteEngine, type SpeechEngine } from '../modules/speech/engine';
import { speechService } from '../modules/speech/speech.service';

/**
 * The shared resources as named plugins: `db`, `redis`, `photos`, `speech` and `mailer`. Route modules and plugins that read
 * them declare them as dependencies (`needs` below, or fastify-plugin's `dependencies`), so a module registered
 * without what it reads fails at boot with the missing name instead of at its first request.
 */

/** The database, closed with the app unless the caller owns it (tests share one database per file). */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; owned: boolean }) => {
    app.decorate('db', opts.db);
    if (opts.owned) app.addHook('onClose', async () => opts.db.destroy());
  },
  { name: 'db' },
);

/** Redis when REDIS_URL is set (sessions, rate limits, realtime fan-out across nodes), else null. */
export const redisPlugin = fp(
  async (app: FastifyInstance, opts: { redis: Redis | null }) => {
    app.decorate('redis', opts.redis);
    const { redis } = opts;
    if (!redis) return;
    // ioredis reports every failed reconnection attempt: one line when Redis goes away and one when it is back.
    let lost = false;
    redis.on('error', (err: Error) => {
      if (lost) return;
      lost = true;
      app.log.error({ reason: err.message }, 'Redis unreachable: signed-in requests answer 503, rate limits are off until it is back');
    });
    redis.on('ready', () => {
      if (!lost) return;
      lost = false;
      app.log.info('Redis reachable again');
    });
    app.addHook('onClose', async () => redis.disconnect());
  },
  { name: 'redis' },
);

/** Card pictures: stored on disk, rendered on first request by the generator, at most `renderConcurrency` at once. */
export const photosPlugin = fp(
  async (app: FastifyInstance, opts: { photosDir: string; generator: PhotoGenerator; renderConcurrency: number }) => {
    app.decorate('photos', photoService({ db: app.db, store: diskPhotoStore(opts.photosDir), generator: opts.generator, renderConcurrency: opts.renderConcurrency }));
  },
  { name: 'photos', dependencies: ['db'] },
);

/**
 * Pronunciation audio: stored on disk beside the photos' pattern, rendered on first request by the offline engine
 * (flite by default; `engine: null` turns server audio off), under the photos' render limits. Without the engine's
 * programs installed the server still starts: cards then carry no audio URLs and the log says what to install.
 */
export const speechPlugin = fp(
  async (app: FastifyInstance, opts: { speechDir: string; engine?: SpeechEngine | null; renderConcurrency: number }) => {
    let engine = opts.engine === undefined ? fliteEngine() : opts.engine;
    if (opts.engine === undefined && !(await engineAvailable())) {
      app.log.warn('No pronunciation audio: install the Debian packages flite, opus-tools and ffmpeg (see README)');
      engine = null;
    }
    const service = speechService({ db: app.db, store: diskPhotoStore(opts.speechDir), engine, renderConcurrency: opts.renderConcurrency });
    app.decorate('speech', service);
    useSpeechService(service);
  },
  { name: 'speech', dependencies: ['db'] },
);

/** Outgoing mail: the configured transport, through the outbox table (or a replacement a caller passes). */
export const mailerPlugin = fp(
  async (app: FastifyInstance, opts: { mailer?: Mailer; smtpUrl: string | null; from: string; now: () => number }) => {
    app.decorate('mailer', opts.mailer ?? createMailer({ smtpUrl: opts.smtpUrl, from: opts.from, db: app.db, log: app.log, now: opts.now }));
  },
  { name: 'mailer', dependencies: ['db'] },
);

export type Resource = 'db' | 'redis' | 'photos' | 'speech' | 'mailer';

/**
 * Declares the named plugins a route module reads. The module stays encapsulated (its prefix and hooks are its own):
 * only fastify-plugin's metadata is added, which Fastify checks when the module is registered.
 */
export function needs<O extends Record<string, unknown> = Record<never, never>>(name: string, resources: Resource[], module: FastifyPluginAsync<O>): FastifyPluginAsync<O> {
  return fp(module, { name, dependencies: resources, encapsulate: true });
}
