/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from 'playwright-core';

/**
 * Places an order for one product through the shop's API on the store's own host (the page `shop` has
 * open), then asks for its payment link. Answers the order id and the payment-link call's answer.
 */
export async function orderThroughApi(shop: Page, productId: number, email = 'koper@example.com') {
  return shop.evaluate(
    async ({ product, email }) => {
      const post = (path: string, body?: unknown) =>
        fetch(path, {
          method: 'POST',
          headers:
            body === undefined
              ? { Accept: 'application/json' }
              : { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const slug = location.hostname.split('.')[0];
      const cart = (await (
        await post(`/v1/store/${slug}/cart`, { products: [{ product_id: product, quantity: 1 }] })
      ).json()) as { data: { id: string } };
      const order = await post(`/v1/store/${slug}/order/${cart.data.id}`, {
        email,
        customer_details: { name: 'Koper', country: 'NL' },
      });
      if (!order.ok) throw new Error(`Order failed: ${order.status} ${await order.text()}`);
      const { data } = (await order.json()) as { data: { id: string } };
      const link = await post(`/v1/store/${slug}/order/${cart.data.id}/payment-link`);
      return {
        orderId: data.id,
        link: {
          status: link.status,
          body: (await link.json()) as { data?: { url: string }; errors?: Record<string, string[]> },
        },
      };
    },
    { product: productId, email },
  );
}

const MAIL_WAIT_MS = 15_000;

/**
 * The sign-in link of the newest e-mail to `to` in the development mailbox on the admin host. The mail
 * goes out through the outbox, which a worker empties every second, so the page is read again until
 * it shows.
 */
export async function loginLinkFromMailbox(admin: Page, adminUrl: string, to: string): Promise<string> {
  await admin.goto(`${adminUrl}/dev/mailbox`);
  const row = admin.locator('tr', { hasText: to }).first();
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (!(await row.isVisible())) {
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} in the mailbox`);
    await admin.waitForTimeout(250);
    await admin.reload();
  }
  await row.getByRole('link').click();
  const link = admin.locator('a[href*="login_token="]').first();
  await link.waitFor();
  return (await link.getAttribute('href'))!;
}
