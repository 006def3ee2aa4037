import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStore, productForSale, registerMerchant } from './admin-helpers';
import { shoot } from './browser';
import { test as base, expect, server, shopAddress } from './fixtures';
import { openTab } from './settings-helpers';
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

/** `hooks`: a receiver of the test's own, listening at `hooks.url`, closed when the test ends. */
const test = base.extend<{ hooks: ReturnType<typeof receiver> & { url: string } }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  hooks: async ({}, use) => {
    const hooks = receiver();
    const url = await hooks.listen();
    await use(Object.assign(hooks, { url }));
    await hooks.close();
  },
});

test('webhooks: the merchant adds an endpoint, reads each attempt of a failing delivery, and sends it again once the server is back', async ({
  browser,
  page: admin,
  hooks,
}) => {
  const adminUrl = server.adminUrl;
  await registerMerchant(admin, server.adminUrl, 'Wout Haak');
  const { storeId } = await createStore(admin, 'Haak & Co', 'Consumenten');
  const { productId, storeSlug } = await productForSale(admin, storeId, 'Haakpatroon');

  await openTab(admin, adminUrl, storeId, 'webhooks');
  await admin.getByRole('button', { name: 'Endpoint toevoegen' }).first().click();
  const dialog = admin.getByRole('dialog', { name: 'Nieuw webhook-endpoint' });
  await dialog.getByLabel('URL van het endpoint').fill(hooks.url);
  await dialog.getByRole('checkbox', { name: /^order\.created/ }).check();
  await dialog.getByRole('button', { name: 'Endpoint toevoegen' }).click();
  await expect(admin.getByText('Endpoint toegevoegd.')).toBeVisible();
  // The secret is shown this once, to copy; afterwards the endpoint shows only its hint.
  const shown = admin.getByRole('dialog', { name: 'Kopieer je ondertekeningsgeheim' });
  await expect(shown.getByText('je ziet het hierna niet meer', { exact: false })).toBeVisible();
  const secret = (await shown.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[\w-]{43}$/);
  await shoot(admin, 'settings-webhook-secret-once');
  await shown.getByRole('button', { name: 'Klaar' }).click();
  await expect(shown).toHaveCount(0);
  await expect(admin.getByText(`whsec_…${secret.slice(-4)}`)).toBeVisible();
  await expect(admin.getByText(secret)).toHaveCount(0);

  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.goto(shopAddress(storeSlug));
  await orderThroughApi(shop, productId);
  await shopContext.close();
  await expect.poll(hooks.received, { timeout: 15_000 }).toBe(1);

  // The delivery failed once and waits for its retry; its attempts show what the server answered.
  await admin.reload();
  const delivery = admin
    .getByRole('list', { name: 'Recente verzendingen' })
    .getByRole('listitem')
    .filter({ hasText: 'order.created' });
  await expect(delivery.getByText('Wordt opnieuw geprobeerd')).toBeVisible();
  await expect(delivery.getByText('1 poging')).toBeVisible();
  await delivery.getByRole('button', { name: 'Pogingen tonen' }).click();
  const attempts = delivery.getByRole('list', { name: 'Pogingen, nieuwste eerst' });
  const attempt = attempts.getByRole('listitem');
  await expect(attempt).toHaveCount(1);
  await expect(attempt).toHaveText(/duurde \d+ ms\s*HTTP 503 down for now/);
  await shoot(admin, 'settings-webhook-attempts');
  await delivery.getByRole('button', { name: 'Pogingen verbergen' }).click();
  await expect(attempts).toHaveCount(0);

  // The server is back: sent again from the log, the new delivery is delivered at its first attempt.
  hooks.answerWith(200, 'thanks');
  await delivery.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(admin.getByText('Opnieuw verstuurd', { exact: false }).first()).toBeVisible();
  await expect.poll(hooks.received, { timeout: 15_000 }).toBe(2);
  await expect(admin.getByText('Afgeleverd')).toBeVisible({ timeout: 15_000 });

  // Deleted, the endpoint takes its log with it.
  await admin.getByRole('button', { name: 'Verwijderen' }).click();
  await admin
    .getByRole('dialog', { name: 'Dit endpoint verwijderen?' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(admin.getByText('Endpoint verwijderd.')).toBeVisible();
  await expect(admin.getByText('Nog geen webhooks')).toBeVisible();
});

test('webhooks: a test event is sent at once from the endpoint, and the page says what the merchant’s server answered', async ({
  page: admin,
  hooks,
}) => {
  const adminUrl = server.adminUrl;
  await registerMerchant(admin, adminUrl, 'Tessa Test');
  const { storeId } = await createStore(admin, 'Proef & Co', 'Consumenten');
  await openTab(admin, adminUrl, storeId, 'webhooks');
  await admin.getByRole('button', { name: 'Endpoint toevoegen' }).first().click();
  const dialog = admin.getByRole('dialog', { name: 'Nieuw webhook-endpoint' });
  await dialog.getByLabel('URL van het endpoint').fill(hooks.url);
  await dialog.getByRole('checkbox', { name: /^order\.paid/ }).check();
  await dialog.getByRole('button', { name: 'Endpoint toevoegen' }).click();
  await admin
    .getByRole('dialog', { name: 'Kopieer je ondertekeningsgeheim' })
    .getByRole('button', { name: 'Klaar' })
    .click();

  // The receiver is down: the page shows its status and the start of its answer.
  const status = admin.getByRole('status').filter({ hasText: 'endpoint antwoordde' });
  await admin.getByRole('button', { name: 'Testgebeurtenis sturen' }).click();
  await expect(status).toHaveText(
    /^Je endpoint antwoordde 503 in \d+ ms; een echte gebeurtenis wordt dan opnieuw geprobeerd\.$/,
  );
  await expect(admin.getByText('down for now', { exact: true })).toBeVisible();
  expect(hooks.received()).toBe(1);

  hooks.answerWith(200, 'thanks');
  await admin.getByRole('button', { name: 'Testgebeurtenis sturen' }).click();
  await expect(status).toHaveText(/^Verstuurd: je endpoint antwoordde 200 in \d+ ms\.$/);
  expect(hooks.received()).toBe(2);
  // A test is kept in no log.
  await expect(admin.getByText('Nog niets verstuurd', { exact: false })).toBeVisible();
  await shoot(admin, 'settings-webhook-test-event');
});
