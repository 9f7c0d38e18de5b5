import { mkdirSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config/env';
import { createDb, type Db, migrateToLatest } from './db/database';
import { corsOriginAllowed } from './lib/origins';
import { serializerCompiler, validatorCompiler } from './lib/route-schema';
import { type Clock, systemClock } from './lib/clock';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { oauthRoutes } from './modules/auth/oauth.routes';
import { vkRoutes } from './modules/auth/vk.routes';
import { cardRoutes } from './modules/cards/cards.routes';
import type { CardNotifier } from './modules/cards/notifier';
import { feedRoutes } from './modules/feed/feed.routes';
import { gameRoutes } from './modules/game/game.routes';
import { healthRoutes } from './modules/health/health.routes';
import { levelTestRoutes } from './modules/level-test/level-test.routes';
import { learningRoutes } from './modules/learning/learning.routes';
import { logsRoutes } from './modules/logs/logs.routes';
import type { Mailer } from './modules/mail/mailer';
import { emojiPhotoGenerator, type PhotoGenerator } from './modules/photos/generator';
import type { PhotoService } from './modules/photos/photo.service';
import { photoRoutes } from './modules/photos/photos.routes';
import type { SpeechEngine } from './modules/speech/engine';
import type { SpeechService } from './modules/speech/speech.service';
import { speechRoutes } from './modules/speech/speech.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { friendsRoutes } from './modules/friends/friends.routes';
import { storiesRoutes } from './modules/stories/stories.routes';
import { broadcastingRoutes } from './modules/realtime/broadcasting.routes';
import { liveCardNotifier } from './modules/realtime/card-moderated.notifier';
import { configuredProviders, pushService, type PushService } from './modules/push/push.service';
import { pushRoutes } from './modules/push/push.routes';
import { reminderRoutes } from './modules/reminders/reminders.routes';
import { botRoutes } from './modules/bot/bot.routes';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes';
import { fortuneRoutes } from './modules/fortunes/fortunes.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { eventsApiRoutes } from './modules/realtime/events-api.routes';
import realtime from './modules/realtime/realtime.plugin';
import { profileRoutes } from './modules/profile/profile.routes';
import { supportRoutes } from './modules/profile/support.routes';
import { csrfRoutes } from './modules/sessions/csrf.routes';
import { databaseSessionStore, redisSessionStore } from './modules/sessions/session-store';
import { userRoutes } from './modules/users/users.routes';
import auth from './plugins/auth';
import clientFiles from './plugins/client-files';
import clientVersion from './plugins/client-version';
import errors, { beforeRoutingError } from './plugins/errors';
import { dbPlugin, mailerPlugin, photosPlugin, redisPlugin, speechPlugin } from './plugins/infrastructure';
import maintenance from './plugins/maintenance';
import { rateLimitKey, sharedRateLimitStore } from './plugins/rate-limit-keys';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import shutdown from './plugins/shutdown';

export interface AppDeps {
  clock?: Clock;
  /** Sees every route as it is registered (the hostile suite enumerates the real routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Reuse an existing database (tests share one per file); otherwise one is created from config. */
  db?: Db;
  /** Replaces the configured mail transport (the SMTP sink in tests is configured through SMTP_URL instead). */
  mailer?: Mailer;
  migrate?: boolean;
  /** Another picture generator (a remote image API, say); the offline emoji composer by default. */
  photoGenerator?: PhotoGenerator;
  /** Another speech engine, or null for none; flite when its programs are installed by default. */
  speechEngine?: SpeechEngine | null;
  /** Announces moderation outcomes to card authors; by default live (realtime) and by push. */
  cardNotifier?: CardNotifier;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: Config;
    redis: Redis | null;
    mailer: Mailer;
    photos: PhotoService;
    speech: SpeechService;
    push: PushService;
  }
}

