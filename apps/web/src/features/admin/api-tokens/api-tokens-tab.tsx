import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CogIcon, PlusIcon } from '@/components/icons';
import { ListPage } from '@/components/list-page';
import { useApiTokens } from './api/api-tokens';
import { ApiTokenRow } from './api-token-row';
import { CreateApiTokenDialog } from './create-api-token-dialog';
import { SettingsPage } from '@/components/settings-page';
import { ShownOnceDialog } from '@/components/shown-once-dialog';
import { useStoreId } from '@/lib/use-store-id';

/** The API tokens tab: the store's tokens, a new one (shown once), and revoking. */
export function ApiTokensTab() {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const tokens = useApiTokens(storeId);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const addButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon className="size-4" />
      {t('settings.apiTokens.add')}
    </Button>
  );

  return (
    <SettingsPage>
      <div>
        <h2 className="text-base font-semibold text-zinc-900">{t('settings.apiTokens.title')}</h2>
        <p className="mt-1 text-sm text-zinc-500">{t('settings.apiTokens.description')}</p>
      </div>
      <ListPage
        query={tokens}
        rows={tokens.data}
        actions={addButton}
        empty={{
          icon: <CogIcon />,
          title: t('settings.apiTokens.emptyTitle'),
          description: t('settings.apiTokens.emptyDescription'),
          action: addButton,
        }}
      >
        {(rows) => (
          <Card>
            <ul className="divide-y divide-zinc-100">
              {rows.map((token) => (
                <ApiTokenRow key={token.id} storeId={storeId} token={token} />
              ))}
            </ul>
          </Card>
        )}
      </ListPage>
      <CreateApiTokenDialog
        storeId={storeId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setShown(token);
        }}
      />
      <ShownOnceDialog
        secret={shown}
        title={t('settings.apiTokens.shownTitle')}
        description={t('settings.apiTokens.shownDescription')}
        onClose={() => setShown(null)}
      />
    </SettingsPage>
  );
}
