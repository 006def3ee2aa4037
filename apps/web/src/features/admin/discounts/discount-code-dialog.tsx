import { useTranslation } from 'react-i18next';
import { discountCodeRequest, type DiscountCode, type DiscountCodeRequest } from '@platform/contract';
import { FormDialog } from '@/components/form-dialog';
import { useFormSubmit } from '@/components/form-submit';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { currentLocale } from '@/lib/i18n';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSaveDiscountCode } from './api/discount-codes';
import {
  DISCOUNT_CODE_FIELDS,
  discountCodeValues,
  emptyDiscountCode,
  readDiscountCodeForm,
  type DiscountCodeFormValues,
} from './discount-code-form';
import { DiscountProductPicker } from './discount-product-picker';

interface DiscountCodeDialogProps {
  storeId: number;
  open: boolean;
  onClose: () => void;
  /** The code to change; a new one without. */
  code?: DiscountCode;
}

/** A new discount code, or with `code` the same form to change one: its uses and holds stay. */
export function DiscountCodeDialog({ storeId, open, onClose, code }: DiscountCodeDialogProps) {
  const { t } = useTranslation();
  const save = useSaveDiscountCode(storeId, code?.id ?? null);
  const form = useContractForm<DiscountCodeFormValues, DiscountCodeRequest>(
    {
      fields: DISCOUNT_CODE_FIELDS,
      submitsRequest: true,
      read: (values) => {
        const { body, problems } = readDiscountCodeForm(storeId, values);
        return { requests: [{ schema: discountCodeRequest, body }], problems };
      },
    },
    { defaultValues: code ? discountCodeValues(code, currentLocale()) : emptyDiscountCode() },
  );
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const type = watch('type');
  const onSubmit = useFormSubmit(form, async (request) => {
    const saved = await save.mutateAsync(request);
    form.reset(code ? discountCodeValues(saved, currentLocale()) : emptyDiscountCode());
    notify.success(t(code ? 'discountCodes.saved' : 'discountCodes.created'));
    onClose();
  });

  return (
    <FormDialog
      id={code ? `edit-discount-code-${code.id}` : 'create-discount-code'}
      form={form}
      onSubmit={onSubmit}
      open={open}
      onClose={onClose}
      title={t(code ? 'discountCodes.editTitle' : 'discountCodes.newTitle')}
      description={t('discountCodes.dialogDescription')}
      submitLabel={t(code ? 'common.save' : 'discountCodes.create')}
    >
      <TextField
        label={t('discountCodes.code')}
        hint={t('discountCodes.codeHint')}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('discountCodes.type')}
          options={[
            { value: 'percentage', label: t('discountCodes.types.percentage') },
            { value: 'fixed_amount', label: t('discountCodes.types.fixed_amount') },
          ]}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label={t(type === 'percentage' ? 'discountCodes.percentage' : 'discountCodes.amount')}
          inputMode={type === 'percentage' ? 'numeric' : 'decimal'}
          suffix={type === 'percentage' ? '%' : '€'}
          error={errors.value?.message}
          {...register('value')}
        />
      </div>
      <DiscountProductPicker
        storeId={storeId}
        value={watch('product_ids')}
        onChange={(productIds) => setValue('product_ids', productIds, { shouldDirty: true })}
        error={errors.product_ids?.message}
      />
      <TextField
        label={t('discountCodes.minimumTotal')}
        hint={t('discountCodes.minimumTotalHint')}
        inputMode="decimal"
        suffix="€"
        error={errors.minimum_total?.message}
        {...register('minimum_total')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('discountCodes.startsAt')}
          type="datetime-local"
          error={errors.starts_at?.message}
          {...register('starts_at')}
        />
        <TextField
          label={t('discountCodes.endsAt')}
          type="datetime-local"
          error={errors.ends_at?.message}
          {...register('ends_at')}
        />
        <TextField
          label={t('discountCodes.maxUses')}
          hint={t('discountCodes.noLimit')}
          inputMode="numeric"
          error={errors.max_uses?.message}
          {...register('max_uses')}
        />
        <TextField
          label={t('discountCodes.maxUsesPerEmail')}
          hint={t('discountCodes.noLimit')}
          inputMode="numeric"
          error={errors.max_uses_per_email?.message}
          {...register('max_uses_per_email')}
        />
      </div>
    </FormDialog>
  );
}
