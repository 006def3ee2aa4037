/**
 * The stack's own limit: a bare Fastify answering stored JSON bodies, with nothing behind them, in as
 * many processes sharing the port as the server under test has. `GET /bare/<name>` sends the file
 * <name> of the directory, read once at start.
 *   node --import tsx scripts/bench-bare-server.ts <port> <directory of JSON bodies> <processes>
 */
import cluster from 'node:cluster';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';

const [port, directory, processes = '1'] = process.argv.slice(2);

if (cluster.isPrimary && Number(processes) > 1) {
  let listening = 0;
  for (let index = 0; index < Number(processes); index += 1) {
    cluster.fork().on('message', () => {
      listening += 1;
      if (listening === Number(processes)) process.send?.('listening');
    });
  }
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const bodies = new Map(
    readdirSync(directory!).map((name) => [name, readFileSync(path.join(directory!, name), 'utf8')]),
  );
  const app = Fastify({ logger: false });
  app.get<{ Params: { name: string } }>('/bare/:name', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies.get(request.params.name)),
  );
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.send?.('listening');
}
