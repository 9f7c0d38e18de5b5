/**
 * The throughput floor `npm run bench` compares every endpoint with: bare Fastify (no plugins, no logger) answering
 * GET /floor with one primary-key lookup through a statement prepared once, on the same SQLite file. Nothing a real
 * endpoint does can be cheaper, so "0.6 of the floor" means the app's own work costs less than the framework's.
 * Run as a child process (argv: db path, port), like the real server, so both meet the load generator the same way.
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

const [dbPath, port] = process.argv.slice(2);
const db = new SQLite(dbPath!, { readonly: true });
const lookup = db.prepare('select id, name, level from users where id = ?');
const app = Fastify({ logger: false });
app.get('/floor', async () => lookup.get(1 + Math.floor(Math.random() * 1000)));
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
