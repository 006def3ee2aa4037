import {
  HOME_FRONT_ID,
  INITIAL_ANSWERS_ELEMENT_ID,
  pickImageVariant,
  SHOP_ANSWER_PATHS as paths,
  type Front,
  type Locale,
  type PublicProduct,
  type PublicStore,
  type ShopRouteName,
} from '@platform/contract';
import { AppError } from '../../errors.js';
import { escapeHtml } from '../../lib/html.js';
import {
  appPageMeta,
  frontMeta,
  legalMeta,
  metaTags,
  productMeta,
  scriptSafeJson,
  type PageMeta,
} from './page-meta.js';
import { isCartSessionId, type ShopAnswers } from './shop-answers.js';
import { matchShopRoute, shopPath } from './shop-routes.js';

/** What the server knows of a store page before the browser runs any of the shop's code. */
export interface ShopPage {
  name: ShopRouteName;
  meta: PageMeta;
  /** The API's answers the page opens with (JSON text), by the path the shop asks for each. */
  answers: Map<string, string>;
  /** The picture the page opens with, its largest paint, to be fetched along with the code. */
  leadImage?: string;
}

function unlessNotFound(error: unknown): void {
  if (!(error instanceof AppError && error.statusCode === 404)) throw error;
}

/**
 * Which page of the shop a path opens (by the shop's own route table), its preview and the answers
 * it starts from, found as the shop will ask for them. AppError 404 when the store or the page does
 * not exist.
 */
export async function resolveShopPage(
  answers: ShopAnswers,
  storeSlug: string,
  pathname: string,
  origin: string,
  requested?: Locale,
): Promise<ShopPage> {
  const route = matchShopRoute(pathname);
  if (!route) throw AppError.notFound();
  const { name, params } = route;
  const collected = new Map<string, string>();
  const take = async <T>(path: string, answer: Promise<string>): Promise<T> => {
    const json = await answer;
    // By the path from the site's root, as the shop looks them up (apps/web: initial-answers.ts).
    collected.set(`/${path}`, json);
    return (JSON.parse(json) as { data: T }).data;
  };

  const store = await take<PublicStore>(paths.store(storeSlug), answers.store(storeSlug));
  const { storefrontSlug, productSlug, cartSessionId } = params;
  const address = `${origin}${shopPath(name, params)}`;
  // A buy-now link (decision 077) opens on its product too, and is previewed as the product is.
  if (name === 'product' || name === 'storefrontProduct' || name === 'buyNow') {
    // Within a storefront the storefront must exist too.
    if (storefrontSlug)
      await take<Front>(paths.front(storeSlug, storefrontSlug), answers.front(storeSlug, storefrontSlug));
    const product = await take<PublicProduct>(
      paths.product(storeSlug, productSlug!),
      answers.product(storeSlug, productSlug!),
    );
    // A buy-now link's preview names the product's own page as the one to index.
    const canonical = name === 'buyNow' ? `${origin}${shopPath('product', params)}` : address;
    return {
      name,
      meta: productMeta(product, store, canonical, origin, requested),
      answers: collected,
      // The product page opens with its first picture, large (apps/web: product-gallery.tsx).
      leadImage: pickImageVariant(product.images[0], 'large')?.url,
    };
  }
  if (name === 'home' || name === 'storefront') {
    const frontId = storefrontSlug ?? HOME_FRONT_ID;
    const front = await take<Front>(paths.front(storeSlug, frontId), answers.front(storeSlug, frontId));
    return {
      name,
      meta: frontMeta(front, store, address, origin, name === 'home', requested),
      answers: collected,
    };
  }
  if (name === 'legal') {
    // The texts come along only when the page shows one; links need nothing but the store.
    if (store.legal.terms?.kind === 'text' || store.legal.privacy?.kind === 'text')
      await take(paths.legal(storeSlug), answers.legal(storeSlug));
    return { name, meta: legalMeta(store, address, requested), answers: collected };
  }
  // A link to a cart (docs/spec.md §2 guard 6) opens on that cart. One that no longer exists still opens the
  // cart page, which then tells the shopper so: it just comes without an answer.
  if (name === 'cart' && isCartSessionId(cartSessionId)) {
    await take(paths.cart(storeSlug, cartSessionId), answers.cart(storeSlug, cartSessionId)).catch(
      unlessNotFound,
    );
  }
  return { name, meta: appPageMeta(store), answers: collected };
}

/**
 * The shop's HTML for one page: its title and preview, every chunk of code it will load (so the
 * browser fetches them together instead of one after another), its opening picture, and the answers
 * it starts from in a data element (not run as a script, so the policy `script-src 'self'` holds).
 */
export function renderShopPage(html: string, page: Partial<ShopPage>, chunks: string[]): string {
  const answers = [...(page.answers ?? [])].map(([path, json]) => `${JSON.stringify(path)}:${json}`);
  const tags = [
    ...(page.meta ? metaTags(page.meta) : []),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${escapeHtml(chunk)}" />`),
    ...(page.leadImage
      ? [`<link rel="preload" as="image" href="${escapeHtml(page.leadImage)}" fetchpriority="high" />`]
      : []),
    ...(answers.length > 0
      ? [
          `<script type="application/json" id="${INITIAL_ANSWERS_ELEMENT_ID}">${scriptSafeJson(`{${answers.join(',')}}`)}</script>`,
        ]
      : []),
  ];
  // Replaced through functions: a replacement string would read `$&` or `$\`` in a name as patterns.
  const titled = page.meta
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.meta!.title)}</title>`)
    : html;
  const locale = page.meta?.locale;
  const spoken = locale ? titled.replace(/<html lang="[^"]*">/, `<html lang="${locale}">`) : titled;
  return spoken.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
