import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_ORDER_EXPIRY_HOURS, saveSettingsRequest, type SettingsValues } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { notify } from '@/components/toasts';
import { currentLocale } from '@/lib/i18n';
import { schemaResolver } from '@/lib/schema-resolver';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useSaveSettings } from './api/save-settings';
import { FieldModeRow } from './field-mode-row';
import { reportFormError } from '@/components/report-form-error';
import { fromCheckoutForm, toCheckoutForm, type CheckoutForm } from './settings-form-values';
import { SettingsForm } from './settings-form';
import { SettingsPage } from './settings-page';
import { useStoreId } from './use-store-id';

const FIELDS = [
  'checkout_fields.company',
  'checkout_fields.vat_number',
  'checkout_fields.address',
  'terms_url',
  'checkout_note',
  'order_expiry_hours',
] as const;
const CUSTOMER_FIELDS = ['company', 'vat_number', 'address'] as const;
const NOTE_MAX = 500;

/**
 * What the checkout asks of a customer, the terms they accept, a note shown beside the form, and how
 * long an order waits for its payment.
 */
function CheckoutEditor({ storeId, settings }: { storeId: number; settings: SettingsValues }) {
  const { t } = useTranslation();
  const save = useSaveSettings(storeId);
  const form = useForm<CheckoutForm>({
    defaultValues: toCheckoutForm(settings),
    resolver: schemaResolver<CheckoutForm>(
      FIELDS,
      (values) => [
        {
          schema: saveSettingsRequest,
          body: { store_id: storeId, settings: fromCheckoutForm(values) },
          prefix: 'settings.',
        },
      ],
      currentLocale,
    ),
  });
  const { register, handleSubmit, reset, setError, watch, formState } = form;
  const note = watch('checkout_note');

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(toCheckoutForm(await save.mutateAsync(fromCheckoutForm(values))));
      notify.success(t('settings.saved'));
    } catch (error) {
      reportFormError(error, setError, FIELDS, t, 'settings.');
    }
  });

  return (
    <SettingsForm id="settings-checkout" form={form} onSubmit={onSubmit}>
      <Card title={t('settings.checkout.fieldsTitle')} description={t('settings.checkout.fieldsDescription')}>
        <div className="divide-y divide-zinc-100">
          {CUSTOMER_FIELDS.map((field) => (
            <FieldModeRow
              key={field}
              label={t(`settings.checkout.fields.${field}.label`)}
              description={t(`settings.checkout.fields.${field}.description`)}
              input={register(`checkout_fields.${field}`)}
            />
          ))}
        </div>
        <p className="mt-4 text-sm text-zinc-500">{t('settings.checkout.alwaysAsked')}</p>
      </Card>
      <Card title={t('settings.checkout.termsTitle')} description={t('settings.checkout.termsDescription')}>
        <div className="space-y-5">
          <TextField
            label={t('settings.checkout.termsUrl')}
            type="url"
            inputMode="url"
            placeholder="https://www.example.com/terms"
            hint={t('settings.checkout.termsHint')}
            error={formState.errors.terms_url?.message}
            {...register('terms_url')}
          />
          <TextareaField
            label={t('settings.checkout.note')}
            rows={3}
            hint={t('settings.checkout.noteHint', { count: NOTE_MAX - note.length })}
            error={formState.errors.checkout_note?.message}
            {...register('checkout_note')}
          />
        </div>
      </Card>
      <Card title={t('settings.checkout.expiryTitle')} description={t('settings.checkout.expiryDescription')}>
        <TextField
          label={t('settings.checkout.expiryHours')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ORDER_EXPIRY_HOURS}
          hint={t('settings.checkout.expiryHint', { max: MAX_ORDER_EXPIRY_HOURS })}
          error={formState.errors.order_expiry_hours?.message}
          {...register('order_expiry_hours')}
        />
      </Card>
    </SettingsForm>
  );
}

export function CheckoutTab() {
  const storeId = useStoreId();
  const settings = useSettings(storeId, [
    'checkout_fields',
    'terms_url',
    'checkout_note',
    'order_expiry_hours',
  ]);
  return (
    <SettingsPage queries={[settings]}>
      {settings.data ? <CheckoutEditor storeId={storeId} settings={settings.data} /> : null}
    </SettingsPage>
  );
}
