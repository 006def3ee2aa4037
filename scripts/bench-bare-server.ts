/**
 * The stack's own limit: a bare Fastify route answering a stored JSON body, with nothing behind it, in
 * as many processes sharing the port as the server under test has.
 *   node --import tsx scripts/bench-bare-server.ts <port> <file with the JSON body> <processes>
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file, processes = '1'] = process.argv.slice(2);

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
  const body = readFileSync(file!, 'utf8');
  const app = Fastify({ logger: false });
  app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.send?.('listening');
}
