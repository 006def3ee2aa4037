import type { SettingsTab } from '@/components/settings-tabs';
import type { PageLoaders } from '../create-app-router';
import type { AdminRouteName } from '../routes';

const settings = (tab: SettingsTab) => () =>
  import('./settings-pages').then((module) => ({
    default: module.settingsPages[tab],
  }));

/** The page of every admin route, each loaded when first opened. */
export const adminPages: PageLoaders<AdminRouteName> = {
  login: () => import('@/features/admin/auth/login-page'),
  register: () => import('@/features/admin/auth/register-page'),
  forgotPassword: () => import('@/features/admin/auth/forgot-password-page'),
  resetPassword: () => import('@/features/admin/auth/reset-password-page'),
  chooseStore: () => import('@/features/admin/stores/choose-store-page'),
  createStore: () => import('@/features/admin/stores/create-store-page'),
  dashboard: () => import('@/features/admin/dashboard/dashboard-page'),
  orderOverview: () => import('@/features/admin/orders/order-overview-page'),
  invoiceOverview: () => import('@/features/admin/invoices/invoices-page'),
  orderDetails: () => import('@/features/admin/orders/order-details-page'),
  customerOverview: () => import('@/features/admin/customers/customer-overview-page'),
  subscriptionOverview: () => import('@/features/admin/subscriptions/subscription-overview-page'),
  subscriptionDetails: () => import('@/features/admin/subscriptions/subscription-details-page'),
  vatReport: () => import('@/features/admin/orders/vat-report-page'),
  productOverview: () => import('@/features/admin/products/product-overview-page'),
  discountCodes: () => import('@/features/admin/discounts/discount-codes-page'),
  productEdit: () => import('@/features/admin/products/product-edit-page'),
  storefrontOverview: () => import('@/features/admin/storefronts/storefront-overview-page'),
  storefrontEdit: () => import('@/features/admin/storefronts/storefront-edit-page'),
  settingsStore: settings('store'),
  settingsAccount: settings('account'),
  settingsBilling: settings('billing'),
  settingsBranding: settings('branding'),
  settingsCheckout: settings('checkout'),
  settingsEmails: settings('emails'),
  settingsNotifications: settings('notifications'),
  settingsPreferences: settings('preferences'),
  settingsProviders: settings('providers'),
  settingsWebhooks: settings('webhooks'),
  settingsApiTokens: settings('apiTokens'),
  settingsFailedJobs: settings('failedJobs'),
};
