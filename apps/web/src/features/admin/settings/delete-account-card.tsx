import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOCALES, deleteAccountRequest, readMessage } from '@platform/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DangerZoneCard } from '@/components/dangerous-action';
import { reportFormError } from '@/components/report-form-error';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { serverErrorBody } from '@/lib/api/errors';
import { endMerchantSession } from '@/lib/auth/merchant-session';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useDeleteAccount } from './api/delete-account';
import { Notice } from '@/components/notice';

const FORM_ID = 'delete-account';
const passwordForm = requestForm(deleteAccountRequest, ['password']);

/** The question before deleting the account, which takes the password. */
function DeleteAccountDialog({
  open,
  close,
  onHasOrders,
}: {
  open: boolean;
  close: () => void;
  onHasOrders: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const form = useContractForm(passwordForm, { defaultValues: { password: '' } });
  const { register, handleSubmit, formState, watch, reset } = form;

  const dismiss = () => {
    reset();
    close();
  };

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync(password);
    } catch (failure) {
      // Both refusals come on `password`, worded in the interface language.
      const problem = serverErrorBody(failure)?.errors?.password?.[0];
      // Read back to its code in whichever language it came: the reader may have switched meanwhile.
      if (problem && LOCALES.some((locale) => readMessage(locale, problem)?.code === 'account_has_orders')) {
        dismiss();
        return onHasOrders();
      }
      reportFormError(failure, form, t, notify);
      return;
    }
    endMerchantSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
    notify.success(t('settings.account.deleted'));
  });

  return (
    <ConfirmDialog
      open={open}
      onCancel={dismiss}
      title={t('settings.account.deleteConfirmTitle')}
      description={t('settings.account.deleteConfirm')}
      confirmLabel={t('settings.account.deleteForGood')}
      danger
      loading={formState.isSubmitting}
      confirmDisabled={watch('password') === ''}
      form={FORM_ID}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('settings.account.confirmPassword')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
      </form>
    </ConfirmDialog>
  );
}

/**
 * Deleting the account, after the password: refused while any store has orders (they are records the
 * merchant must keep), which the card then explains instead of a bare error.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [hasOrders, setHasOrders] = useState(false);
  return (
    <DangerZoneCard
      title={t('settings.account.deleteTitle')}
      description={t('settings.account.deleteDescription')}
      actionLabel={t('settings.account.delete')}
      confirmation={(open, close) => (
        <DeleteAccountDialog open={open} close={close} onHasOrders={() => setHasOrders(true)} />
      )}
    >
      {hasOrders ? (
        <Notice tone="warning" title={t('settings.account.hasOrdersTitle')}>
          {t('settings.account.hasOrders')}
        </Notice>
      ) : null}
    </DangerZoneCard>
  );
}
