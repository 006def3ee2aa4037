import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';

interface OrderDaysFilterProps {
  from: string;
  to: string;
  onChange: (days: { from: string; to: string }) => void;
}

/** The days the listed orders were placed on, the first and the last both included. */
export function OrderDaysFilter({ from, to, onChange }: OrderDaysFilterProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <legend className="sr-only">{t('orders.days.legend')}</legend>
      <TextField
        type="date"
        label={t('orders.days.from')}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.target.value, to })}
        className="sm:w-44"
      />
      <TextField
        type="date"
        label={t('orders.days.to')}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ from, to: event.target.value })}
        className="sm:w-44"
      />
    </fieldset>
  );
}
