import { useTranslation } from 'react-i18next';
import { MAX_ORDER_EXPIRY_HOURS, type SettingsValues } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { useSettings } from '@/lib/api/settings/get-settings';
import { FieldModeRow } from './field-mode-row';
import { LEGAL_DOCUMENT_FIELDS, LegalDocumentsCard } from './legal-documents-card';
import { ReminderCard } from './reminder-card';
import { fromCheckoutForm, toCheckoutForm } from './settings-form-values';
import { SettingsPage } from '@/components/settings-page';
import { useSettingsEditor } from './use-settings-editor';
import { useStoreId } from '@/lib/use-store-id';

const FIELDS = [
  'checkout_fields.company',
  'checkout_fields.vat_number',
  'checkout_fields.address',
  ...LEGAL_DOCUMENT_FIELDS,
  'checkout_note',
  'order_expiry_hours',
  'abandoned_reminder_hours',
] as const;
const CUSTOMER_FIELDS = ['company', 'vat_number', 'address'] as const;
const NOTE_MAX = 500;

/**
 * What the checkout asks of a customer, the terms they accept, a note shown beside the form, and how
 * long an order waits for its payment.
 */
function CheckoutEditor({ storeId, settings }: { storeId: number; settings: SettingsValues }) {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsEditor(storeId, settings, {
    fields: FIELDS,
    toForm: toCheckoutForm,
    fromForm: fromCheckoutForm,
  });
  const { register, watch, formState } = form;
  const note = watch('checkout_note');

  return (
    <FormWithSaveBar id="settings-checkout" form={form} onSubmit={onSubmit}>
      <Card title={t('settings.checkout.fieldsTitle')} description={t('settings.checkout.fieldsDescription')}>
        <div className="divide-y divide-zinc-100">
          {CUSTOMER_FIELDS.map((field) => (
            <FieldModeRow
              key={field}
              label={t(`settings.checkout.fields.${field}.label`)}
              description={t(`settings.checkout.fields.${field}.description`)}
              input={register(`checkout_fields.${field}`)}
              error={formState.errors.checkout_fields?.[field]?.message}
            />
          ))}
        </div>
        <p className="mt-4 text-sm text-zinc-500">{t('settings.checkout.alwaysAsked')}</p>
      </Card>
      <LegalDocumentsCard form={form} />
      <Card title={t('settings.checkout.noteTitle')} description={t('settings.checkout.noteDescription')}>
        <TextareaField
          label={t('settings.checkout.note')}
          rows={3}
          hint={t('settings.checkout.noteHint', { count: NOTE_MAX - note.length })}
          error={formState.errors.checkout_note?.message}
          {...register('checkout_note')}
        />
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
      <ReminderCard form={form} />
    </FormWithSaveBar>
  );
}

export function CheckoutTab() {
  const storeId = useStoreId();
  const settings = useSettings(storeId, [
    'checkout_fields',
    ...LEGAL_DOCUMENT_FIELDS,
    'checkout_note',
    'order_expiry_hours',
    'abandoned_reminder_hours',
  ]);
  return (
    <SettingsPage queries={[settings]}>
      {settings.data ? <CheckoutEditor storeId={storeId} settings={settings.data} /> : null}
    </SettingsPage>
  );
}
