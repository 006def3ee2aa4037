/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { FrameLocator, Page } from '@playwright/test';
import { WITHDRAWAL_WAIVER_TEXTS, type Locale } from '@platform/contract';
import { linkFromMailbox, type MailQuery } from './mailbox';

// The test page speaks the order's language.
export const PAY_BUTTON = /^(Betaling gelukt|Payment succeeds|Zahlung erfolgreich)$/;

/**
 * Ticks the checkout's consent to immediate delivery, which a consumer gives before paying for digital
 * content (decision 050), worded in the language the checkout shows.
 */
export async function consentToImmediateDelivery(shop: Page | FrameLocator, locale: Locale = 'nl') {
  await shop.getByRole('checkbox', { name: WITHDRAWAL_WAIVER_TEXTS[locale] }).check();
}

/**
 * Places an order for one product through the shop's API on the store's own host (the page `shop` has
 * open) for `customer`, a consumer who consents to immediate delivery, then asks for its payment link. Answers the order's id and number and the
 * payment-link call's answer.
 */
export async function orderThroughApi(
  shop: Page,
  productId: number,
  email = 'koper@example.com',
  customer: { name: string; country: string } = { name: 'Koper', country: 'NL' },
) {
  return shop.evaluate(
    async ({ product, email, customer }) => {
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
        customer_details: customer,
        withdrawal_waiver: true,
      });
      if (!order.ok) throw new Error(`Order failed: ${order.status} ${await order.text()}`);
      const { data } = (await order.json()) as { data: { id: string; number: number } };
      const link = await post(`/v1/store/${slug}/order/${cart.data.id}/payment-link`);
      return {
        orderId: data.id,
        orderNumber: data.number,
        link: {
          status: link.status,
          body: (await link.json()) as { data?: { url: string }; errors?: Record<string, string[]> },
        },
      };
    },
    { product: productId, email, customer },
  );
}

/**
 * The sign-in link of the newest e-mail to `to` in the development mailbox on the admin host, once
 * there are `count` e-mails to `to` (with `subject` in their subject, when given). `link` picks which of
 * the mail's sign-in links (the confirmation has two: the order and the library).
 */
export function loginLinkFromMailbox(
  admin: Page,
  adminUrl: string,
  to: string,
  { link = 'login_token=', ...query }: MailQuery & { link?: string } = {},
): Promise<string> {
  return linkFromMailbox(admin, adminUrl, to, link, query);
}
