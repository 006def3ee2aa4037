import { generatePath, matchRoutes } from 'react-router';

export type Area = 'admin' | 'shop';
export type HeaderVariant = 'admin' | 'store' | 'checkout' | 'order' | 'none';
export type PageWidth = 'full' | 'large' | 'medium' | 'small';
export type ContentWidth = 'full' | 'large' | 'medium';

interface RouteOptions {
  requiresAuth?: boolean;
  header: HeaderVariant;
  pageWidth?: PageWidth;
  contentWidth?: ContentWidth;
  /** Translation key of the title shown in the title bar and the browser tab. */
  titleKey?: string;
  /** Whether the title bar shows; pages with their own heading (the sign-in cards) go without. */
  titleBar?: boolean;
}

function route<const Name extends string, const A extends Area>(
  name: Name,
  path: string,
  area: A,
  { requiresAuth = false, pageWidth = 'large', contentWidth = 'large', ...rest }: RouteOptions,
) {
  return { name, path, area, requiresAuth, pageWidth, contentWidth, titleBar: true, ...rest };
}

const admin = { requiresAuth: true, header: 'admin' } as const;

const settings = { ...admin, titleKey: 'routes.settings' } as const;

/**
 * Every route of SPEC §2 as data: its name, path, whether it needs a signed-in merchant, its header
 * variant, page and content width, and title. The admin host serves the `admin` area, every other
 * host the `shop` area.
 */
export const APP_ROUTES = [
  route('pageNotFound', '/page-not-found', 'shop', {
    header: 'store',
    pageWidth: 'medium',
    titleKey: 'pageNotFound.title',
    titleBar: false,
  }),
  route('login', '/login', 'admin', {
    header: 'admin',
    pageWidth: 'small',
    titleKey: 'routes.login',
    titleBar: false,
  }),
  route('register', '/register', 'admin', {
    header: 'admin',
    pageWidth: 'small',
    titleKey: 'routes.register',
    titleBar: false,
  }),
  // The spec leaves these two headers open; the admin header keeps sign-out and the language at hand.
  route('chooseStore', '/choose-store', 'admin', {
    requiresAuth: true,
    header: 'admin',
    pageWidth: 'medium',
    titleKey: 'routes.chooseStore',
    titleBar: false,
  }),
  route('createStore', '/create-store', 'admin', {
    requiresAuth: true,
    header: 'admin',
    pageWidth: 'small',
    titleKey: 'routes.createStore',
    titleBar: false,
  }),
  route('orderOverview', '/store/:storeId/orders', 'admin', { ...admin, titleKey: 'routes.orders' }),
  route('orderDetails', '/store/:storeId/orders/:orderId', 'admin', { ...admin, titleKey: 'routes.order' }),
  route('productOverview', '/store/:storeId/products', 'admin', { ...admin, titleKey: 'routes.products' }),
  route('productEdit', '/store/:storeId/products/:productId', 'admin', {
    ...admin,
    titleKey: 'routes.product',
  }),
  route('storefrontOverview', '/store/:storeId/storefronts', 'admin', {
    ...admin,
    titleKey: 'routes.storefronts',
  }),
  route('storefrontEdit', '/store/:storeId/storefronts/:storefrontId', 'admin', {
    ...admin,
    contentWidth: 'full',
    titleKey: 'routes.storefront',
  }),
  route('settingsStore', '/store/:storeId/settings', 'admin', settings),
  route('settingsAccount', '/store/:storeId/settings/account', 'admin', settings),
  route('settingsBilling', '/store/:storeId/settings/billing', 'admin', settings),
  route('settingsBranding', '/store/:storeId/settings/branding', 'admin', settings),
  route('settingsCheckout', '/store/:storeId/settings/checkout', 'admin', settings),
  route('settingsEmails', '/store/:storeId/settings/emails', 'admin', settings),
  route('settingsNotifications', '/store/:storeId/settings/notifications', 'admin', settings),
  route('settingsPreferences', '/store/:storeId/settings/preferences', 'admin', settings),
  route('settingsProviders', '/store/:storeId/settings/providers/:provider?', 'admin', settings),
  route('home', '/', 'shop', { header: 'store' }),
  route('cart', '/cart/:cartSessionId?', 'shop', {
    header: 'checkout',
    pageWidth: 'medium',
    titleKey: 'routes.cart',
  }),
  route('minicart', '/minicart', 'shop', { header: 'none', pageWidth: 'full' }),
  route('embeddedCart', '/embeddedcart', 'shop', { header: 'none', pageWidth: 'full' }),
  route('checkout', '/checkout', 'shop', {
    header: 'checkout',
    pageWidth: 'medium',
    titleKey: 'routes.checkout',
  }),
  route('storefront', '/:storefrontSlug', 'shop', { header: 'store' }),
  route('product', '/product/:productSlug', 'shop', { header: 'store' }),
  route('storefrontProduct', '/:storefrontSlug/:productSlug', 'shop', { header: 'store' }),
  route('order', '/order/:orderId', 'shop', { header: 'order', pageWidth: 'medium' }),
  route('orderCheckMailbox', '/order/:orderId/check-mailbox', 'shop', {
    header: 'order',
    pageWidth: 'medium',
  }),
];

export type AppRoute = (typeof APP_ROUTES)[number];
export type RouteName = AppRoute['name'];
export type AdminRouteName = Extract<AppRoute, { area: 'admin' }>['name'];
export type ShopRouteName = Extract<AppRoute, { area: 'shop' }>['name'];

const byName = new Map<string, AppRoute>(APP_ROUTES.map((entry) => [entry.name, entry]));

export function routesOf(area: Area): AppRoute[] {
  return APP_ROUTES.filter((entry) => entry.area === area);
}

/** The route of `area` that `pathname` opens, ranked the way the router ranks them. */
export function matchAppRoute(pathname: string, area: Area) {
  const matches = matchRoutes(
    routesOf(area).map((entry) => ({ path: entry.path, entry })),
    pathname,
  );
  const match = matches?.at(-1);
  return match ? { route: match.route.entry, params: match.params } : null;
}

/** The path of a named route: `pathTo('orderOverview', { storeId: 1 })` is `/store/1/orders`. */
export function pathTo(name: RouteName, params: Record<string, string | number | undefined> = {}): string {
  const entry = byName.get(name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  const values = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
  return generatePath(entry.path, values);
}
