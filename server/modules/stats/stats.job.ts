import type { JobDefinition } from '../../jobs/job';
import { refreshStats } from './stats.store';

/** The admin statistics' daily figures (GET admin/stats reads them): fresh within 15 minutes. */
export const statsJob: JobDefinition = {
  name: 'stats-daily',
  everyMs: 15 * 60_000,
  leaseMs: 30 * 60_000,
  async run({ db, clock }) {
    return refreshStats(db, clock.now());
  },
};
