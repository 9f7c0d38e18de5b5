/**
 * Interleaved A/B of two checkouts' servers on the same machine and database:
 *   npx tsx bench/ab.ts --a /path/to/main-checkout [--b .] --db var/bench.sqlite --port 19110 [--rounds 5] [--duration 3]
 *     [--only 'GET /api/v1/user,GET / (index.html)']
 * Both servers run side by side (idle unless driven); each round drives every endpoint for `duration` seconds on A,
 * then on B (the order alternating by round), and the floor once. Prints per endpoint the median of B ÷ A over the
 * rounds (the figure that means something on a shared machine), and each side's median ratio to the floor.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { benchCases, drive, startFloor, startServer, waitUntilUp } from './cases';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string', default: '.' },
    db: { type: 'string', default: 'var/bench.sqlite' },
    port: { type: 'string', default: '19110' },
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '8' },
    only: { type: 'string', default: '' },
  },
});
if (!values.a) throw new Error('--a <checkout> is required (the baseline, e.g. a worktree of main).');
const dbPath = resolve(values.db!);
const port = Number(values.port);
const roots = [resolve(values.a), resolve(values.b!)];
const ports = [port, port + 1];
const floorPort = port + 2;
const servers = roots.map((root, i) => startServer(root, dbPath, ports[i]!));
const floor = startFloor(dbPath, floorPort);
const stopAll = () => [...servers, floor].forEach((p) => p.kill('SIGTERM'));
process.on('exit', stopAll);
await Promise.all([...ports.map((p) => waitUntilUp(`http://127.0.0.1:${p}/health`)), waitUntilUp(`http://127.0.0.1:${floorPort}/floor`)]);

const only = new Set(values.only!.split(',').filter(Boolean));

const figures = new Map<string, { a: number[]; b: number[]; ratio: number[]; non2xx: number[] }>();
const floors: number[] = [];
const loads: number[] = [];
const names = benchCases(dbPath).cases.map((c) => c.name).filter((name) => !only.size || only.has(name));
for (let round = 0; round < Number(values.rounds); round++) {
  loads.push(loadavg()[0]!);
  floors.push((await drive(`http://127.0.0.1:${floorPort}/floor`, values)).requests.average);
  for (const name of names) {
    const rates = [0, 0];
    const bad = [0, 0];
    for (const side of round % 2 ? [1, 0] : [0, 1]) {
      // A fresh set of cases for each side: the learners' day starts afresh, so both meet the same state.
      const c = benchCases(dbPath).cases.find((x) => x.name === name)!;
      const r = await drive(`http://127.0.0.1:${ports[side]}`, values, c);
      rates[side] = r.requests.average;
      bad[side] = r.non2xx;
    }
    const f = figures.get(name) ?? { a: [], b: [], ratio: [], non2xx: [] };
    f.a.push(rates[0]!);
    f.b.push(rates[1]!);
    f.ratio.push(rates[1]! / rates[0]!);
    f.non2xx.push(bad[0]! + bad[1]!);
    figures.set(name, f);
  }
  console.error(`round ${round + 1} done (load ${loadavg()[0]!.toFixed(2)})`);
}
const fl = median(floors);
console.log(`\nA ${roots[0]}  B ${roots[1]}; ${values.rounds} rounds of ${values.duration} s, -c ${values.connections}; floor median ${Math.round(fl)} req/s; load ${loads.map((l) => l.toFixed(1)).join(' ')}`);
console.log('endpoint'.padEnd(32), 'A req/s'.padStart(8), 'A/floor'.padStart(8), 'B req/s'.padStart(8), 'B/floor'.padStart(8), 'B÷A'.padStart(6), 'non-2xx'.padStart(8));
for (const [name, f] of figures) {
  console.log(
    name.padEnd(32),
    String(Math.round(median(f.a))).padStart(8),
    (median(f.a) / fl).toFixed(2).padStart(8),
    String(Math.round(median(f.b))).padStart(8),
    (median(f.b) / fl).toFixed(2).padStart(8),
    `×${median(f.ratio).toFixed(2)}`.padStart(6),
    String(f.non2xx.reduce((x, y) => x + y, 0)).padStart(8),
  );
}
stopAll();
process.exit(0);
