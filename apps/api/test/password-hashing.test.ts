import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMerchant, TestClient, type TestApp } from './harness.js';

/** A hash as the platform stored them before, at scrypt's N = 2^14. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

describe('password hashes at the production cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The suite hashes at a low cost to stay fast; this file uses the production default.
    t = await createTestApp({ PASSWORD_HASH_COST: '17' });
  });
  afterAll(() => t.close());

  const storedHash = async (email: string) =>
    (
      await t.ctx.database.allStoresDb
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it("are scrypt at OWASP's N = 2^17, r = 8, p = 1, and carry their parameters", async () => {
    const { email } = await registerMerchant(t.app);
    expect(await storedHash(email)).toMatch(/^scrypt\$131072\$8\$1\$[\w+/]+=*\$[\w+/]+=*$/);
  });

  it('replace an older, cheaper hash at the next successful sign-in', async () => {
    const { email, password } = await registerMerchant(t.app);
    await t.ctx.database.allStoresDb
      .updateTable('users')
      .set({ password_hash: oldHash(password) })
      .where('email', '=', email)
      .execute();

    const wrong = await new TestClient(t.app).post('/v1/auth/merchant/login', { email, password: 'not it' });
    expect(wrong.statusCode).toBe(422);
    expect(await storedHash(email)).toMatch(/^scrypt\$16384\$/);

    const login = await new TestClient(t.app).post('/v1/auth/merchant/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(await storedHash(email)).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(
      (await new TestClient(t.app).post('/v1/auth/merchant/login', { email, password })).statusCode,
    ).toBe(200);
    // Registering and two sign-ins at the production cost: on a loaded 2-core machine more than the
    // default per-test limit, which is a safety net here, not a budget.
  }, 90_000);
});
