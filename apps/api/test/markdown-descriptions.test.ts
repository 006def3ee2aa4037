import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, TestClient, type TestApp } from './harness.js';

/**
 * Descriptions are Markdown (issue 31, decision 067): the product's own answer carries them as safe
 * HTML in each language, and the page's meta tags as plain text.
 */
describe('Markdown descriptions', () => {
  let t: TestApp;
  const shopper = () => new TestClient(t.app);
  const DESCRIPTION = [
    '**Formaat:** A5, 120 bladzijden',
    '',
    '- Zuurdesem',
    '- Bloem & water',
    '',
    '<script>alert(1)</script><img src=x onerror="alert(2)">',
    '[Lees meer](javascript:alert(3)) of [de website](https://bakker.example).',
  ].join('\n');

  beforeAll(async () => {
    t = await createTestApp();
    const { client, token } = await registerMerchant(t.app);
    const storeId = (await createStore(client, token, { name: 'Bakker', slug: 'bakker' })).id;
    const created = await client.post(
      '/v1/admin/product',
      {
        store_id: storeId,
        name: 'Brood bakken',
        slug: 'brood-bakken',
        price: 1995,
        status: 'for_sale',
        description: DESCRIPTION,
        translations: { de: { name: 'Brot backen', description: '**Format:** A5' } },
      },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(() => t.close());

  it("shows the merchant's marks as HTML, in the reader's language, and nothing that runs", async () => {
    const answer = await shopper().get('/v1/store/bakker/product/brood-bakken');
    expect(answer.statusCode).toBe(200);
    const html = answer.json().data.description_html as Record<string, string>;
    expect(html.nl).toContain('<p><strong>Formaat:</strong> A5, 120 bladzijden</p>');
    expect(html.nl).toContain('<ul>\n<li>Zuurdesem</li>\n<li>Bloem &amp; water</li>\n</ul>');
    expect(html.nl).toContain(
      '<a href="https://bakker.example" rel="nofollow noopener noreferrer" target="_blank">de website</a>',
    );
    for (const unsafe of ['<script', 'alert(1)', '<img', 'onerror', 'javascript:']) {
      expect(html.nl).not.toContain(unsafe);
    }
    // German readers get the German text; English, which has none, the store's own.
    expect(html.de).toBe('<p><strong>Format:</strong> A5</p>\n');
    expect(html.en).toBe(html.nl);
    // The text as the merchant typed it stays, for the admin and the API's callers.
    expect(answer.json().data.description).toBe(DESCRIPTION);
  });

  it('leaves the HTML out of lists, which show no descriptions', async () => {
    const front = await shopper().get('/v1/store/bakker/front/home');
    expect(front.statusCode, front.body).toBe(200);
    expect(front.json().data.products[0]).not.toHaveProperty('description_html');
  });

  it("gives the page's meta description as plain text, without the marks", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/product/brood-bakken',
      headers: { host: 'bakker.localhost:3000' },
    });
    expect(page.body).toContain(
      '<meta name="description" content="Formaat: A5, 120 bladzijden Zuurdesem Bloem &#38; water Lees meer of de website." />',
    );
    const german = await t.app.inject({
      method: 'GET',
      url: '/product/brood-bakken?lang=de',
      headers: { host: 'bakker.localhost:3000' },
    });
    expect(german.body).toContain('<meta name="description" content="Format: A5" />');
  });
});
