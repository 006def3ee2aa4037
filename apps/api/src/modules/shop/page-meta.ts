import { HOME_FRONT_ID, pickImageVariant, type PublicProduct } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { getPublicStore } from '../stores/stores.service.js';
import { getFront, getPublicProduct } from './shop.service.js';
import { escapeHtml } from '../../lib/html.js';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: 'website' | 'product';
  structuredData?: Record<string, unknown>;
}

/** Paths of the shop that are not content pages and carry only the store's own title. */
const APP_PATHS = new Set(['cart', 'checkout', 'minicart', 'embeddedcart', 'order', 'page-not-found']);

function summary(text: string, fallback: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (!plain) return fallback;
  return plain.length > 160 ? `${plain.slice(0, 157)}…` : plain;
}

function productMeta(product: PublicProduct, storeName: string, canonical: string, origin: string): PageMeta {
  const image = pickImageVariant(product.images[0], 'large');
  const imageUrl = image ? `${origin}${image.url}` : undefined;
  return {
    title: `${product.name} | ${storeName}`,
    description: summary(product.description, product.name),
    canonical,
    image: imageUrl,
    type: 'product',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: summary(product.description, product.name),
      ...(imageUrl ? { image: imageUrl } : {}),
      url: canonical,
      offers: {
        '@type': 'Offer',
        price: (product.price.incl_vat / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: canonical,
      },
    },
  };
}

/**
 * What a link preview or a search engine should know of a store page, found without running the web
 * app. Null for paths that are not store content; AppError 404 when the store or page does not exist.
 */
export async function shopPageMeta(
  ctx: AppContext,
  storeSlug: string,
  pathname: string,
  origin: string,
): Promise<PageMeta | null> {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const store = await getPublicStore(ctx, storeSlug);
  const canonical = `${origin}${pathname === '/' ? '/' : `/${segments.join('/')}`}`;
  if (segments[0] && APP_PATHS.has(segments[0])) return null;
  if (segments.length > 2) throw AppError.notFound();

  const productSlug =
    segments[0] === 'product' ? segments[1] : segments.length === 2 ? segments[1] : undefined;
  if (productSlug) {
    if (segments[0] !== 'product') await getFront(ctx, storeSlug, segments[0]!);
    return productMeta(await getPublicProduct(ctx, storeSlug, productSlug), store.name, canonical, origin);
  }
  const front = await getFront(ctx, storeSlug, segments[0] ?? HOME_FRONT_ID);
  const image = pickImageVariant(front.products.find((product) => product.images[0])?.images[0], 'large');
  const title = front.storefront && segments[0] ? `${front.storefront.name} | ${store.name}` : store.name;
  return {
    title,
    description: summary(front.storefront?.description ?? '', store.name),
    canonical,
    image: image ? `${origin}${image.url}` : undefined,
    type: 'website',
  };
}

/** Puts the page's title and preview tags into the app's HTML head. */
export function renderMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
    ...(meta.structuredData
      ? [
          `<script type="application/ld+json">${JSON.stringify(meta.structuredData).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
