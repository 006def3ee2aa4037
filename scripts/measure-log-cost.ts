/**
 * What request logging costs (issue 17): the demo server, one process, answers a cached public product
 * read at LOG_LEVEL=warn (no request lines) and at info (the default), in turns, and the script prints
 * each level's requests per second, the server's CPU time per request where /proc tells it, and what
 * info costs on top of warn. Budget: at most 10 % of a cached read. Needs the built web app.
 *   npm run bench:logging            (LOG_COST_SECONDS per round, LOG_COST_ROUNDS turns; best of each)
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { firstProductOf, startDemoServer, type DemoServer } from './demo-server.js';

const SECONDS = Number(process.env.LOG_COST_SECONDS ?? 5);
const ROUNDS = Number(process.env.LOG_COST_ROUNDS ?? 3);
const CONNECTIONS = 16;
const WARM_UP_SECONDS = 2;
const BUDGET = 0.1;
const LEVELS = ['warn', 'info'] as const;

interface Round {
  rps: number;
  /** The server's CPU time per answered request, in microseconds; NaN where /proc is not there. */
  cpuMicros: number;
}

/** User and system CPU time of a process so far, in microseconds (Linux's /proc). */
function cpuMicrosOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, the 14th and 15th fields, counted from the state (the 3rd).
    const ticks = Number(fields[11]) + Number(fields[12]);
    // Linux counts them in USER_HZ, 100 a second on every architecture it runs on.
    return (ticks * 1_000_000) / 100;
  } catch {
    return Number.NaN;
  }
}

async function load(server: DemoServer, path: string, seconds: number): Promise<Round> {
  const store = new URL(server.storeUrl);
  const cpuBefore = cpuMicrosOf(server.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${store.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', path, headers: { host: store.host, accept: 'application/json' } }],
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  const cpu = cpuMicrosOf(server.pid) - cpuBefore;
  return { rps: result.requests.average, cpuMicros: cpu / result.requests.total };
}

async function measureLevel(level: (typeof LEVELS)[number]): Promise<Round> {
  const server = await startDemoServer({ WORKERS: '1', LOG_LEVEL: level });
  try {
    const product = await firstProductOf(server.storeUrl);
    const slug = new URL(server.storeUrl).hostname.split('.')[0];
    const path = `/v1/store/${slug}/product/${product.id}`;
    await load(server, path, WARM_UP_SECONDS);
    return await load(server, path, SECONDS);
  } finally {
    await server.stop();
  }
}

// Other work on the machine only ever slows a round down: the fastest throughput and the least CPU per
// request of each level are the nearest to what logging itself costs.
const best: Record<string, Round> = {};
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const level of LEVELS) {
    const measured = await measureLevel(level);
    console.log(
      `round ${round}  ${level.padEnd(4)}  ${Math.round(measured.rps)} req/s  ${measured.cpuMicros.toFixed(1)} µs CPU/request`,
    );
    const kept = best[level];
    best[level] = kept
      ? { rps: Math.max(kept.rps, measured.rps), cpuMicros: Math.min(kept.cpuMicros, measured.cpuMicros) }
      : measured;
  }
}

const warn = best.warn!;
const info = best.info!;
// At its peak the one server process is busy all the time, so its CPU per request is 1 / req/s.
const cost = warn.rps / info.rps - 1;
const cpuCost = info.cpuMicros / warn.cpuMicros - 1;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(`
cached product read, one process, best of ${ROUNDS} rounds of ${SECONDS} s
  LOG_LEVEL=warn  ${Math.round(warn.rps)} req/s  ${warn.cpuMicros.toFixed(1)} µs CPU/request
  LOG_LEVEL=info  ${Math.round(info.rps)} req/s  ${info.cpuMicros.toFixed(1)} µs CPU/request
  info / warn     ${(info.rps / warn.rps).toFixed(3)} of the throughput
  logging costs   ${percent(cost)} of a cached read by throughput, ${Number.isNaN(cpuCost) ? 'n/a' : percent(cpuCost)} by CPU (budget ${percent(BUDGET)})`);
