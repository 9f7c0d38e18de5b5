import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config/env';
import { runStartupTasks } from './startup';

/** npm start: checked configuration, migrations, first-start tasks, then serve until a signal arrives. */
async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  const app = await buildApp(config);
  await runStartupTasks(app);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
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
