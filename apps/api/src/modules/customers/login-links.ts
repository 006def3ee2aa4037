import { addSeconds } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/crypto.js';
import type { Infrastructure } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { hostOrigin } from '../../lib/hosts.js';
import { insertLoginToken } from './login-tokens.repository.js';

export const LOGIN_TOKEN_TTL_SECONDS = 15 * 60;

/** A single-use, 15-minute link that signs the buyer in on the order page (DESIGN.md). */
export async function createLoginLink(
  db: Db,
  ctx: Infrastructure,
  order: OrderRow,
  storeSlug: string,
): Promise<string> {
  const token = randomToken();
  const now = ctx.clock.now();
  await insertLoginToken(db, {
    store_id: order.store_id,
    order_id: order.id,
    email: order.email,
    token_hash: hashToken(token),
    expires_at: addSeconds(now, LOGIN_TOKEN_TTL_SECONDS).toISOString(),
    created_at: now.toISOString(),
  });
  const origin = hostOrigin(storeSlug, ctx.config.publicHost, ctx.config.publicProtocol);
  return `${origin}/order/${order.id}?login_token=${token}`;
}
