import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@platform/contract';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DangerousActionDialog } from '@/components/dangerous-action';
import { PencilIcon, TrashIcon } from '@/components/icons';
import { useDeleteWebhookEndpoint, useRotateWebhookSecret } from './api/webhooks';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { ShownOnceDialog } from '@/components/shown-once-dialog';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookTestButton } from './webhook-test-button';

/**
 * One endpoint: its address, events and the hint of its signing secret (the secret itself is shown
 * once, when made or replaced; decision 047), its delivery log, and removing it.
 */
export function WebhookEndpointCard({ storeId, endpoint }: { storeId: number; endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteWebhookEndpoint(storeId, endpoint.id);
  const rotate = useRotateWebhookSecret(storeId, endpoint.id);

  return (
    <Card>
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-2">
            <h2 className="font-mono text-sm font-semibold break-all text-zinc-900">{endpoint.url}</h2>
            <div className="flex flex-wrap gap-1.5">
              {endpoint.events.map((event) => (
                <Badge key={event}>{event}</Badge>
              ))}
            </div>
          </div>
          <div className="flex shrink-0 gap-2 self-start">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon className="size-4" />
              {t('settings.webhooks.edit')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="text-red-600"
              onClick={() => setConfirming(true)}
            >
              <TrashIcon className="size-4" />
              {t('common.delete')}
            </Button>
          </div>
        </div>

        <div className="rounded-lg bg-zinc-50 p-3">
          <p className="text-sm font-medium text-zinc-900">{t('settings.webhooks.secret')}</p>
          <p className="mt-0.5 text-sm text-zinc-500">{t('settings.webhooks.secretHelp')}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="w-full min-w-0 rounded sm:w-auto sm:flex-1 bg-white px-2 py-1.5 font-mono text-xs break-all ring-1 ring-zinc-200">
              {endpoint.secret_hint}
            </code>
            <Button variant="ghost" size="sm" onClick={() => setRotating(true)}>
              {t('settings.webhooks.rotate')}
            </Button>
          </div>
        </div>

        <WebhookTestButton storeId={storeId} endpoint={endpoint} />

        <div>
          <h3 className="mb-2 text-sm font-medium text-zinc-900">{t('settings.webhooks.deliveries')}</h3>
          <WebhookDeliveries storeId={storeId} endpointId={endpoint.id} />
        </div>
      </div>
      <CreateWebhookDialog
        storeId={storeId}
        open={editing}
        onClose={() => setEditing(false)}
        endpoint={endpoint}
      />
      <DangerousActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.webhooks.deleteTitle')}
        description={t('settings.webhooks.deleteDescription', { url: endpoint.url })}
        confirmLabel={t('common.delete')}
        run={() => remove.mutateAsync()}
        doneText={t('settings.webhooks.deleted')}
      />
      <DangerousActionDialog
        open={rotating}
        onClose={() => setRotating(false)}
        title={t('settings.webhooks.rotateTitle')}
        description={t('settings.webhooks.rotateDescription')}
        confirmLabel={t('settings.webhooks.rotateConfirm')}
        run={async () => setShown((await rotate.mutateAsync()).secret)}
        doneText={t('settings.webhooks.rotated')}
      />
      <ShownOnceDialog
        secret={shown}
        title={t('settings.webhooks.shownTitle')}
        description={t('settings.webhooks.shownDescription')}
        onClose={() => setShown(null)}
      />
    </Card>
  );
}
