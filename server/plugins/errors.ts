import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { type Locale, localeFrom, type MessageKey, translate } from '../i18n/messages';
import { HttpError, validationFailed } from '../lib/http-errors';
import { isOutage, RETRY_AFTER_SECONDS } from '../lib/outage';
import { zodToFieldErrors } from '../lib/validation';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: MessageKey, params?: Record<string, string | number>): string;
  }
}

/** 503 as maintenance mode answers it, with a code telling an outage apart: the client waits and tries again. */
export const unavailable = () => new HttpError(503, 'maintenance', { code: 'unavailable', headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

/** Fastify's own errors that are the client's fault, with the status and message the contract gives them. */
const frameworkErrors: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'malformedJson'],
};

function send(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  const t = request.t.bind(request);
  const bodyOut: Record<string, unknown> = { message: t(error.messageKey, error.extra.params) };
  if (error.extra.code) bodyOut.code = error.extra.code;
  if (error.extra.lastVersion) bodyOut.lastVersion = error.extra.lastVersion;
  if (error.extra.errors) {
    const errors = Object.fromEntries(
      Object.entries(error.extra.errors).map(([field, list]) => [field, list.map((e) => t(e.key, e.params))]),
    );
    const all = Object.values(errors).flat();
    bodyOut.message = all.length > 1 ? t('andMore', { message: all[0]!, count: all.length - 1 }) : (all[0] ?? bodyOut.message);
    bodyOut.errors = errors;
  }
  for (const [k, v] of Object.entries(error.extra.headers ?? {})) reply.header(k, v);
  return reply.status(error.status).type('application/json; charset=utf-8').send(bodyOut);
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed percent-encoding in the path, an
 * over-long path parameter) answer the contract's `{message}` in the caller's language instead of Fastify's raw
 * `{error, code: FST_ERR_BAD_URL}`. No hook has run for such a request, so headers are read directly.
 */
export function beforeRoutingError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeFrom(request.headers['accept-language']);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message = translate(locale, status === 500 ? 'serverError' : 'badUrl');
  if (status === 500) request.log.error({ err: error }, 'framework error');
  return reply.status(status).header('X-Content-Type-Options', 'nosniff').type('application/json; charset=utf-8').send({ message });
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', 'en');
    app.decorateRequest('t', function (this: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) {
      return translate(this.locale, key, params);
    });
    // Callback-style hooks here and in the other per-request plugins: an async hook costs a promise and a turn of
    // the microtask queue on every request, for work that never waits.
    app.addHook('onRequest', (request, _reply, done) => {
      request.locale = localeFrom(request.headers['accept-language']);
      done();
    });

    app.setErrorHandler((err: FastifyError | Error, request, reply) => {
      if (err instanceof HttpError) return send(request, reply, err);
      if (err instanceof z.ZodError) return send(request, reply, validationFailed(zodToFieldErrors(err)));
      const fe = err as FastifyError;
      if (fe.code && frameworkErrors[fe.code]) {
        const [status, key] = frameworkErrors[fe.code]!;
        return send(request, reply, new HttpError(status, key));
      }
      if (fe.statusCode === 429) {
        const retryAfter = String(reply.getHeader('retry-after') ?? 60);
        return send(request, reply, new HttpError(429, 'tooManyAttempts', { headers: { 'Retry-After': retryAfter } }));
      }
      if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
        request.log.info({ err }, 'client error');
        return send(request, reply, new HttpError(fe.statusCode, fe.statusCode === 404 ? 'notFound' : 'invalidData'));
      }
      if (isOutage(err)) {
        // The database or Redis is restarting or unreachable: the client waits and retries (spec §8), and the node
        // serves again by itself once it is back. One line, not a stack: an outage repeats it for every request.
        request.log.warn({ url: request.url, reason: err.message }, 'dependency unavailable: answered 503');
        return send(request, reply, unavailable());
      }
      request.log.error({ err }, 'unhandled error');
      return send(request, reply, new HttpError(500, 'serverError'));
    });
  },
  { name: 'errors' },
);
