import { generatePath, matchRoutes } from 'react-router';
import { SHOP_ROUTES, type ShopRouteName as ShopPage } from '@platform/contract';

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

/** A shop route at the path the contract gives it, which the server resolves store pages by too. */
function shopRoute<const Name extends ShopPage>(name: Name, options: RouteOptions) {
  return route(name, SHOP_ROUTES[name], 'shop', options);
}

const admin = { requiresAuth: true, header: 'admin' } as const;

const settings = { ...admin, titleKey: 'routes.settings' } as const;

/**
 * Every route of docs/spec.md §2 as data: its name, path, whether it needs a signed-in merchant, its header
 * variant, page and content width, and title. The admin host serves the `admin` area, every other
 * host the `shop` area.
 */
export const APP_ROUTES = [
  shopRoute('pageNotFound', {
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
  // Beyond the spec: asking for a password-reset link, and setting the password with it (issue 16).
  route('forgotPassword', '/forgot-password', 'admin', {
    header: 'admin',
    pageWidth: 'small',
    titleKey: 'routes.forgotPassword',
    titleBar: false,
  }),
  route('resetPassword', '/reset-password', 'admin', {
    header: 'admin',
    pageWidth: 'small',
    titleKey: 'routes.resetPassword',
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
    // One name for the one action wherever it is offered: the account menu's (docs/spec.md §2).
    titleKey: 'account.addStore',
    titleBar: false,
  }),
  // Beyond the spec: the store's home, a dashboard (issue 16); the four menu items stay as they are.
  route('dashboard', '/store/:storeId', 'admin', { ...admin, titleKey: 'routes.dashboard' }),
  route('orderOverview', '/store/:storeId/orders', 'admin', { ...admin, titleKey: 'routes.orders' }),
  // Beyond the spec: the quarter's VAT (OSS) report, under orders so the menu keeps its four items.
  route('vatReport', '/store/:storeId/orders/vat-report', 'admin', {
    ...admin,
    titleKey: 'routes.vatReport',
  }),
  route('invoiceOverview', '/store/:storeId/orders/invoices', 'admin', {
    ...admin,
    titleKey: 'routes.invoices',
  }),
  // Beyond the spec: the store's buyers (issue 31), under orders so the menu keeps its four items.
  route('customerOverview', '/store/:storeId/orders/customers', 'admin', {
    ...admin,
    titleKey: 'routes.customers',
  }),
  // Beyond the spec: the subscriptions (issue 32), under orders so the menu keeps its four items.
  route('subscriptionOverview', '/store/:storeId/orders/subscriptions', 'admin', {
    ...admin,
    titleKey: 'routes.subscriptions',
  }),
  route('subscriptionDetails', '/store/:storeId/orders/subscriptions/:subscriptionId', 'admin', {
    ...admin,
    titleKey: 'routes.subscription',
  }),
  route('orderDetails', '/store/:storeId/orders/:orderId', 'admin', { ...admin, titleKey: 'routes.order' }),
  route('productOverview', '/store/:storeId/products', 'admin', { ...admin, titleKey: 'routes.products' }),
  // Beyond the spec: the discount codes (issue 19), under products so the menu keeps its four items.
  route('discountCodes', '/store/:storeId/products/discount-codes', 'admin', {
    ...admin,
    titleKey: 'routes.discountCodes',
  }),
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
  route('settingsWebhooks', '/store/:storeId/settings/webhooks', 'admin', settings),
  route('settingsApiTokens', '/store/:storeId/settings/api-tokens', 'admin', settings),
  route('settingsFailedJobs', '/store/:storeId/settings/failed-jobs', 'admin', settings),
  shopRoute('home', { header: 'store' }),
  shopRoute('cart', {
    header: 'checkout',
    pageWidth: 'medium',
    titleKey: 'routes.cart',
  }),
  shopRoute('minicart', { header: 'none', pageWidth: 'full' }),
  shopRoute('embeddedCart', { header: 'none', pageWidth: 'full' }),
  shopRoute('checkout', {
    header: 'checkout',
    pageWidth: 'medium',
    titleKey: 'routes.checkout',
  }),
  // Beyond the spec: a product's buy-now link, the checkout with it alone (decision 077).
  shopRoute('buyNow', {
    header: 'checkout',
    pageWidth: 'medium',
    titleKey: 'routes.checkout',
  }),
  shopRoute('storefront', { header: 'store' }),
  shopRoute('product', { header: 'store' }),
  shopRoute('storefrontProduct', { header: 'store' }),
  shopRoute('order', { header: 'order', pageWidth: 'medium' }),
  shopRoute('orderCheckMailbox', {
    header: 'order',
    pageWidth: 'medium',
  }),
  shopRoute('library', { header: 'order', pageWidth: 'medium', titleKey: 'routes.library' }),
  // Beyond the spec: who sells, with the terms and privacy policy (decision 053).
  shopRoute('legal', { header: 'store', pageWidth: 'medium', titleKey: 'routes.legal' }),
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
