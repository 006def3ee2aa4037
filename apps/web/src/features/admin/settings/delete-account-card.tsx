import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { message } from '@platform/contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Modal } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { serverErrorBody, describeError } from '@/lib/api/errors';
import { endMerchantSession } from '@/lib/auth/merchant-session';
import { currentLocale } from '@/lib/i18n';
import { useDeleteAccount } from './api/delete-account';
import { Notice } from './notice';

/**
 * Deleting the account, after the password: refused while any store has orders (they are records the
 * merchant must keep), which the card then explains instead of a bare error.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [hasOrders, setHasOrders] = useState(false);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const onDelete = () =>
    remove.mutate(password, {
      onSuccess: () => {
        endMerchantSession();
        queryClient.clear();
        void navigate('/login', { replace: true });
        notify.success(t('settings.account.deleted'));
      },
      onError: (failure) => {
        // Both refusals come on `password`; the server words them in the interface language.
        const problem = serverErrorBody(failure)?.errors?.password?.[0];
        if (problem === message(currentLocale(), 'account_has_orders')) {
          close();
          return setHasOrders(true);
        }
        if (problem) return setError(problem);
        notify.error(describeError(failure, t));
      },
    });

  return (
    <Card title={t('settings.account.deleteTitle')} description={t('settings.account.deleteDescription')}>
      <div className="space-y-4">
        {hasOrders ? (
          <Notice tone="warning" title={t('settings.account.hasOrdersTitle')}>
            {t('settings.account.hasOrders')}
          </Notice>
        ) : null}
        <div className="flex justify-end">
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('settings.account.delete')}
          </Button>
        </div>
      </div>
      <Modal
        open={open}
        onClose={close}
        title={t('settings.account.deleteConfirmTitle')}
        description={t('settings.account.deleteConfirm')}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={onDelete} loading={remove.isPending} disabled={password === ''}>
              {t('settings.account.deleteForGood')}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (password) onDelete();
          }}
        >
          <TextField
            label={t('settings.account.confirmPassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
          />
        </form>
      </Modal>
    </Card>
  );
}
