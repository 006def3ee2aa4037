import { parse } from 'node:querystring';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { MAX_INPUT_ENTRIES } from './input-shape.js';

/**
 * Parses at most one field more than any input may hold: enough for the contract's validation to
 * refuse the form as having too many (decision 014), and never more work than that, however long
 * the body.
 */
const boundedParse = (body: string) => parse(body, '&', '=', { maxKeys: MAX_INPUT_ENTRIES + 1 });

/** HTML forms (`application/x-www-form-urlencoded`) for the routes of the calling plugin. */
export async function acceptFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { parser: boundedParse });
}
