/**
 * Latency at a steady rate, the way a server meets real traffic: requests are sent on a fixed schedule,
 * evenly spaced, whether or not earlier ones have been answered (an open loop), and each latency counts
 * from when its request was due, so time spent waiting behind a slow answer is never hidden.
 *
 * autocannon cannot measure this: at a given rate it sends each second's requests in one burst and then
 * waits, and it adds made-up samples to correct for that (its expected interval is 1 ms, whatever the
 * rate), so its percentiles at a rate describe neither.
 */
import { Agent, request } from 'node:http';
import { percentile } from './bench-stats.js';

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  sent: number;
  failed: number;
  p50: number;
  p99: number;
}

/** Connections opened before the clock starts; a request due while all are busy waits, and that counts. */
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 1;

/** Sends `rate` requests a second for `seconds` to the server at `base`, then waits for the last answer. */
export async function measureAtRate(
  base: string,
  rate: number,
  seconds: number,
  next: () => PacedRequest,
): Promise<PacedResult> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let failed = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = next();
      const outgoing = request(
        { host: url.hostname, port: url.port, method, path, headers, agent, timeout: 10_000 },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 500) >= 400) failed += 1;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        failed += 1;
        resolve();
      });
      outgoing.end(body);
    });

  const runSchedule = async (duration: number) => {
    const interval = 1000 / rate;
    const total = Math.round(rate * duration);
    const start = performance.now();
    const answers: Promise<void>[] = [];
    let sent = 0;
    while (sent < total) {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        answers.push(send(start + sent * interval));
        sent += 1;
      }
      // Asleep until the next one is due (timers fire by the millisecond; a request sent up to 1 ms late
      // has that counted in its latency), so the client leaves the cores to the server.
      const wait = start + sent * interval - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.floor(wait))));
    }
    await Promise.all(answers);
    return sent;
  };

  // Not measured: opening the connections, and a second at the rate, in which both sides' code for this
  // traffic gets compiled (the first second of a cold run was ten times slower at its 99th percentile).
  await Promise.all(Array.from({ length: CONNECTIONS }, () => send(performance.now())));
  await runSchedule(WARM_UP_SECONDS);
  latencies.length = 0;
  failed = 0;
  const sent = await runSchedule(seconds);
  agent.destroy();
  return {
    sent,
    failed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
  };
}
