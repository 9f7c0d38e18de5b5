import { randomUUID } from 'node:crypto';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config/env';
import { benchCookie, BENCH_SESSION_COUNT } from './seed';
import { decisionsToMake, startBenchDay, trainingCards } from './learners';

/**
 * Server-side latency, one request at a time through app.inject (no sockets, no load generator competing for the
 * two cores): what a request costs the server itself. Also the day's due-cards query alone.
 */
export async function serverSide(dbPath: string) {
  // Decisions and answers as a learner makes them, on a day started afresh (bench/learners.ts).
  startBenchDay(dbPath);
  const decisions = decisionsToMake(dbPath);
  const training = trainingCards(dbPath);
  const app = await buildApp(
    testConfig({ database: { kind: 'sqlite', path: dbPath }, logLevel: 'silent', photosDir: '/tmp/slovo-bench-photos', freeMovesPerDay: 1_000_000, rateLimitAllowList: ['127.0.0.1'] }),
  );
  await app.ready();
  const user = () => 1 + Math.floor(Math.random() * BENCH_SESSION_COUNT);
  const auth = (u: number) => ({ cookie: `slovo_session=${benchCookie(u)}; XSRF-TOKEN=csrf-${u}`, 'x-xsrf-token': `csrf-${u}`, 'content-type': 'application/json' });
  const trainingCard = (u: number) => {
    const cards = training.get(u)!;
    return cards[Math.floor(Math.random() * cards.length)]!;
  };
  const measure = async (name: string, run: () => Promise<unknown>, n = 400) => {
    for (let i = 0; i < 30; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(name.padEnd(34), `p50 ${times[Math.floor(n / 2)]!.toFixed(2).padStart(6)} ms`, `p99 ${times[Math.floor(n * 0.99)]!.toFixed(2).padStart(6)} ms`);
  };
  console.log('\nServer-side, one request at a time (app.inject):');
  await measure('GET feeds/main', () => app.inject({ method: 'GET', url: '/api/v1/feeds/main', headers: auth(user()) }));
  await measure('POST cards/{id}/decisions', () => {
    const d = decisions.next()!;
    return app.inject({ method: 'POST', url: `/api/v1/cards/${d.cardId}/decisions`, headers: auth(d.user), payload: { id: randomUUID(), decision: d.decision } });
  });
  await measure('POST training/answers', () => {
    const u = user();
    return app.inject({ method: 'POST', url: '/api/v1/training/answers', headers: auth(u), payload: { answers: [{ id: randomUUID(), cardId: trainingCard(u), answer: Math.random() < 0.8 ? 'know' : 'again' }] } });
  });
  await measure('GET training/session', () => app.inject({ method: 'GET', url: '/api/v1/training/session', headers: auth(user()) }));
  const now = Date.now();
  await measure('due-cards query (SQL alone)', () =>
    app.db
      .selectFrom('user_cards')
      .select(['card_id', 'due', 'stage'])
      .where('user_id', '=', 1 + Math.floor(Math.random() * 100_000))
      .where('stage', 'in', ['learning', 'repeating', 'fixing', 'learned'])
      .where('due', '<=', now)
      .orderBy('due')
      .limit(20)
      .execute(),
  );
  await app.close();
}
