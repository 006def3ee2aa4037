import { pickImageVariant, type Front, type PublicProduct, type PublicStore } from '@platform/contract';
import { escapeHtml } from '../../lib/html.js';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: 'website' | 'product';
  structuredData?: Record<string, unknown>;
}

function summary(text: string, fallback: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (!plain) return fallback;
  return plain.length > 160 ? `${plain.slice(0, 157)}…` : plain;
}

/** What a link preview or a search engine should know of a product page. */
export function productMeta(
  product: PublicProduct,
  store: PublicStore,
  canonical: string,
  origin: string,
): PageMeta {
  const image = pickImageVariant(product.images[0], 'large');
  const imageUrl = image ? `${origin}${image.url}` : undefined;
  return {
    title: `${product.name} | ${store.name}`,
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

/** What a link preview or a search engine should know of the home page or a storefront. */
export function frontMeta(
  front: Front,
  store: PublicStore,
  canonical: string,
  origin: string,
  home: boolean,
): PageMeta {
  const image = pickImageVariant(front.products.find((product) => product.images[0])?.images[0], 'large');
  // The home page carries the store's own name, even when a storefront serves as home.
  return {
    title: front.storefront && !home ? `${front.storefront.name} | ${store.name}` : store.name,
    description: summary(front.storefront?.description ?? '', store.name),
    canonical,
    image: image ? `${origin}${image.url}` : undefined,
    type: 'website',
  };
}

/** The page's title and preview tags, for the app's HTML head. */
export function metaTags(meta: PageMeta): string[] {
  return [
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
      ? [`<script type="application/ld+json">${scriptSafeJson(JSON.stringify(meta.structuredData))}</script>`]
      : []),
  ];
}

/**
 * JSON text made safe inside a `<script>` element: no `<` can end the element or open a comment.
 * Outside strings JSON has no `<`, and inside them `\u003c` reads back as the same character.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}
