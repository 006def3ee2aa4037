import {
  LOCALES,
  localizedDescription,
  localizedName,
  pageTitle,
  pickImageVariant,
  type Front,
  type Locale,
  type PublicProduct,
  type PublicStore,
} from '@platform/contract';
import { escapeHtml } from '../../lib/html.js';
import { markdownToPlainText } from '../../lib/markdown.js';

export interface PageMeta {
  title: string;
  description: string;
  /** The language the page's texts are in. */
  locale?: Locale;
  /** Content pages only: the address to share, with the preview that goes with it. */
  preview?: { canonical: string; type: 'website' | 'product'; image?: string };
  /** The page's address in each language, and without one (the store's language), for `hreflang`. */
  alternates?: { hreflang: Locale | 'x-default'; href: string }[];
  structuredData?: Record<string, unknown>;
}

/** Open Graph names a language with its region. */
const OG_LOCALES: Record<Locale, string> = { nl: 'nl_NL', en: 'en_GB', de: 'de_DE' };

function summary(text: string, fallback: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (!plain) return fallback;
  return plain.length > 160 ? `${plain.slice(0, 157)}…` : plain;
}

/** The language of a store page: the one its address asks for (`?lang=`), else the store's own. */
export function pageLocale(requested: Locale | undefined, store: PublicStore): Locale {
  return requested ?? store.default_language;
}

/** The page's address in `locale` (`?lang=`); without one, the store's language (decision 033). */
export function localeAddress(address: string, locale?: Locale): string {
  return locale ? `${address}?lang=${locale}` : address;
}

/** A content page's address in every language, and the one without a language as the default. */
function alternates(address: string): PageMeta['alternates'] {
  return [
    ...LOCALES.map((hreflang) => ({ hreflang, href: localeAddress(address, hreflang) })),
    { hreflang: 'x-default' as const, href: address },
  ];
}

/**
 * What a link preview or a search engine should know of a product page, in `locale` (its translation,
 * else the store's language). `address` is the page's address without a language.
 */
export function productMeta(
  product: PublicProduct,
  store: PublicStore,
  address: string,
  origin: string,
  requested?: Locale,
): PageMeta {
  const image = pickImageVariant(product.images[0], 'large');
  const imageUrl = image ? `${origin}${image.url}` : undefined;
  const locale = pageLocale(requested, store);
  const name = localizedName(product, locale);
  const description = summary(markdownToPlainText(localizedDescription(product, locale)), name);
  const canonical = localeAddress(address, requested);
  return {
    title: pageTitle(name, store.name),
    description,
    locale,
    preview: { canonical, type: 'product', image: imageUrl },
    alternates: alternates(address),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description,
      inLanguage: locale,
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
  address: string,
  origin: string,
  home: boolean,
  requested?: Locale,
): PageMeta {
  const image = pickImageVariant(front.products.find((product) => product.images[0])?.images[0], 'large');
  // The home page carries the store's own name, even when a storefront serves as home.
  return {
    title: pageTitle(front.storefront && !home ? front.storefront.name : null, store.name),
    description: summary(markdownToPlainText(front.storefront?.description ?? ''), store.name),
    locale: pageLocale(requested, store),
    preview: {
      canonical: localeAddress(address, requested),
      type: 'website',
      image: image ? `${origin}${image.url}` : undefined,
    },
    alternates: alternates(address),
  };
}

/**
 * The legal page (decision 053): described by who sells, so that a search for the seller's name or
 * VAT number finds the store's own page of it.
 */
export function legalMeta(store: PublicStore, address: string, requested?: Locale): PageMeta {
  const { seller } = store;
  const place = [seller.postal_code, seller.city].filter(Boolean).join(' ');
  return {
    title: store.name,
    description: [seller.name, seller.address, place, seller.vat_number].filter(Boolean).join(', '),
    locale: pageLocale(requested, store),
    preview: { canonical: localeAddress(address, requested), type: 'website' },
    alternates: alternates(address),
  };
}

/** The cart, checkout and order pages: the store's name, for the tab and for search engines. */
export function appPageMeta(store: PublicStore): PageMeta {
  return { title: store.name, description: store.name };
}

/** The page's description and preview tags, for the app's HTML head. */
export function metaTags({
  title,
  description,
  locale,
  preview,
  alternates,
  structuredData,
}: PageMeta): string[] {
  return [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...(alternates ?? []).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    ...(preview && locale ? [`<meta property="og:locale" content="${OG_LOCALES[locale]}" />`] : []),
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
