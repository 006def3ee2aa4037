import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartTotals } from '@platform/contract';
import { Price } from '@/components/price';

function Row({ label, cents, strong = false }: { label: ReactNode; cents: number; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-base font-semibold text-zinc-900' : 'text-sm text-zinc-600'}`}
    >
      <dt>{label}</dt>
      <dd>
        <Price cents={cents} className="tabular-nums" />
      </dd>
    </div>
  );
}

/** The cart's totals as the server computed them: excluding VAT, the VAT, including VAT. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-2">
      <Row label={t('cart.subtotalExclVat')} cents={totals.total_excl_vat} />
      <Row label={t('cart.vat')} cents={totals.total_vat} />
      <div className="border-t border-zinc-200 pt-3">
        <Row label={t('cart.totalInclVat')} cents={totals.total_incl_vat} strong />
      </div>
    </dl>
  );
}
