import { expect } from 'vitest';
import type { TestClient } from './harness.js';

/** Makes the store a Dutch seller, VAT-registered, selling to other member states under OSS. */
export async function sellFromNlUnderOss(client: TestClient, token: string, storeId: number): Promise<void> {
  const saved = await client.post(
    '/v1/admin/settings',
    {
      store_id: storeId,
      settings: {
        country: 'NL',
        vat_scheme: 'oss',
        billing: {
          legal_name: 'Winkel BV',
          address: 'Kerkstraat 1',
          postal_code: '1017 GA',
          city: 'Amsterdam',
          country: 'NL',
          vat_number: 'NL000099998B57',
          coc_number: '12345678',
          iban: '',
        },
      },
    },
    { token },
  );
  expect(saved.statusCode, saved.body).toBe(200);
}
