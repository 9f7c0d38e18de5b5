import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { parseConfigOrExit } from './config/env';
import { jobs } from './jobs/registry';
import { startJobRunner } from './jobs/runner';
import { runStartupTasks } from './startup';

/** npm start: checked configuration, migrations, first-start tasks, then serve until a signal arrives. */
async function main() {
  const config = parseConfigOrExit();
  const app = await buildApp(config);
  await runStartupTasks(app);
  // Background jobs never run inside a request: this node's runner (or none, with JOBS=0) does them.
  const runner = config.jobs.enabled ? await startJobRunner(jobs, { db: app.db, clock: app.clock, config, log: app.log }) : null;
  if (runner) app.log.info({ runner: runner.kind, jobs: [...jobs.keys()] }, 'background jobs started');

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: health answers 503, then the node stops accepting');
    // Health turns 503 at once so a balancer moves traffic away while this node still answers (each answer now
    // closes its connection); then it stops accepting, answers what is in flight, closes idle sockets and exits.
    app.beginShutdown();
    const jobsStopped = runner?.stop();
    if (!err && config.shutdownDelayMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDelayMs));
    await jobsStopped;
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  console.log(`Slovo is running at http://${shown}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
