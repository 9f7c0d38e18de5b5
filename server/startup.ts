import type { FastifyInstance } from 'fastify';
import { withStartupLock } from './db/startup-lock';
import { loadBaseVocabulary } from './modules/vocabulary/loader';
import { ensureAdmin } from './modules/users/admin.bootstrap';

/**
 * Work done once per start, after migrations, before listening. Each task is idempotent, and nodes starting
 * together run them one at a time, so any number of them may start at once.
 */
export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  // Each task reads, then inserts what is missing: nodes starting together on a fresh database take turns.
  await withStartupLock(app.db, 'slovo-startup', async () => {
    await ensureAdmin(app);
    const started = performance.now();
    const loaded = await loadBaseVocabulary(app.db, { now: app.clock.now() });
    app.log.info({ ...loaded, ms: Math.round(performance.now() - started) }, 'base vocabulary loaded');
  });
}
