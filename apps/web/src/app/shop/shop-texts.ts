/**
 * The parts (top-level keys) of the locale files the shop's pages use: its build takes only these
 * (vite-plugins/shop-texts.ts), the admin the whole files. shop-texts.test.ts proves that every key
 * the code reachable from the shop's entry uses is in one of them. Plain data, so the build's
 * configuration can read it.
 */
export const SHOP_NAMESPACES = [
  ...['common', 'errors', 'language', 'routes', 'pageNotFound', 'footer', 'legal', 'home', 'shop'],
  ...['cartButton', 'cart', 'discountCode', 'checkoutHeader', 'checkout', 'order', 'orderInvoices'],
  ...['library', 'signInLink'],
  // The route table is the admin's too: it names an admin page's title (account.addStore).
  'account',
  // The notice a framed page shows where the cart opens in the top window (leave-frame.tsx).
  'embed',
];
