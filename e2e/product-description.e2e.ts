import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { expect, test } from './fixtures';

/** The demo's e-book, whose description is Markdown (apps/api/src/modules/demo/demo-data.ts). */
const BOOK = 'Fotografie voor beginners (e-book)';

test("a product's Markdown description reads as the merchant meant it: bold, a list, no marks", async ({
  page,
  demo,
}) => {
  for (const [width, viewport] of [
    ['phone', NARROW_PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`${demo.storeUrl}/product/fotografie-voor-beginners-e-book`);
    await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
    // The innermost block that holds the heading: the description's own.
    const about = page
      .getByRole('main')
      .locator('div')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Over dit product' }) })
      .last();
    await expect(about.locator('strong').filter({ hasText: 'Formaat:' })).toBeVisible();
    await expect(about.getByRole('listitem')).toHaveText([
      'Belichting: diafragma, sluitertijd en ISO',
      'Compositie en licht',
      'Nabewerking in Lightroom',
    ]);
    await expect(about).not.toContainText('**');
    await expect(about).not.toContainText('- Belichting');
    await screenshot(page, `product-description-${width}`);
  }
});
