import type { FastifyInstance } from 'fastify';
import { loadBaseVocabulary } from './modules/vocabulary/loader';
import { ensureAdmin } from './modules/users/admin.bootstrap';

/**
 * Work done once per start, after migrations, before listening. Each task is idempotent,
 * so several nodes starting together do no harm.
 */
export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  await ensureAdmin(app);
  const started = performance.now();
  const loaded = await loadBaseVocabulary(app.db, { now: app.clock.now() });
  app.log.info({ ...loaded, ms: Math.round(performance.now() - started) }, 'base vocabulary loaded');
}
