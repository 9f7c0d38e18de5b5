import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/http-errors';
import { dataOf, dbId, idParams, resource } from '../../lib/route-schema';
import { adminOnly, requireAdmin } from '../../plugins/auth';
import { needs } from '../../plugins/infrastructure';
import { fieldsOfRow } from '../vocabulary/entry';
import { dictionaryImport, type ImportRow } from './dictionary.import';
import { importQuery, listQuery, revertBody, wordBody, wordPatch } from './dictionary.schemas';
import { dictionaryService } from './dictionary.service';
import { csvHeader, csvRow } from './word-csv';

/** An import file: 10,000 rows of the export are about 2 MB. */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;

type Entry = Awaited<ReturnType<ReturnType<typeof dictionaryService>['show']>>;
type Change = Awaited<ReturnType<ReturnType<typeof dictionaryService>['history']>>[number];
const entry = resource<Entry>();
const importData = z.object({ rows: z.array(resource<ImportRow>()), summary: z.record(z.string(), z.number()) });
const importResult = dataOf(importData);
/** 422: a refused apply carries the rows in error beside the usual `{message, errors}`; other 422s are the usual. */
const importRefused = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional(), data: importData.optional() });

/** The file of an import: a multipart field `file`, or the request body itself as text/csv. */
async function importText(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) {
    if (typeof request.body !== 'string' || request.body.trim() === '') throw fieldError('file', 'words.importEmpty');
    return request.body;
  }
  let file;
  try {
    file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  } catch {
    throw fieldError('file', 'words.importMissing');
  }
  if (!file) throw fieldError('file', 'words.importMissing');
  const buffer = await file.toBuffer().catch(() => null);
  if (!buffer || file.file.truncated) throw fieldError('file', 'words.importSize', { max: IMPORT_MAX_BYTES / 1024 / 1024 });
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  try {
    return text.decode(buffer);
  } catch {
    throw fieldError('file', 'words.importEncoding');
  }
}

/** The operator's dictionary (/admin/words): docs/api.md "Admin: the dictionary". */
export const dictionaryRoutes = needs('dictionary-routes', ['db', 'photos'], async function dictionaryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dictionary = dictionaryService({ db: app.db, clock: app.clock, photos: app.photos, log: app.log });
  const importer = dictionaryImport({ db: app.db, clock: app.clock, dictionary });
  // A CSV or TSV body is read as text here only (the rest of the API speaks JSON).
  app.addContentTypeParser(['text/csv', 'text/tab-separated-values'], { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    '/admin/words',
    { config: adminOnly, schema: { querystring: listQuery, response: { 200: z.object({ data: z.array(entry), meta: z.record(z.string(), z.number()) }) } } },
    async (request) => {
      requireAdmin(request);
      return dictionary.list(request.query);
    },
  );

  app.post('/admin/words', { config: adminOnly, schema: { body: wordBody, response: { 201: dataOf(entry) } } }, async (request, reply) => {
    const admin = requireAdmin(request);
    return reply.status(201).send({ data: await dictionary.create(admin, request.body) });
  });

  app.get('/admin/words/export', { config: adminOnly }, async (request, reply) => {
    requireAdmin(request);
    const rows = await app.db.selectFrom('words').selectAll().orderBy('id').execute();
    // A byte order mark, so that spreadsheets read the file as UTF-8; the import skips it.
    const csv = '\ufeff' + csvHeader() + rows.map((w) => csvRow(w.id, fieldsOfRow(w), w.retired_at !== null)).join('');
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="slovo-words.csv"')
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  // The file is multipart or text/csv, read by importText: no JSON body to declare.
  app.post(
    '/admin/words/import',
    { config: { ...adminOnly, rateLimit: { max: 20, timeWindow: 60_000 } }, bodyLimit: IMPORT_MAX_BYTES, schema: { querystring: importQuery, response: { 200: importResult, 422: importRefused } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const text = await importText(request);
      const t = request.t.bind(request);
      if (request.query.dryRun) return { data: await importer.preview(text, t) };
      const result = await importer.apply(admin, text, t);
      if (!result.applied) {
        const rows = result.rows.filter((r) => r.status === 'error');
        const message = t('words.importHasErrors', { count: rows.length });
        return reply.status(422).send({ message, errors: { file: [message] }, data: { rows, summary: result.summary } });
      }
      return { data: { rows: result.rows, summary: result.summary } };
    },
  );

  app.get('/admin/words/:id', { config: adminOnly, schema: { params: idParams, response: { 200: dataOf(entry) } } }, async (request) => {
    requireAdmin(request);
    return { data: await dictionary.show(request.params.id) };
  });

  app.patch('/admin/words/:id', { config: adminOnly, schema: { params: idParams, body: wordPatch, response: { 200: dataOf(entry) } } }, async (request) => {
    const admin = requireAdmin(request);
    return { data: await dictionary.update(admin, request.params.id, request.body) };
  });

  app.get('/admin/words/:id/history', { config: adminOnly, schema: { params: idParams, response: { 200: dataOf(z.array(resource<Change>())) } } }, async (request) => {
    requireAdmin(request);
    return { data: await dictionary.history(request.params.id) };
  });

  app.post(
    '/admin/words/:id/history/:change/revert',
    { config: adminOnly, schema: { params: z.object({ id: dbId, change: dbId }), body: revertBody, response: { 200: dataOf(entry) } } },
    async (request) => {
      const admin = requireAdmin(request);
      return { data: await dictionary.revert(admin, request.params.id, request.params.change, request.body.to) };
    },
  );
});
