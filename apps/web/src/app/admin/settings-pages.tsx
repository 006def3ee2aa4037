import type { ComponentType } from 'react';
import type { SettingsTab } from '@/components/settings-tabs';
import { AccountTab } from '@/features/admin/settings/account-tab';
import { ApiTokensTab } from '@/features/admin/api-tokens/api-tokens-tab';
import { BillingTab } from '@/features/admin/settings/billing-tab';
import { BrandingTab } from '@/features/admin/settings/branding-tab';
import { CheckoutTab } from '@/features/admin/settings/checkout-tab';
import { EmailsTab } from '@/features/admin/settings/emails-tab';
import { FailedJobsTab } from '@/features/admin/failed-jobs/failed-jobs-tab';
import { NotificationsTab } from '@/features/admin/settings/notifications-tab';
import { PreferencesTab } from '@/features/admin/settings/preferences-tab';
import { ProvidersTab } from '@/features/admin/payment-providers/providers-tab';
import { StoreTab } from '@/features/admin/settings/store-tab';
import { TestModeCard } from '@/features/admin/settings/test-mode-card';
import { WebhooksTab } from '@/features/admin/webhooks/webhooks-tab';

/** The payment providers' tab with the store's test-mode card, which belongs to the store's settings. */
function PaymentProvidersTab() {
  return <ProvidersTab TestModeCard={TestModeCard} />;
}

/** One page per settings tab, each a route of its own in the route table. */
export const settingsPages: Record<SettingsTab, ComponentType> = {
  store: StoreTab,
  account: AccountTab,
  billing: BillingTab,
  branding: BrandingTab,
  checkout: CheckoutTab,
  emails: EmailsTab,
  notifications: NotificationsTab,
  preferences: PreferencesTab,
  providers: PaymentProvidersTab,
  webhooks: WebhooksTab,
  apiTokens: ApiTokensTab,
  failedJobs: FailedJobsTab,
};
