import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { LinkIcon, PlusIcon } from '@/components/icons';
import { ListPage } from '@/components/list-page';
import { useWebhookEndpoints } from './api/webhooks';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { SettingsPage } from '@/components/settings-page';
import { ShownOnceDialog } from '@/components/shown-once-dialog';
import { useStoreId } from '@/lib/use-store-id';
import { WebhookEndpointCard } from './webhook-endpoint-card';

/** The webhooks tab: the store's endpoints, each with its secret's hint and its delivery log. */
export function WebhooksTab() {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const endpoints = useWebhookEndpoints(storeId);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const addButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon className="size-4" />
      {t('settings.webhooks.add')}
    </Button>
  );

  return (
    <SettingsPage>
      <div>
        <h2 className="text-base font-semibold text-zinc-900">{t('settings.webhooks.title')}</h2>
        <p className="mt-1 text-sm text-zinc-500">{t('settings.webhooks.description')}</p>
      </div>
      <ListPage
        query={endpoints}
        rows={endpoints.data}
        actions={addButton}
        empty={{
          icon: <LinkIcon />,
          title: t('settings.webhooks.emptyTitle'),
          description: t('settings.webhooks.emptyDescription'),
          action: addButton,
        }}
      >
        {(rows) =>
          rows.map((endpoint) => (
            <WebhookEndpointCard key={endpoint.id} storeId={storeId} endpoint={endpoint} />
          ))
        }
      </ListPage>
      <CreateWebhookDialog
        storeId={storeId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={setShown}
      />
      <ShownOnceDialog
        secret={shown}
        title={t('settings.webhooks.shownTitle')}
        description={t('settings.webhooks.shownDescription')}
        onClose={() => setShown(null)}
      />
    </SettingsPage>
  );
}
