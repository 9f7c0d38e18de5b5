import { buildApp } from '../app';
import { parseConfig } from '../config/env';

/**
 * One server node as its own process, configured from the environment, for tests that need several nodes
 * (realtime fan-out through Redis). Prints "READY <port>" once listening; closes gracefully on SIGTERM.
 */
const config = parseConfig();
const app = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
process.stdout.write(`READY ${(app.server.address() as { port: number }).port}\n`);
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
