import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads from the environment, checked once at boot.
 * A bad value stops the process with a message naming the variable, the value and what was expected.
 */
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const semver = z.string().regex(/^\d+\.\d+\.\d+$/, 'a version like 2.2.0');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  APP_URL: z.url().optional(),
  APP_KEY: z.string().min(32, 'at least 32 characters').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL (leave it empty for the embedded SQLite)')
    .optional()
    .or(z.literal('')),
  // Unset: `slovo.sqlite` inside VAR_DIR, so moving VAR_DIR moves the database with the rest of the local state.
  SQLITE_PATH: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// URL')
    .optional()
    .or(z.literal('')),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]*$/).default('slovo:'),
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(1),
  STATIC_DIR: z.string().min(1).default('dist'),
  VAR_DIR: z.string().min(1).default('var'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_COOKIE: z.string().regex(/^[A-Za-z0-9_-]+$/).default('slovo_session'),
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(1).default(60 * 24 * 14),
  COOKIE_SECURE: bool.optional(),
  COOKIE_SAMESITE: z.enum(['lax', 'strict', 'none']).optional(),
  CORS_ORIGINS: csv.default([]),
  FRAME_ANCESTORS: csv.optional(),
  MIN_CLIENT_VERSION: semver.default('2.2.0'),
  LAST_CLIENT_VERSION: semver.optional(),
  MAINTENANCE: bool.default(false),
  TRUST_PROXY: bool.default(false),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'at least 8 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('')),
  MAIL_FROM: z.string().min(3).default('Slovo <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email().optional(),
  VK_APP_ID: z.coerce.number().int().positive().optional(),
  VK_APP_SECRET: z.string().min(1).optional(),
  VK_LAUNCH_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(3600),
  VKID_CLIENT_ID: z.string().min(1).optional(),
  VKID_AUTHORIZE_URL: z.url().default('https://id.vk.ru/authorize'),
  VKID_TOKEN_URL: z.url().default('https://id.vk.ru/oauth2/auth'),
  VKID_USER_INFO_URL: z.url().default('https://id.vk.ru/oauth2/user_info'),
  YANDEX_CLIENT_ID: z.string().min(1).optional(),
  YANDEX_CLIENT_SECRET: z.string().min(1).optional(),
  YANDEX_AUTHORIZE_URL: z.url().default('https://oauth.yandex.ru/authorize'),
  YANDEX_TOKEN_URL: z.url().default('https://oauth.yandex.ru/token'),
  YANDEX_INFO_URL: z.url().default('https://login.yandex.ru/info'),
  UPLOADS_DIR: z.string().min(1).optional(),
  PHOTOS_DIR: z.string().min(1).optional(),
  SPEECH_DIR: z.string().min(1).optional(),
  FREE_MOVES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(20),
  RATE_LIMIT_ALLOWLIST: csv.default([]),
  LOGS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  PHOTO_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PHOTO_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  JOBS: bool.default(true),
  JOBS_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Realtime, named as Laravel Reverb names them (config/reverb.php), so an operator's .env carries over.
  REVERB_APP_ID: z.string().regex(/^[A-Za-z0-9_-]+$/).default('slovo'),
  REVERB_APP_KEY: z.string().regex(/^[A-Za-z0-9_-]+$/).default('slovo-key'),
  REVERB_APP_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  REVERB_APP_ACTIVITY_TIMEOUT: z.coerce.number().int().min(1).default(30),
  REVERB_APP_PING_INTERVAL: z.coerce.number().int().min(1).default(60),
  REVERB_APP_MAX_MESSAGE_SIZE: z.coerce.number().int().min(100).default(10_000),
  REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM: z.enum(['members', 'none']).default('members'),
  REVERB_SCALING_CHANNEL: z.string().regex(/^[A-Za-z0-9:_-]+$/).default('reverb'),
  REVERB_NODE_TTL_SECONDS: z.coerce.number().int().min(1).default(30),
  // Where the client was built to open its realtime socket (the same variables the Vite build reads): the server's
  // Content-Security-Policy must allow that host, or a client built for a separate realtime host opens no socket.
  VITE_REVERB_HOST: z.string().regex(/^[A-Za-z0-9.-]+$/, 'a host name').optional().or(z.literal('')),
  VITE_REVERB_PORT: z.coerce.number().int().min(1).max(65535).optional().or(z.literal('')),
  VITE_REVERB_SCHEME: z.enum(['http', 'https', 'ws', 'wss']).optional().or(z.literal('')),
  // Push: FCM HTTP v1 with a service account (a JSON file path or the JSON itself), VK's notifications.sendMessage.
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  FCM_ENDPOINT: z.url().default('https://fcm.googleapis.com'),
  FCM_TOKEN_URI: z.url().optional(),
  VK_API_URL: z.url().default('https://api.vk.ru'),
  VK_API_VERSION: z.string().regex(/^\d+\.\d+$/).default('5.199'),
  VK_SERVICE_TOKEN: z.string().min(1).optional(),
});

export type RawConfig = z.infer<typeof schema>;

