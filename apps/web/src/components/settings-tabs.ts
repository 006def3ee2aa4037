/** The settings tabs of docs/spec.md §2, in the order the tab bar shows them, with their path below /settings. */
export const SETTINGS_TABS = [
  { tab: 'store', segment: '' },
  { tab: 'account', segment: 'account' },
  { tab: 'billing', segment: 'billing' },
  { tab: 'branding', segment: 'branding' },
  { tab: 'checkout', segment: 'checkout' },
  { tab: 'emails', segment: 'emails' },
  { tab: 'notifications', segment: 'notifications' },
  { tab: 'preferences', segment: 'preferences' },
  { tab: 'providers', segment: 'providers' },
  { tab: 'webhooks', segment: 'webhooks' },
  { tab: 'apiTokens', segment: 'api-tokens' },
  { tab: 'failedJobs', segment: 'failed-jobs' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['tab'];
