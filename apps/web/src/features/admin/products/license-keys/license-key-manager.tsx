import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLicenseKey, LicenseSource } from '@platform/contract';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { describeError, serverErrorBody } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useLicenseKeyActivations } from './api/get-license-key-activations';
import { useLicenseKeyAction, useReplaceLicenseKey, type KeyItemAddress } from './api/license-key-changes';

interface LicenseKeyManagerProps {
  at: KeyItemAddress;
  licenseKey: AdminLicenseKey;
  source: LicenseSource;
}

/**
 * One key's help desk: where it is activated, and what the merchant can do for its buyer: free its
 * activations (a new computer), disable or enable it, or give it a new text that keeps its order.
 */
export function LicenseKeyManager({ at, licenseKey, source }: LicenseKeyManagerProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { data: activations } = useLicenseKeyActivations(at, licenseKey.id);
  const runAction = useLicenseKeyAction(at);
  const replaceKey = useReplaceLicenseKey(at);
  const [asking, setAsking] = useState<'reset' | 'replace' | null>(null);
  const [newKey, setNewKey] = useState('');
  const [replaceError, setReplaceError] = useState<string | undefined>();
  const disabled = licenseKey.status === 'disabled';

  const act = async (action: 'disable' | 'enable' | 'reset_activations', done: string) => {
    try {
      await runAction.mutateAsync({ keyId: licenseKey.id, action });
      notify.success(done);
    } catch (failure) {
      notify.error(describeError(failure, t));
    } finally {
      setAsking(null);
    }
  };

  const replace = async () => {
    setReplaceError(undefined);
    try {
      const replaced = await replaceKey.mutateAsync({ keyId: licenseKey.id, key: newKey });
      setNewKey('');
      notify.success(t('products.license.manage.replaced', { key: replaced.key }));
    } catch (failure) {
      setReplaceError(serverErrorBody(failure)?.errors?.key?.[0] ?? describeError(failure, t));
    } finally {
      setAsking(null);
    }
  };

  const askReplace = (event: FormEvent) => {
    event.preventDefault();
    setAsking('replace');
  };

  return (
    <div className="space-y-4 rounded-lg bg-zinc-50 p-3 ring-1 ring-zinc-200">
      <section className="space-y-2">
        <h5 className="text-sm font-semibold text-zinc-900">
          {t('products.license.manage.instances', {
            count: activations?.meta.total ?? licenseKey.activations,
          })}
        </h5>
        {activations && activations.data.length > 0 ? (
          <ul className="divide-y divide-zinc-200 rounded-md bg-white text-sm ring-1 ring-zinc-200">
            {activations.data.map((instance) => (
              <li
                key={instance.instance_id}
                className="grid gap-0.5 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto]"
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words text-zinc-900">{instance.name}</span>
                  <span className="block font-mono text-xs break-all text-zinc-500">
                    {instance.instance_id}
                  </span>
                </span>
                <span className="text-xs text-zinc-600 sm:text-right">
                  {t('products.license.manage.activatedAt', {
                    date: formatDateTime(instance.created_at, locale),
                  })}
                </span>
              </li>
            ))}
          </ul>
        ) : activations ? (
          <p className="text-sm text-zinc-500">{t('products.license.manage.noInstances')}</p>
        ) : null}
      </section>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={(activations?.meta.total ?? licenseKey.activations) === 0}
          onClick={() => setAsking('reset')}
        >
          {t('products.license.manage.reset')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={runAction.isPending && asking === null}
          onClick={() =>
            act(
              disabled ? 'enable' : 'disable',
              t(disabled ? 'products.license.manage.enabled' : 'products.license.manage.disabled'),
            )
          }
        >
          {t(disabled ? 'products.license.manage.enable' : 'products.license.manage.disable')}
        </Button>
      </div>
      <form onSubmit={askReplace} noValidate className="space-y-2">
        <TextField
          label={t('products.license.manage.newKey')}
          hint={t(
            source === 'pattern'
              ? 'products.license.manage.newKeyHintPattern'
              : 'products.license.manage.newKeyHint',
          )}
          value={newKey}
          onChange={(event) => {
            setNewKey(event.target.value);
            setReplaceError(undefined);
          }}
          error={replaceError}
          spellCheck={false}
          autoComplete="off"
          className="[&_input]:font-mono"
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" size="sm">
            {t('products.license.manage.replace')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking === 'reset'}
        title={t('products.license.manage.resetTitle')}
        description={t('products.license.manage.resetDescription', { key: licenseKey.key })}
        confirmLabel={t('products.license.manage.reset')}
        loading={runAction.isPending}
        onConfirm={() => act('reset_activations', t('products.license.manage.resetDone'))}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'replace'}
        title={t('products.license.manage.replaceTitle')}
        description={t('products.license.manage.replaceDescription', { key: licenseKey.key })}
        confirmLabel={t('products.license.manage.replace')}
        danger
        loading={replaceKey.isPending}
        onConfirm={replace}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