export interface Config {
  env: RawConfig['NODE_ENV'];
  host: string;
  port: number;
  appUrl: string;
  appKey: string;
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; schema?: string };
  redisUrl: string | null;
  redisPrefix: string;
  /** After SIGTERM: how long /health says 503 while the node still serves, before it stops accepting connections. */
  shutdownDelayMs: number;
  /** How long one Redis command may take before the request it serves is answered 503 (a frozen or lost Redis). */
  redisTimeoutMs: number;
  staticDir: string;
  varDir: string;
  logLevel: RawConfig['LOG_LEVEL'];
  session: { cookie: string; lifetimeMs: number; secure: boolean; sameSite: 'lax' | 'strict' | 'none' };
  corsOrigins: string[];
  /** Origins besides VK's that may frame the app (CSP frame-ancestors). */
  frameAncestors: string[];
  minClientVersion: string;
  lastClientVersion: string;
  maintenance: boolean;
  trustProxy: boolean;
  admin: { email: string | null; password: string | null };
  logsPerMinute: number;
  /** Card photos rendered at once on this node, and new renders one IP may start a minute. */
  photoRenders: { concurrency: number; perMinute: number };
  rateLimitAllowList: string[];
  freeMovesPerDay: number;
  bodyLimit: number;
  mail: { smtpUrl: string | null; from: string; supportEmail: string | null };
  vk: { appId: number | null; secret: string | null; launchMaxAgeSeconds: number };
  oauth: {
    vkid: { clientId: string | null; authorizeUrl: string; tokenUrl: string; userInfoUrl: string };
    yandex: { clientId: string | null; clientSecret: string | null; authorizeUrl: string; tokenUrl: string; infoUrl: string };
  };
  uploadsDir: string;
  photosDir: string;
  /** Rendered pronunciation audio. */
  speechDir: string;
  /** Background jobs (server/jobs): whether this node runs them, and how often the in-process runner looks. */
  jobs: { enabled: boolean; tickMs: number };
  realtime: RealtimeConfig;
  push: PushConfig;
}

export interface PushConfig {
  fcm: { serviceAccount: FcmServiceAccount | null; endpoint: string; tokenUri: string | null };
  vk: { apiUrl: string; version: string; serviceToken: string | null };
}

