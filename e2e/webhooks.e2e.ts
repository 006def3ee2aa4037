import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createStore, productForSale, registerMerchant } from './admin-helpers';
import { newPage, shoot } from './browser';
import { connectBrowser } from './shared-browser';
import { openTab, shopUrl } from './settings-helpers';
import { orderThroughApi } from './shop-helpers';

/** The merchant's own server: it answers 503 until it is told to answer 200, and counts what came. */
function receiver() {
  const answer = { status: 503, body: 'down for now' };
  let received = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`),
        ),
      ),
    answerWith: (status: number, body: string) => Object.assign(answer, { status, body }),
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let browser: Browser;
const hooks = receiver();
let hooksUrl: string;
beforeAll(async () => {
  browser = await connectBrowser();
  hooksUrl = await hooks.listen();
});
afterAll(async () => {
  await browser.close();
  await hooks.close();
});

test('webhooks: the merchant adds an endpoint, reads each attempt of a failing delivery, and sends it again once the server is back', async () => {
  const adminUrl = inject('adminUrl');
  const admin = await newPage(browser);
  await registerMerchant(admin, adminUrl, 'Wout Haak');
  const storeId = await createStore(admin, 'Haak & Co', 'Consumenten');
  const { productId, storeSlug } = await productForSale(admin, storeId, 'Haakpatroon');

  await openTab(admin, adminUrl, storeId, 'webhooks');
  await admin.getByRole('button', { name: 'Endpoint toevoegen' }).first().click();
  const dialog = admin.getByRole('dialog', { name: 'Nieuw webhook-endpoint' });
  await dialog.getByLabel('URL van het endpoint').fill(hooksUrl);
  await dialog.getByRole('checkbox', { name: /^order\.created/ }).check();
  await dialog.getByRole('button', { name: 'Endpoint toevoegen' }).click();
  await admin.getByText('Endpoint toegevoegd.').waitFor();

  const shop = await newPage(browser);
  await shop.goto(shopUrl(inject('storeUrl'), storeSlug));
  await orderThroughApi(shop, productId);
  await expect.poll(hooks.received, { timeout: 15_000 }).toBe(1);

  // The delivery failed once and waits for its retry; its attempts show what the server answered.
  await admin.reload();
  const delivery = admin
    .getByRole('list', { name: 'Recente verzendingen' })
    .getByRole('listitem')
    .filter({ hasText: 'order.created' });
  await delivery.getByText('Wordt opnieuw geprobeerd').waitFor();
  await delivery.getByText('1 poging').waitFor();
  await delivery.getByRole('button', { name: 'Pogingen tonen' }).click();
  const attempts = delivery.getByRole('list', { name: 'Pogingen, nieuwste eerst' });
  const attempt = attempts.getByRole('listitem');
  await attempt.waitFor();
  expect(await attempt.count()).toBe(1);
  expect(await attempt.textContent()).toMatch(/duurde \d+ ms\s*HTTP 503 down for now/);
  await shoot(admin, 'settings-webhook-attempts');
  await delivery.getByRole('button', { name: 'Pogingen verbergen' }).click();
  expect(await attempts.count()).toBe(0);

  // The server is back: sent again from the log, the new delivery is delivered at its first attempt.
  hooks.answerWith(200, 'thanks');
  await delivery.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await admin.getByText('Opnieuw verstuurd', { exact: false }).first().waitFor();
  await expect.poll(hooks.received, { timeout: 15_000 }).toBe(2);
  await admin.getByText('Afgeleverd').waitFor({ timeout: 15_000 });

  // Deleted, the endpoint takes its log with it.
  await admin.getByRole('button', { name: 'Verwijderen' }).click();
  await admin
    .getByRole('dialog', { name: 'Dit endpoint verwijderen?' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await admin.getByText('Endpoint verwijderd.').waitFor();
  await admin.getByText('Nog geen webhooks').waitFor();
});
