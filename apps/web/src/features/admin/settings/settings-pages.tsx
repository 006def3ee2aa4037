import type { ComponentType } from 'react';
import { AccountTab } from './account-tab';
import { ApiTokensTab } from './api-tokens-tab';
import { BillingTab } from './billing-tab';
import { BrandingTab } from './branding-tab';
import { CheckoutTab } from './checkout-tab';
import { EmailsTab } from './emails-tab';
import { NotificationsTab } from './notifications-tab';
import { PreferencesTab } from './preferences-tab';
import { ProvidersTab } from './providers-tab';
import type { SettingsTab } from './settings-tabs';
import { StoreTab } from './store-tab';
import { WebhooksTab } from './webhooks-tab';

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
  providers: ProvidersTab,
  webhooks: WebhooksTab,
  apiTokens: ApiTokensTab,
};
