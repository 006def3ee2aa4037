import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { callApi, dataOf, expect, merchantToken, server, test, type DemoStore } from './fixtures';
import { PAY_BUTTON, loginLinkFromMailbox, orderThroughApi } from './shop-helpers';

/** The words of the journey in each language it is walked in. */
const WORDS = {
  nl: {
    browserLocale: 'nl-NL',
    purchases: 'Je aankopen',
    libraryMail: 'Je aankopen bij',
    signInTitle: 'Bekijk al je aankopen',
    email: 'E-mailadres',
    sendLink: 'Stuur me een inloglink',
    subscriptions: 'Abonnementen',
    perMonth: 'per maand',
    active: 'Actief',
    ending: 'Opgezegd',
    nextCharge: /Volgende betaling op (\S+)/,
    endsOn: 'Stopt op',
    cancel: 'Abonnement opzeggen',
    keep: 'Abonnement houden',
    confirmTitle: 'Maandblad opzeggen?',
    resume: 'Abonnement voortzetten',
    cancelled: 'Je abonnement is opgezegd.',
    resumed: 'Je abonnement loopt door.',
    changeMethod: 'Betaalmethode wijzigen',
    mandateOnly: 'Er wordt nu niets afgeschreven',
  },
  en: {
    browserLocale: 'en-GB',
    purchases: 'Your purchases',
    libraryMail: 'Your purchases at',
    signInTitle: 'See all your purchases',
    email: 'E-mail address',
    sendLink: 'Send me a sign-in link',
    subscriptions: 'Subscriptions',
    perMonth: 'per month',
    active: 'Active',
    ending: 'Cancelled',
    nextCharge: /Next payment on (\S+)/,
    endsOn: 'Ends on',
    cancel: 'Cancel subscription',
    keep: 'Keep subscription',
    confirmTitle: 'Cancel Maandblad?',
    resume: 'Resume subscription',
    cancelled: 'Your subscription is cancelled.',
    resumed: 'Your subscription continues.',
    changeMethod: 'Change payment method',
    mandateOnly: 'Nothing is charged now',
  },
} as const;

/** A product of the demo store sold by the month, made through the merchant's API. */
async function monthlyProduct(demo: DemoStore): Promise<number> {
  const token = await merchantToken(demo);
  const product = await dataOf<{ id: number }>(
    callApi(
      `${server.adminUrl}/v1/admin/product`,
      'POST',
      { store_id: demo.storeId, name: 'Maandblad', price: 900, vat_rate: 21, status: 'for_sale' },
      token,
    ),
  );
  await dataOf(
    callApi(
      `${server.adminUrl}/v1/admin/product/${product.id}`,
      'PUT',
      { store_id: demo.storeId, subscription_interval: 'month' },
      token,
    ),
  );
  return product.id;
}

for (const [language, viewport] of [
  ['nl', DESKTOP],
  ['en', NARROW_PHONE],
] as const) {
  const words = WORDS[language];

  test(`cancelling from the library: a subscriber cancels at the period's end and resumes (${language}, ${viewport.width} px)`, async ({
    browser,
    demo,
    page: mailbox,
  }) => {
    const productId = await monthlyProduct(demo);
    const context = await browser.newContext({ viewport, locale: words.browserLocale });
    const buyer = await context.newPage();
    const errors: string[] = [];
    buyer.on('pageerror', (error) => errors.push(error.message));
    const email = `abonnee.${language}.${demo.slug}@example.com`;

    // Subscribes: the order is placed in the browser's language and paid on the test provider's page.
    await buyer.goto(demo.storeUrl);
    const { orderId, link } = await orderThroughApi(buyer, productId, email);
    await buyer.goto(link.body.data!.url);
    await buyer.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(buyer).toHaveURL(new RegExp(`/order/${orderId}`));

    // Asks the library for a sign-in link, and follows it from the e-mail.
    await buyer.goto(`${demo.storeUrl}/orders`);
    await expect(buyer.getByRole('heading', { name: words.signInTitle })).toBeVisible();
    await buyer.getByLabel(words.email).fill(email);
    await buyer.getByRole('button', { name: words.sendLink }).click();
    const signIn = await loginLinkFromMailbox(mailbox, server.adminUrl, email, {
      subject: words.libraryMail,
    });
    await buyer.goto(signIn);
    await expect(buyer.getByRole('heading', { name: words.purchases, exact: true })).toBeVisible();

    // The subscription, with its price per month and next payment, above the orders.
    const subscriptions = buyer.getByRole('region', { name: words.subscriptions });
    const subscription = subscriptions.getByRole('listitem').filter({ hasText: 'Maandblad' });
    await expect(subscription).toHaveCount(1);
    await expect(subscription).toContainText(words.perMonth);
    await expect(subscription.getByText(words.active, { exact: true })).toBeVisible();
    const next = subscription.getByText(words.nextCharge);
    await expect(next).toBeVisible();
    const day = (await next.textContent())!.match(words.nextCharge)![1]!;
    await screenshot(buyer, `subscription-library-${language}-${viewport.width}`);

    // Cancels at the period's end, after a question that names the day it ends; keeping it first changes nothing.
    await subscription.getByRole('button', { name: new RegExp(`^${words.cancel}`) }).click();
    const question = buyer.getByRole('dialog', { name: words.confirmTitle });
    await expect(question).toContainText(day);
    await screenshot(buyer, `subscription-library-confirm-${language}-${viewport.width}`);
    await question.getByRole('button', { name: words.keep }).click();
    await expect(question).toBeHidden();
    await expect(next).toBeVisible();
    await subscription.getByRole('button', { name: new RegExp(`^${words.cancel}`) }).click();
    await question.getByRole('button', { name: words.cancel }).click();
    await expect(buyer.getByText(words.cancelled)).toBeVisible();
    await expect(subscription.getByText(`${words.endsOn} ${day}`)).toBeVisible();
    await expect(subscription.getByText(words.ending, { exact: true })).toBeVisible();
    await screenshot(buyer, `subscription-library-ending-${language}-${viewport.width}`);

    // The cancellation holds after a reload; resuming brings the next payment back.
    await buyer.reload();
    await expect(subscription.getByText(`${words.endsOn} ${day}`)).toBeVisible();
    await subscription.getByRole('button', { name: new RegExp(`^${words.resume}`) }).click();
    await expect(buyer.getByText(words.resumed)).toBeVisible();
    await expect(subscription.getByText(words.nextCharge)).toBeVisible();
    await expect(subscription.getByText(words.active, { exact: true })).toBeVisible();
    await expect(subscription.getByRole('button', { name: new RegExp(`^${words.cancel}`) })).toBeVisible();

    // Changes the payment method: the test page takes a mandate and charges nothing, then back to the library.
    await subscription.getByRole('button', { name: new RegExp(`^${words.changeMethod}`) }).click();
    await expect(buyer.getByText(words.mandateOnly)).toBeVisible();
    await buyer.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(buyer).toHaveURL(new RegExp(`${demo.storeUrl}/orders`));
    await expect(subscription.getByText(words.active, { exact: true })).toBeVisible();
    await expect(subscription.getByText(words.nextCharge)).toContainText(day);
    await screenshot(buyer, `subscription-library-method-${language}-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}
