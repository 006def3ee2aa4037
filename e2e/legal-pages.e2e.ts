import { signIn } from './admin-helpers';
import { newPage, PHONE, shoot } from './browser';
import { callApi, dataOf, expect, merchantToken, server, test } from './fixtures';

const TERMS = 'Artikel 1 – Toepasselijkheid\nDeze voorwaarden gelden voor elke bestelling bij Atelier Noor.';

test('a shopper on a phone follows the footer from a product to who sells, and from the checkout to the terms', async ({
  browser,
  demo,
}) => {
  // The merchant gives the terms as text and the privacy policy as a page of their own site.
  const token = await merchantToken(demo);
  await dataOf(
    callApi(
      `${demo.storeUrl}/v1/admin/settings`,
      'POST',
      {
        store_id: demo.storeId,
        settings: {
          billing: {
            legal_name: 'Atelier Noor B.V.',
            address: 'Keizersgracht 12',
            postal_code: '1015 CS',
            city: 'Amsterdam',
            country: 'NL',
            vat_number: 'NL000099998B57',
            coc_number: '12345678',
            iban: '',
          },
          terms_url: null,
          terms_text: TERMS,
          privacy_url: 'https://www.example.com/privacy',
          privacy_text: '',
        },
      },
      token,
    ),
  );
  const front = await dataOf<{ products: { slug: string; name: string }[] }>(
    callApi(`${demo.storeUrl}/v1/store/${demo.slug}/front/home`, 'GET'),
  );
  const product = front.products[0]!;

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${demo.storeUrl}/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Every page's footer names the seller and links its details, terms and privacy policy.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`© ${new Date().getFullYear()} Atelier Noor B.V.`)).toBeVisible();
  const links = footer.getByRole('navigation', { name: 'Over de verkoper' });
  await expect(links.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute(
    'href',
    'https://www.example.com/privacy',
  );
  await shoot(page, 'legal-footer');
  await page.setViewportSize(PHONE);
  await links.getByRole('link', { name: 'Verkopergegevens', exact: true }).click();

  await expect(page).toHaveURL(/\/legal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verkopergegevens' })).toBeVisible();
  const seller = page.getByRole('region', { name: 'Verkoper', exact: true });
  await expect(seller.getByRole('definition')).toHaveText([
    'Atelier Noor B.V.',
    'Keizersgracht 121015 CS AmsterdamNederland',
    /@/,
    'NL000099998B57',
    '12345678',
  ]);
  await expect(seller.getByRole('term')).toHaveText(['Naam', 'Adres', 'E-mail', 'Btw-nummer', 'KvK-nummer']);
  const terms = page.getByRole('region', { name: 'Algemene voorwaarden', exact: true });
  await expect(terms.getByText('Artikel 1 – Toepasselijkheid')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Privacyverklaring', exact: true }).getByRole('link', {
      name: 'Lees de privacyverklaring',
    }),
  ).toHaveAttribute('target', '_blank');
  await shoot(page, 'legal-seller-page');
  await page.setViewportSize(PHONE);

  // Back on the product, the footer's "Voorwaarden" opens the same page at the terms, below the fold.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Voorwaarden', exact: true }).click();
  await expect(page).toHaveURL(/\/legal#terms$/);
  await expect(terms.getByText('Artikel 1 – Toepasselijkheid')).toBeInViewport();
  // Brought there, not left at the top where the seller's details begin.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // From the checkout the terms to accept open beside it, on the shop's own page.
  await page.goto(`${demo.storeUrl}/product/${product.slug}`);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
  await page.goto(`${demo.storeUrl}/checkout`);
  // By the pay button the checkout says who sells, with the seller's details a tab away.
  await expect(page.getByText('Verkocht door Atelier Noor B.V.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacyverklaring', exact: true })).toHaveAttribute(
    'href',
    'https://www.example.com/privacy',
  );
  await shoot(page, 'legal-checkout');
  await page.setViewportSize(PHONE);
  const consent = page.getByRole('link', { name: 'algemene voorwaarden', exact: true });
  await expect(
    page.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }),
  ).not.toBeChecked();
  const [termsTab] = await Promise.all([context.waitForEvent('page'), consent.click()]);
  await expect(termsTab).toHaveURL(/\/legal#terms$/);
  await expect(
    termsTab
      .getByRole('region', { name: 'Algemene voorwaarden', exact: true })
      .getByText(TERMS.split('\n')[1]!),
  ).toBeInViewport();
  await context.close();
});

test('a merchant gives the terms as a text, not beside a web address, and the shop shows it', async ({
  browser,
  demo,
}) => {
  const admin = await newPage(browser);
  await signIn(admin, server.adminUrl, demo.email, demo.password);
  await admin.goto(`${server.adminUrl}/store/${demo.storeId}/settings/checkout`);
  await expect(admin.getByRole('heading', { name: 'Voorwaarden en privacyverklaring' })).toBeVisible();
  const address = admin.getByLabel('Webadres van je algemene voorwaarden', { exact: true });
  const text = admin.getByLabel('Of de tekst van je algemene voorwaarden', { exact: true });
  await address.fill('https://www.example.com/voorwaarden');
  await text.fill('Artikel 1\nLevering per e-mail.');
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    admin.getByText('Geef een webadres of een tekst, niet allebei: maak een van de twee leeg.'),
  ).toBeVisible();
  await shoot(admin, 'legal-settings-refused');

  await address.clear();
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await expect(admin.getByText('Instellingen opgeslagen')).toBeVisible();
  await expect(address).toHaveValue('');
  await expect(text).toHaveValue('Artikel 1\nLevering per e-mail.');

  const shop = await newPage(browser, PHONE);
  await shop.goto(`${demo.storeUrl}/legal#terms`);
  await expect(
    shop.getByRole('region', { name: 'Algemene voorwaarden', exact: true }).getByText('Levering per e-mail.'),
  ).toBeInViewport();
});