export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export interface RealtimeConfig {
  appId: string;
  key: string;
  secret: string;
  /** Seconds of silence after which pusher-js pings (sent to it in connection_established). */
  activityTimeout: number;
  /** How often the server pings silent connections and drops those that stayed silent since the last ping. */
  pingIntervalMs: number;
  maxMessageSize: number;
  clientEventsFrom: 'members' | 'none';
  /** Redis pub/sub channel every node publishes to and listens on (prefixed with REDIS_PREFIX). */
  scalingChannel: string;
  /** A node that has not renewed its heartbeat for this long is presumed dead and its presence members removed. */
  nodeTtlMs: number;
  /** Where the built client opens its socket (VITE_REVERB_*; each unset means the app's own). */
  client: { host: string | null; port: number | null; scheme: 'http' | 'https' | 'ws' | 'wss' | null };
}

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(schema.shape).map((k) => [k, env[k] === undefined ? undefined : env[k]]),
  );
  const result = schema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  const production = c.NODE_ENV === 'production';
  const varDir = resolve(c.VAR_DIR);
  const appKey = c.APP_KEY ?? localAppKey(varDir, production);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    appKey,
    database: c.DATABASE_URL
      ? { kind: 'postgres', url: c.DATABASE_URL }
      : { kind: 'sqlite', path: c.SQLITE_PATH === ':memory:' ? ':memory:' : resolve(c.SQLITE_PATH ?? resolve(varDir, 'slovo.sqlite')) },
    redisUrl: c.REDIS_URL || null,
    redisPrefix: c.REDIS_PREFIX,
    redisTimeoutMs: c.REDIS_TIMEOUT_MS,
    shutdownDelayMs: c.SHUTDOWN_DELAY_SECONDS * 1000,
    staticDir: resolve(c.STATIC_DIR),
    varDir,
    logLevel: c.LOG_LEVEL,
    session: {
      cookie: c.SESSION_COOKIE,
      lifetimeMs: c.SESSION_LIFETIME_MINUTES * 60_000,
      // The VK container loads the app in a cross-site iframe: production cookies must be SameSite=None; Secure.
      secure: c.COOKIE_SECURE ?? production,
      sameSite: c.COOKIE_SAMESITE ?? (production ? 'none' : 'lax'),
    },
    corsOrigins: c.CORS_ORIGINS,
    // Outside production the local stand-in VK container (another port on loopback) may frame the app.
    frameAncestors: c.FRAME_ANCESTORS ?? (production ? [] : ['http://localhost:*', 'http://127.0.0.1:*']),
    minClientVersion: c.MIN_CLIENT_VERSION,
    lastClientVersion: c.LAST_CLIENT_VERSION ?? c.MIN_CLIENT_VERSION,
    maintenance: c.MAINTENANCE,
    trustProxy: c.TRUST_PROXY,
    admin: { email: c.ADMIN_EMAIL ?? null, password: c.ADMIN_PASSWORD ?? null },
    logsPerMinute: c.LOGS_PER_MINUTE,
    photoRenders: { concurrency: c.PHOTO_RENDER_CONCURRENCY, perMinute: c.PHOTO_RENDERS_PER_MINUTE },
    rateLimitAllowList: c.RATE_LIMIT_ALLOWLIST,
    freeMovesPerDay: c.FREE_MOVES_PER_DAY,
    bodyLimit: c.BODY_LIMIT_BYTES,
    mail: { smtpUrl: c.SMTP_URL || null, from: c.MAIL_FROM, supportEmail: c.SUPPORT_EMAIL ?? null },
    vk: { appId: c.VK_APP_ID ?? null, secret: c.VK_APP_SECRET ?? null, launchMaxAgeSeconds: c.VK_LAUNCH_MAX_AGE_SECONDS },
    oauth: {
      vkid: { clientId: c.VKID_CLIENT_ID ?? null, authorizeUrl: c.VKID_AUTHORIZE_URL, tokenUrl: c.VKID_TOKEN_URL, userInfoUrl: c.VKID_USER_INFO_URL },
      yandex: {
        clientId: c.YANDEX_CLIENT_ID ?? null,
        clientSecret: c.YANDEX_CLIENT_SECRET ?? null,
        authorizeUrl: c.YANDEX_AUTHORIZE_URL,
        tokenUrl: c.YANDEX_TOKEN_URL,
        infoUrl: c.YANDEX_INFO_URL,
      },
    },
    uploadsDir: resolve(c.UPLOADS_DIR ?? resolve(varDir, 'uploads')),
    photosDir: resolve(c.PHOTOS_DIR ?? resolve(varDir, 'photos')),
    speechDir: resolve(c.SPEECH_DIR ?? resolve(varDir, 'speech')),
    jobs: { enabled: c.JOBS, tickMs: c.JOBS_TICK_SECONDS * 1000 },
    realtime: {
      appId: c.REVERB_APP_ID,
      key: c.REVERB_APP_KEY,
      secret: c.REVERB_APP_SECRET ?? derivedSecret(appKey, 'reverb-app-secret'),
      activityTimeout: c.REVERB_APP_ACTIVITY_TIMEOUT,
      pingIntervalMs: c.REVERB_APP_PING_INTERVAL * 1000,
      maxMessageSize: c.REVERB_APP_MAX_MESSAGE_SIZE,
      clientEventsFrom: c.REVERB_APP_ACCEPT_CLIENT_EVENTS_FROM,
      scalingChannel: c.REVERB_SCALING_CHANNEL,
      nodeTtlMs: c.REVERB_NODE_TTL_SECONDS * 1000,
      client: { host: c.VITE_REVERB_HOST || null, port: c.VITE_REVERB_PORT || null, scheme: c.VITE_REVERB_SCHEME || null },
    },
    push: {
      fcm: { serviceAccount: serviceAccount(c.FCM_SERVICE_ACCOUNT), endpoint: c.FCM_ENDPOINT.replace(/\/$/, ''), tokenUri: c.FCM_TOKEN_URI ?? null },
      vk: { apiUrl: c.VK_API_URL.replace(/\/$/, ''), version: c.VK_API_VERSION, serviceToken: c.VK_SERVICE_TOKEN ?? null },
    },
  };
}

/** FCM_SERVICE_ACCOUNT: the service account JSON, inline or as a file path. */
function serviceAccount(value: string | undefined): FcmServiceAccount | null {
  if (!value) return null;
  let parsed: Partial<FcmServiceAccount>;
  try {
    parsed = JSON.parse(value.trim().startsWith('{') ? value : readFileSync(resolve(value), 'utf8')) as Partial<FcmServiceAccount>;
  } catch {
    throw new ConfigError(`Invalid configuration:\n  FCM_SERVICE_ACCOUNT: not a readable service account JSON (inline or a file path)`);
  }
  if (!parsed.project_id || !parsed.client_email || !parsed.private_key) {
    throw new ConfigError('Invalid configuration:\n  FCM_SERVICE_ACCOUNT: needs project_id, client_email and private_key');
  }
  return parsed as FcmServiceAccount;
}

/** A secret of its own for each use of APP_KEY, so nodes sharing APP_KEY agree on it without another variable. */
function derivedSecret(appKey: string, purpose: string): string {
  return createHmac('sha256', appKey).update(purpose).digest('base64url');
}

/** For commands (server, job runner): a bad setting ends the process with the message and exit code 78 (EX_CONFIG). */
export function parseConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return parseConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
}

/** Outside production a missing APP_KEY is generated once and kept under var/, so restarts keep signed links valid. */
function localAppKey(varDir: string, production: boolean): string {
  if (production) throw new ConfigError('Invalid configuration:\n  APP_KEY="": required in production (at least 32 characters)');
  const file = resolve(varDir, 'app-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** Test helper and programmatic entry: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = parseConfig({
    NODE_ENV: 'test',
    APP_KEY: 'test-key-test-key-test-key-test-key-0123',
    SQLITE_PATH: ':memory:',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    // Tests start a job runner themselves when they test one.
    JOBS: '0',
  });
  return { ...base, ...overrides };
}
