/**
 * The stack's own limit: a bare Fastify route answering a stored JSON body, with nothing behind it.
 *   node --import tsx scripts/bench-bare-server.ts <port> <file with the JSON body>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const body = readFileSync(file!, 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
