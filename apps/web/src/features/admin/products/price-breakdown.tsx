import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '@platform/contract';
import { currentLocale } from '@/lib/i18n';

interface PriceBreakdownProps {
  exclVat: number;
  inclVat: number;
  vatRate: number;
  /** Marks the line the merchant typed, so it is clear which one the other follows from. */
  entered: 'excl' | 'incl';
}

/** A price excluding VAT, the VAT and the price including it, aligned as on an invoice. */
export function PriceBreakdown({ exclVat, inclVat, vatRate, entered }: PriceBreakdownProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const row = (label: string, cents: number, strong: boolean) => (
    <div className="flex justify-between gap-4">
      <dt className={strong ? 'font-medium text-zinc-900' : 'text-zinc-500'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-medium text-zinc-900' : 'text-zinc-600'}`}>
        {formatMoney(cents, locale)}
      </dd>
    </div>
  );
  return (
    <dl className="space-y-1.5 rounded-lg bg-zinc-50 p-3 text-sm ring-1 ring-zinc-200" aria-live="polite">
      {row(t('products.exclVat'), exclVat, entered === 'excl')}
      {row(t('products.vatAmount', { rate: formatRate(vatRate, locale) }), inclVat - exclVat, false)}
      {row(t('products.inclVat'), inclVat, entered === 'incl')}
    </dl>
  );
}
