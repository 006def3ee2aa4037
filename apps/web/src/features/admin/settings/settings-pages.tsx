import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { CogIcon } from '@/components/icons';
import { SettingsNav } from './settings-nav';
import type { SettingsTab } from './settings-tabs';

function SettingsTabPage({ tab }: { tab: SettingsTab }) {
  const { t } = useTranslation();
  const { provider } = useParams();
  return (
    <div className="space-y-8">
      <SettingsNav />
      <EmptyState
        icon={<CogIcon />}
        title={provider ? t('settings.providerTitle', { provider }) : t(`settings.empty.${tab}.title`)}
        description={t(`settings.empty.${tab}.description`)}
      />
    </div>
  );
}

function tabPage(tab: SettingsTab): ComponentType {
  const Page = () => <SettingsTabPage tab={tab} />;
  Page.displayName = `Settings(${tab})`;
  return Page;
}

/** One page per settings tab, each a route of its own in the route table. */
export const settingsPages: Record<SettingsTab, ComponentType> = {
  store: tabPage('store'),
  account: tabPage('account'),
  billing: tabPage('billing'),
  branding: tabPage('branding'),
  checkout: tabPage('checkout'),
  emails: tabPage('emails'),
  notifications: tabPage('notifications'),
  preferences: tabPage('preferences'),
  providers: tabPage('providers'),
};
