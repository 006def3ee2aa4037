import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import type { AppContext } from '../../app-context.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import { tempFile, type UploadedFile } from '../../lib/uploaded-file.js';
import { register } from '../auth/index.js';
import { addProductImage, attachFile, createProduct, createProductItem } from '../products/index.js';
import { createStorefront } from '../storefronts/index.js';
import { writeSettings } from '../settings/index.js';
import { createStore } from '../stores/index.js';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_STORE_SLUG = 'demo';

export interface DemoSignIn {
  email: string;
  password: string;
}

interface DemoProduct {
  name: string;
  price: number;
  vat_rate: number;
  colors: [string, string];
  discount: number;
  /** The picture's width and height; 1200 × 900 unless told. */
  size?: [number, number];
  /** The description, in Markdown (decision 067); a line with the name unless told. */
  description?: string;
}

const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Fotografie voor beginners (e-book)',
    price: 1995,
    vat_rate: 9,
    colors: ['#0f766e', '#5eead4'],
    discount: 0,
    // A book's cover is upright (3:4): the shop shows such a picture whole, not cut to a landscape frame.
    size: [900, 1200],
    description: [
      'Een praktische gids voor wie net een camera heeft.',
      '',
      "**Formaat:** PDF, 84 pagina's",
      '',
      '- Belichting: diafragma, sluitertijd en ISO',
      '- Compositie en licht',
      '- Nabewerking in Lightroom',
      '',
      'Direct na betaling te downloaden.',
    ].join('\n'),
  },
  {
    name: 'Lightroom presets: Noorderlicht',
    price: 2900,
    vat_rate: 21,
    colors: ['#4338ca', '#f0abfc'],
    discount: 20,
  },
  {
    name: 'Online workshop compositie',
    price: 4950,
    vat_rate: 21,
    colors: ['#b45309', '#fde68a'],
    discount: 0,
  },
  { name: 'Bureaubladachtergronden', price: 0, vat_rate: 21, colors: ['#1e293b', '#94a3b8'], discount: 0 },
];

/**
 * Made-up business details (the VAT number and IBAN are the usual Dutch examples), complete as a seller
 * must be before it goes live (decision 051), so a demo store can be switched live like a real one.
 */
const DEMO_BILLING = {
  legal_name: 'Demo Fotografie B.V.',
  address: 'Voorbeeldstraat 1',
  postal_code: '1011 AB',
  city: 'Amsterdam',
  vat_number: 'NL000099998B57',
  coc_number: '12345678',
  iban: 'NL91 ABNA 0417 1643 00',
};

/** A product picture drawn here, so the demo needs no files from elsewhere: 4:3 unless told. */
async function demoImage(
  tempDir: string,
  title: string,
  [from, to]: [string, string],
  [width, height]: [number, number] = [1200, 900],
): Promise<UploadedFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width - 270}" cy="220" r="120" fill="#ffffff" fill-opacity="0.25"/>
    <text x="80" y="${height - 120}" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${title}</text>
  </svg>`;
  return tempFile(tempDir, await sharp(Buffer.from(svg)).png().toBuffer(), 'demo.png', 'image/png');
}

/**
 * On an empty database, creates a demo merchant with a demo store and a few products, so a newcomer
 * has something to look at. The password is random and returned once, to be printed; it is never
 * stored in clear.
 */
export function seedDemoData(ctx: AppContext): Promise<DemoSignIn | null> {
  return withTenantScope(async () => {
    const anyUser = await ctx.database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return null;
    return (await seedDemoStore(ctx, { email: DEMO_EMAIL, slug: DEMO_STORE_SLUG })).signIn;
  });
}

/**
 * Another demo merchant with a demo store of its own, as the first start makes (`seedDemoData`): for a
 * developer who wants a fresh one, and for each browser journey, which then starts from data of its own.
 */
export function createDemoStore(ctx: AppContext): Promise<DemoStore> {
  const name = `demo-${randomBytes(4).toString('hex')}`;
  return withTenantScope(() => seedDemoStore(ctx, { email: `${name}@example.com`, slug: name }));
}

export interface DemoStore {
  signIn: DemoSignIn;
  storeId: number;
  slug: string;
}

/**
 * The demo merchant and store, through the same services as a merchant would use, in the tenant scope
 * of the caller, which creating the store enters.
 */
async function seedDemoStore(
  ctx: AppContext,
  { email, slug }: { email: string; slug: string },
): Promise<DemoStore> {
  const password = randomBytes(12).toString('base64url');
  const { user } = await register(ctx, { name: 'Demo Merchant', email, password });
  const store = await createStore(ctx, user.id, { name: 'Demo Store', slug, business_type: 'b2c' });
  await writeSettings(ctx.database.db, store.id, { billing: DEMO_BILLING }, ctx.clock.now().toISOString());

  const tempDir = ctx.storage.tempDir;
  const images: UploadedFile[] = [];
  try {
    const productIds: number[] = [];
    for (const demo of DEMO_PRODUCTS) {
      const product = await createProduct(ctx, {
        store_id: store.id,
        name: demo.name,
        description: demo.description ?? `${demo.name}. Direct na betaling te downloaden.`,
        price: demo.price,
        vat_rate: demo.vat_rate,
        status: 'for_sale',
        discount_type: demo.discount ? 'percentage' : 'no_discount',
        discount_value: demo.discount,
        translations: {},
      });
      productIds.push(product.id);
      const image = await demoImage(tempDir, demo.name.split(' ')[0]!, demo.colors, demo.size);
      images.push(image);
      await addProductImage(ctx, store.id, product.id, image, demo.name);
      const content = Buffer.from(`Bedankt voor je aankoop van ${demo.name}!\n`);
      await attachFile(
        ctx,
        store.id,
        product.id,
        undefined,
        await tempFile(tempDir, content, `${product.slug}.txt`, 'text/plain'),
      );
      await createProductItem(ctx, product.id, {
        store_id: store.id,
        product_type: 'text',
        name: 'Licentiecode',
        translations: { en: { name: 'Licence code' }, de: { name: 'Lizenzcode' } },
        text: `DEMO-${randomBytes(4).toString('hex').toUpperCase()}`,
      });
    }
    await createStorefront(ctx, {
      store_id: store.id,
      name: 'Alles voor fotografen',
      description: 'Onze favorieten voor betere foto’s.',
      publication_status: 'published',
      product_ids: productIds,
      is_home: true,
    });
  } finally {
    // The deliverables were moved into storage; the pictures were only read, so they go here.
    await Promise.all(images.map((image) => rm(image.path, { force: true })));
  }
  return { signIn: { email, password }, storeId: store.id, slug };
}
