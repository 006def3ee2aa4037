import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_ORDER_EXPIRY_HOURS } from '@platform/contract';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { ToggleSwitch } from '@/components/toggle-switch';
import type { ContractForm } from '@/lib/forms/use-contract-form';
import type { CheckoutForm } from './settings-form-values';

/** One reminder with the payment link to a buyer who left an order unpaid: off, or after how many hours. */
export function ReminderCard<Output>({ form }: { form: ContractForm<CheckoutForm, Output> }) {
  const { t } = useTranslation();
  const on = form.watch('abandoned_reminder_on');
  const expiry = Number(form.watch('order_expiry_hours'));
  const hours = Number(form.watch('abandoned_reminder_hours'));
  return (
    <Card
      title={t('settings.checkout.reminderTitle')}
      description={t('settings.checkout.reminderDescription')}
    >
      <div className="space-y-5">
        <Controller
          control={form.control}
          name="abandoned_reminder_on"
          render={({ field }) => (
            <ToggleSwitch
              label={t('settings.checkout.reminderOn')}
              description={t('settings.checkout.reminderOnHint')}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        {on ? (
          <TextField
            label={t('settings.checkout.reminderHours')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ORDER_EXPIRY_HOURS}
            hint={
              hours >= expiry
                ? t('settings.checkout.reminderAfterExpiry', { expiry })
                : t('settings.checkout.reminderHoursHint')
            }
            error={form.formState.errors.abandoned_reminder_hours?.message}
            {...form.register('abandoned_reminder_hours')}
          />
        ) : null}
      </div>
    </Card>
  );
}
