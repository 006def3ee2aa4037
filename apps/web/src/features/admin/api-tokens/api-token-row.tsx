import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@platform/contract';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DangerousActionDialog } from '@/components/dangerous-action';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useRevokeApiToken } from './api/api-tokens';

/** One token: its name, hint and scopes, when it was made and last used, and revoking it. */
export function ApiTokenRow({ storeId, token }: { storeId: number; token: ApiToken }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiToken(storeId, token.id);
  const locale = currentLocale();

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-zinc-900">{token.name}</span>
          <code className="font-mono text-xs text-zinc-500">{token.hint}</code>
          {token.revoked_at ? <Badge tone="danger">{t('settings.apiTokens.revoked')}</Badge> : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {token.scopes.map((scope) => (
            <Badge key={scope} tone="info">
              {t(`settings.apiTokens.scope.${scope.replace(':', '_')}`)}
            </Badge>
          ))}
        </div>
        <p className="text-sm text-zinc-500">
          {t('settings.apiTokens.createdAt', { date: formatDateTime(token.created_at, locale) })}
          {' · '}
          {token.last_used_at
            ? t('settings.apiTokens.lastUsed', { date: formatDateTime(token.last_used_at, locale) })
            : t('settings.apiTokens.neverUsed')}
          {token.revoked_at
            ? ` · ${t('settings.apiTokens.revokedAt', { date: formatDateTime(token.revoked_at, locale) })}`
            : ''}
        </p>
      </div>
      {token.revoked_at ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="self-start text-red-600"
          onClick={() => setConfirming(true)}
        >
          {t('settings.apiTokens.revoke')}
        </Button>
      )}
      <DangerousActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.apiTokens.revokeTitle')}
        description={t('settings.apiTokens.revokeDescription', { name: token.name })}
        confirmLabel={t('settings.apiTokens.revoke')}
        run={() => revoke.mutateAsync()}
        doneText={t('settings.apiTokens.revokedDone')}
      />
    </li>
  );
}
