import type { FastifyReply } from 'fastify';

/** Sends JSON that is already serialized: Fastify passes a string body through as it is. */
export function sendSerialized(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