/** Builds the whole server without listening, so tests run it in-process or on an ephemeral port. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const now = () => clock.now();
  const db = deps.db ?? createDb(config.database, (err) => app.log.warn({ err: err.message }, 'database connection lost'));
  if (deps.migrate !== false) await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  // A command waits at most redisTimeoutMs, connected or not: a stopped or frozen Redis answers 503 in bounded time
  // (plugins/errors) instead of holding the request; ioredis reconnects by itself once Redis is back.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, commandTimeout: config.redisTimeoutMs }) : null;

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'] },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // fastify/demo's recommended timeouts: slow clients cannot hold sockets forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // A request that reaches a closing node is answered like any other (its connection then closes,
    // plugins/shutdown): the balancer has had SHUTDOWN_DELAY_SECONDS to stop sending, and nothing is refused half-way.
    return503OnClosing: false,
    // Two pino lines for every request cost more than a whole session-authenticated read (bench profile); access
    // logs belong to the proxy in front. Failures are still logged by the errors plugin; LOG_LEVEL=debug brings
    // one line per finished request back (below).
    // (Fastify 5.7 moved the switch into the log controller; the top-level option is deprecated, FSTDEP023.)
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: beforeRoutingError,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // Every route's schema is zod (lib/route-schema): 422 in the contract's shape, responses encoded by their schema.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('clock', clock);
  app.decorate('config', config);
  // The shared resources, as named plugins that route modules declare (plugins/infrastructure.ts).
  await app.register(dbPlugin, { db, owned: !deps.db });
  await app.register(redisPlugin, { redis });
  await app.register(photosPlugin, { photosDir: config.photosDir, generator: deps.photoGenerator ?? emojiPhotoGenerator, renderConcurrency: config.photoRenders.concurrency });
  await app.register(speechPlugin, { speechDir: config.speechDir, engine: deps.speechEngine, renderConcurrency: config.photoRenders.concurrency });
  await app.register(mailerPlugin, { mailer: deps.mailer, smtpUrl: config.mail.smtpUrl, from: config.mail.from, now });
  app.decorate('push', pushService({ db, providers: configuredProviders(config, now), log: app.log, now }));

  await app.register(errors);
  await app.register(shutdown);
  await app.register(securityHeaders, {
    production: config.env === 'production',
    appUrl: config.appUrl,
    realtimeClient: config.realtime.client,
    staticDir: config.staticDir,
    frameAncestors: config.frameAncestors,
  });
  if (config.logLevel === 'debug' || config.logLevel === 'trace') {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    });
  }
  await app.register(cors, {
    credentials: true,
    // An OPTIONS without Origin or Access-Control-Request-Method is no preflight: answered 204 like any other, not
    // with the plugin's plain-text 400 (every refusal of ours is the contract's JSON).
    strictPreflight: false,
    origin: (origin, cb) => {
      // Same-origin calls carry no Origin; only this app's own origins may call with credentials (lib/origins.ts).
      if (!origin) return cb(null, true);
      cb(null, corsOriginAllowed(origin, { corsOrigins: config.corsOrigins, vkAppId: config.vk.appId }));
    },
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(rateLimit, {
    global: false,
    // Redis unavailable: requests go through unlimited (with a log line) rather than failing; sessions cannot do that.
    store: sharedRateLimitStore(redis, `${config.redisPrefix}rate:`, (err) => app.log.warn({ reason: err.message }, 'rate limits not applied: store unavailable')),
    skipOnError: true,
    keyGenerator: rateLimitKey,
    // Trusted callers (monitoring, the benchmark on loopback) may be exempted by configuration, by IP.
    allowList: (request) => config.rateLimitAllowList.includes(request.ip),
  });
  await app.register(maintenance, { enabled: () => config.maintenance });
  await app.register(clientVersion, { min: config.minClientVersion, last: config.lastClientVersion });
  await app.register(session, {
    store: redis ? redisSessionStore(redis, `${config.redisPrefix}session:`) : databaseSessionStore(db),
    cookieName: config.session.cookie,
    lifetimeMs: config.session.lifetimeMs,
    secure: config.session.secure,
    sameSite: config.session.sameSite,
    now,
  });
  await app.register(auth, { db, now });
  await app.register(realtime);
  await app.register(broadcastingRoutes);
  await app.register(eventsApiRoutes);

  await app.register(healthRoutes, { db, version: process.env.npm_package_version ?? '2.2.0', startedAt: Date.now() });
  await app.register(csrfRoutes);
  await app.register(csrfRoutes, { prefix: '/api/v1' });
  await app.register(csrfRoutes, { prefix: '/api' });
  await app.register(photoRoutes);
  await app.register(speechRoutes);

  // The spec keeps an unversioned base beside v1: the same routes answer under both.
  for (const prefix of ['/api/v1', '/api']) {
    await app.register(
      async (api) => {
        // API JSON (a feed page is ~10 KB) compressed when it pays; brotli at a fast level, since it runs per answer.
        // Only here: built client files carry their own compressed copies (client-files) and photos are WebP.
        await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }, zlibOptions: { level: 6 } });
        await api.register(userRoutes, { db });
        await api.register(authRoutes, { db, now });
        await api.register(logsRoutes, { db, now, perMinute: config.logsPerMinute });
        await api.register(accountRoutes);
        await api.register(vkRoutes);
        await api.register(oauthRoutes, { apiBase: prefix });
        await api.register(profileRoutes);
        await api.register(supportRoutes);
        await api.register(feedRoutes);
        await api.register(cardRoutes, { notifier: deps.cardNotifier ?? liveCardNotifier(app) });
        await api.register(pushRoutes);
        await api.register(reminderRoutes);
        await api.register(botRoutes);
        await api.register(dictionaryRoutes);
        await api.register(fortuneRoutes);
        await api.register(statsRoutes);
        await api.register(learningRoutes);
        await api.register(friendsRoutes);
        await api.register(storiesRoutes);
        await api.register(levelTestRoutes);
        await api.register(gameRoutes);
        await api.register(pointsRoutes);
      },
      { prefix },
    );
  }

  // @fastify/static refuses a root that does not exist: a fresh machine has no uploads yet.
  mkdirSync(config.uploadsDir, { recursive: true });
  // Uploaded pictures get a new name on every change, so they can be cached for good.
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    wildcard: true,
    cacheControl: false, // ours is set in setHeaders; send's own would override it
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  await app.register(clientFiles, { root: config.staticDir });
  return app;
}
