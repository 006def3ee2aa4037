import { expect } from 'vitest';
import { SELLER_DETAILS, type TestClient } from './harness.js';

/** Makes the store a Dutch seller, VAT-registered, selling to other member states under OSS. */
export async function sellFromNlUnderOss(client: TestClient, token: string, storeId: number): Promise<void> {
  const saved = await client.post(
    '/v1/admin/settings',
    {
      store_id: storeId,
      settings: {
        country: 'NL',
        vat_scheme: 'oss',
        billing: SELLER_DETAILS,
      },
    },
    { token },
  );
  expect(saved.statusCode, saved.body).toBe(200);
}
