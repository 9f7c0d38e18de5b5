// npm run job -- <name> [--now]: runs one background job in this process, now, under the same database lock
// the runners use (so it never overlaps a scheduled run), prints its summary and exits.
// --now: act for every eligible learner regardless of the local time each one chose.
import { parseConfigOrExit } from '../server/config/env';
import { createDb, migrateToLatest } from '../server/db/database';
import { consoleLog } from '../server/jobs/job';
import { jobs } from '../server/jobs/registry';
import { runJob } from '../server/jobs/run-job';
import { systemClock } from '../server/lib/clock';

async function main() {
  const args = process.argv.slice(2);
  const name = args.find((a) => !a.startsWith('--'));
  const job = name ? jobs.get(name) : undefined;
  if (!job) {
    console.error(`Usage: npm run job -- <name> [--now]\nJobs: ${[...jobs.keys()].join(', ') || '(none)'}`);
    process.exit(64);
  }
  const config = parseConfigOrExit();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const out = await runJob(job, { db, clock: systemClock, config, log: consoleLog, now: args.includes('--now') });
    if (out.status === 'skipped') {
      console.error(`${job.name}: another node is running it right now; try again when it has finished.`);
      process.exitCode = 75;
    } else console.log(`${job.name}: done in ${out.ms} ms`, out.result);
  } finally {
    await db.destroy();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
