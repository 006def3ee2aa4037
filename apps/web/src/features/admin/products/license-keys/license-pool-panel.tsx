import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductItem } from '@platform/contract';
import { Button } from '@/components/button';
import { notify } from '@/components/toasts';
import { describeError, serverErrorBody } from '@/lib/api/errors';
import { useAddLicenseKeys } from './api/add-license-keys';
import { LicenseKeysField } from './license-keys-field';
import { LicensePoolWarnings, useLicenseSummary } from './license-pool-status';

interface LicensePoolPanelProps {
  storeId: number;
  item: ProductItem;
}

/** Adds keys to an item's pool: pasted, or read from a text file into the same field first. */
export function LicensePoolPanel({ storeId, item }: LicensePoolPanelProps) {
  const { t } = useTranslation();
  const addKeys = useAddLicenseKeys(storeId, item.product_id, item.id);
  const [keys, setKeys] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<string[]>([]);
  const summary = useLicenseSummary();

  const submit = async () => {
    setError(undefined);
    try {
      const answer = await addKeys.mutateAsync(keys);
      const lines = [t('products.license.added', { count: answer.added })];
      if (answer.duplicate_count > 0) {
        lines.push(
          t('products.license.duplicates', {
            count: answer.duplicate_count,
            keys: `${answer.duplicates.join(', ')}${answer.duplicate_count > answer.duplicates.length ? ', …' : ''}`,
          }),
        );
      }
      if (answer.assigned_to_waiting > 0) {
        lines.push(t('products.license.toWaiting', { count: answer.assigned_to_waiting }));
      }
      setResult(lines);
      setKeys('');
      notify.success(lines[0]!);
    } catch (failure) {
      const body = serverErrorBody(failure);
      setError(body?.errors?.keys?.[0] ?? describeError(failure, t));
    }
  };

  return (
    <div className="space-y-3 border-t border-zinc-200 pt-4">
      {item.license ? (
        <div>
          <p className="text-sm font-medium text-zinc-900">{summary(item.license)}</p>
          <LicensePoolWarnings license={item.license} />
        </div>
      ) : null}
      <LicenseKeysField value={keys} onChange={setKeys} error={error} />
      <div className="flex justify-end">
        <Button onClick={submit} loading={addKeys.isPending} disabled={keys.trim() === ''}>
          {t('products.license.addKeys')}
        </Button>
      </div>
      {result.length > 0 ? (
        <ul
          role="status"
          className="space-y-1 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
        >
          {result.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
