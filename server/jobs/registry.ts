import { memoryFitJob } from '../modules/learning/memory/memory-fit.job';
import { reminderJobs } from '../modules/reminders/reminders.job';
import { statsJob } from '../modules/stats/stats.job';
import { createRegistry } from './job';

/**
 * Every background job the server runs, by name. A new job is a JobDefinition in its module, added here;
 * `npm run job -- <name>` and both runners find it through this list.
 */
export const jobs = createRegistry([memoryFitJob, ...reminderJobs, statsJob]);
