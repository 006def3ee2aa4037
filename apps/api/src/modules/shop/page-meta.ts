import { pickImageVariant, type Front, type PublicProduct, type PublicStore } from '@platform/contract';
import { escapeHtml } from '../../lib/html.js';

export interface PageMeta {
  title: string;
  description: string;
  /** Content pages only: the address to share, with the preview that goes with it. */
  preview?: { canonical: string; type: 'website' | 'product'; image?: string };
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
    preview: { canonical, type: 'product', image: imageUrl },
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
    preview: { canonical, type: 'website', image: image ? `${origin}${image.url}` : undefined },
  };
}

/** The cart, checkout and order pages: the store's name, for the tab and for search engines. */
export function appPageMeta(store: PublicStore): PageMeta {
  return { title: store.name, description: store.name };
}

/** The page's description and preview tags, for the app's HTML head. */
export function metaTags({ title, description, preview, structuredData }: PageMeta): string[] {
  return [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(preview
      ? [
          `<link rel="canonical" href="${escapeHtml(preview.canonical)}" />`,
          `<meta property="og:title" content="${escapeHtml(title)}" />`,
          `<meta property="og:description" content="${escapeHtml(description)}" />`,
          `<meta property="og:url" content="${escapeHtml(preview.canonical)}" />`,
          `<meta property="og:type" content="${preview.type}" />`,
        ]
      : []),
    ...(preview?.image
      ? [
          `<meta property="og:image" content="${escapeHtml(preview.image)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
    ...(structuredData
      ? [`<script type="application/ld+json">${scriptSafeJson(JSON.stringify(structuredData))}</script>`]
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
