import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from './modules/users/admin.bootstrap';

/**
 * Work done once per start, after migrations, before listening. Each task is idempotent,
 * so several nodes starting together do no harm.
 */
export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  await ensureAdmin(app);
}
