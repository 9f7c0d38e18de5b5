/**
 * npm run bench:memory — does fitting each learner's FSRS parameters predict their recall better than the defaults?
 * Replays review histories with a time split (each learner's first 70% of days to fit, later reviews to judge) and
 * prints log loss and RMSE (fsrs-rs's binned RMSE) of default vs fitted parameters on the later reviews.
 * Histories: simulated learners (below), plus the reviews in a database when --db is given (DATABASE_URL or
 * SQLITE_PATH as the server reads them; learners with at least 64 reviews).
 * Published anchor (srs-benchmark, 9,999 Anki users): defaults 0.366 → fitted 0.346 log loss, RMSE 0.092 → 0.065.
 */
import { FSRSBinding, type FSRSBindingItem } from '@open-spaced-repetition/binding';
import { clipParameters, createEmptyCard, default_w, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs';
import { parseArgs } from 'node:util';
import { parseConfig } from '../server/config/env';
import { createDb } from '../server/db/database';
import { fitParameters } from '../server/modules/learning/memory/fit';
import { type ReviewPoint, trainingItems } from '../server/modules/learning/memory/fsrs-items';

const { values } = parseArgs({ options: { learners: { type: 'string', default: '60' }, days: { type: 'string', default: '150' }, seed: { type: 'string', default: '7' }, db: { type: 'boolean', default: false } } });
const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const dayString = (d: number) => new Date(START + d * DAY).toISOString().slice(0, 10);

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const gauss = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

/**
 * A simulated learner: their memory follows FSRS-6 with parameters of their own (the defaults scaled per parameter
 * by a log-normal factor: initial stabilities widely, the rest less), plus a per-word difficulty shift; they are
 * scheduled by the app's defaults (retention 0.9, day steps), and each review passes with their true recall chance.
 * New words: 6 a day for the first 40 days.
 */
function simulateLearner(r: () => number, days: number): ReviewPoint[] {
  const w = default_w.map((x, i) => x * Math.exp(gauss(r) * (i < 4 ? 0.6 : i === 20 ? 0.3 : 0.15)));
  const truth = fsrs(generatorParameters({ w: clipParameters(w, 2), enable_short_term: false, enable_fuzz: false }));
  const app = fsrs(generatorParameters({ request_retention: 0.9, enable_short_term: false, enable_fuzz: false }));
  const cards: { id: number; sched: Card; mem: Card; shift: number }[] = [];
  const out: ReviewPoint[] = [];
  for (let d = 0; d < days; d++) {
    const now = new Date(START + d * DAY + 12 * 3_600_000);
    if (d < 40) for (let k = 0; k < 6; k++) cards.push({ id: cards.length + 1, sched: createEmptyCard(now), mem: createEmptyCard(now), shift: gauss(r) * 0.4 });
    for (const c of cards) {
      if (c.sched.due.getTime() > now.getTime()) continue;
      const recall = c.mem.reps === 0 ? 0.7 : Number(truth.get_retrievability(c.mem, now, false));
      const p = 1 / (1 + Math.exp(-(Math.log(recall / (1 - recall + 1e-9)) - c.shift)));
      const rating = r() < p ? Rating.Good : Rating.Again;
      c.sched = app.next(c.sched, now, rating).card;
      c.mem = truth.next(c.mem, now, rating).card;
      out.push({ cardId: c.id, rating, day: dayString(d), at: now.getTime() });
    }
  }
  return out;
}

interface Tally { items: number; logLoss: [number, number]; rmse: [number, number]; fitted: number }
const tally: Tally = { items: 0, logLoss: [0, 0], rmse: [0, 0], fitted: 0 };

async function judge(reviews: ReviewPoint[]) {
  const first = Math.min(...reviews.map((x) => x.at));
  const last = Math.max(...reviews.map((x) => x.at));
  const cut = first + (last - first) * 0.7;
  const fit = await fitParameters(reviews.filter((x) => x.at < cut));
  const test: FSRSBindingItem[] = trainingItems(reviews, (x) => x.at >= cut);
  if (!fit?.params || test.length === 0) return;
  const byDefault = new FSRSBinding([...default_w]).evaluate(test);
  const fitted = new FSRSBinding(fit.params).evaluate(test);
  tally.items += test.length;
  tally.fitted++;
  tally.logLoss[0] += byDefault.logLoss * test.length;
  tally.logLoss[1] += fitted.logLoss * test.length;
  tally.rmse[0] += byDefault.rmseBins * test.length;
  tally.rmse[1] += fitted.rmseBins * test.length;
}

function print(label: string) {
  const f = (x: number) => (x / tally.items).toFixed(3);
  console.log(`${label}: ${tally.fitted} learners, ${tally.items} later reviews judged (weighted by reviews)`);
  console.log(`  log loss  default ${f(tally.logLoss[0])}  fitted ${f(tally.logLoss[1])}`);
  console.log(`  RMSE      default ${f(tally.rmse[0])}  fitted ${f(tally.rmse[1])}`);
}

const r = rng(Number(values.seed));
for (let i = 0; i < Number(values.learners); i++) await judge(simulateLearner(r, Number(values.days)));
print('simulated learners');
console.log('  (published anchor, srs-benchmark: log loss 0.366 → 0.346, RMSE 0.092 → 0.065)');

if (values.db) {
  Object.assign(tally, { items: 0, logLoss: [0, 0], rmse: [0, 0], fitted: 0 });
  const db = createDb(parseConfig().database);
  const users = await db.selectFrom('reviews').select(['user_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('user_id').having((eb) => eb.fn.countAll(), '>=', 64).execute();
  for (const u of users) {
    const rows = await db.selectFrom('reviews').select(['card_id as cardId', 'rating', 'day', 'reviewed_at as at']).where('user_id', '=', u.user_id).execute();
    await judge(rows);
  }
  await db.destroy();
  if (tally.fitted) print('learners in the database');
  else console.log('learners in the database: none with 64 reviews or more');
}
