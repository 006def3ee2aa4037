import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AppliedDiscount,
  BusinessType,
  CartTotals,
  OrderLine,
  SubscriptionTerms,
  VatTreatment,
} from '@platform/contract';
import { currentLocale } from '@/lib/i18n';
import { Price } from './price';
import { SubscriptionTermsNote } from './subscription-terms';

export interface SummaryLine {
  key: string | number;
  name: string;
  quantity: number;
  total_excl_vat: number;
  total_incl_vat: number;
  /** Bought as a subscription: its terms, and what each renewal of the line costs (decision 084). */
  subscription?: { terms: SubscriptionTerms; total_excl_vat: number; total_incl_vat: number } | null;
}

/** An order's line as the summary shows it, with the subscription terms it was ordered with (decision 084). */
export function orderLineSummary(line: OrderLine, index: number): SummaryLine {
  return {
    ...line,
    key: index,
    subscription: line.subscription && {
      terms: line.subscription,
      total_excl_vat: line.subscription.renewal_total_excl_vat,
      total_incl_vat: line.subscription.renewal_total_incl_vat,
    },
  };
}

/** How the VAT was worked out: for which country and how (decision 029); the label says so. */
export interface VatLabel {
  country: string;
  treatment: VatTreatment;
}

interface OrderSummaryProps {
  lines: SummaryLine[];
  totals: CartTotals;
  businessType: BusinessType;
  vat?: VatLabel;
  discount?: AppliedDiscount | null;
  /** The total is what is charged now, the subscriptions' renewals later: the checkout says so. */
  dueToday?: boolean;
}

/** "VAT Germany", "VAT reverse charged", "No EU VAT (outside the EU)", or plain "VAT". */
function useVatLabel(vat: VatLabel | undefined): string {
  const { t } = useTranslation();
  if (!vat) return t('order.summary.vat');
  if (vat.treatment === 'reverse_charge') return t('order.summary.vatReverseCharge');
  if (vat.treatment === 'outside_eu') return t('order.summary.vatOutsideEu');
  const country = new Intl.DisplayNames([currentLocale()], { type: 'region' }).of(vat.country) ?? vat.country;
  return t('order.summary.vatIn', { country });
}

/** One term and amount; a list of description lists may hold only such groups, so no wrapper around it. */
function TotalRow({ label, cents, strong = false }: { label: ReactNode; cents: number; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${
        strong
          ? 'border-t border-zinc-200 pt-3 text-base font-semibold text-zinc-900'
          : 'text-sm text-zinc-600'
      }`}
    >
      <dt>{label}</dt>
      <dd>
        <Price cents={cents} className="tabular-nums" />
      </dd>
    </div>
  );
}

/**
 * The lines of a cart or an order and its totals the way the cart shows them: excluding VAT, the
 * VAT, including VAT. A line shows its amount the way the store prices: b2b without VAT, b2c with.
 */
export function OrderSummary({ lines, totals, businessType, vat, discount, dueToday }: OrderSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-zinc-100">
        {lines.map((line) => (
          <li key={line.key} className="flex items-start justify-between gap-4 py-3 first:pt-0">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-zinc-900">{line.name}</p>
              <p className="mt-0.5 text-xs text-zinc-500">
                {t('order.summary.quantity', { count: line.quantity })}
              </p>
              {line.subscription ? (
                <SubscriptionTermsNote
                  terms={line.subscription.terms}
                  cents={
                    businessType === 'b2b'
                      ? line.subscription.total_excl_vat
                      : line.subscription.total_incl_vat
                  }
                  className="mt-0.5 text-xs"
                />
              ) : null}
            </div>
            <Price
              cents={businessType === 'b2b' ? line.total_excl_vat : line.total_incl_vat}
              className="shrink-0 text-sm text-zinc-900 tabular-nums"
            />
          </li>
        ))}
      </ul>
      <TotalsList
        totals={totals}
        vat={vat}
        discount={discount}
        dueToday={dueToday && lines.some((line) => line.subscription)}
        className="border-t border-zinc-200 pt-4"
      />
    </div>
  );
}

/**
 * The totals as the server computed them: the discount code's amount when there is one (the totals
 * are after it, decision 040), excluding VAT, the VAT, including VAT.
 */
export function TotalsList({
  totals,
  vat,
  discount,
  dueToday = false,
  className = '',
}: {
  totals: CartTotals;
  vat?: VatLabel | undefined;
  discount?: AppliedDiscount | null | undefined;
  /** The total is labelled as what is paid today: a checkout with subscriptions (decision 084). */
  dueToday?: boolean | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const vatLabel = useVatLabel(vat);
  return (
    <dl className={`space-y-2 ${className}`}>
      {discount ? (
        <TotalRow
          label={<span data-testid="discount-label">{t('discountCode.total', { code: discount.code })}</span>}
          cents={-discount.amount}
        />
      ) : null}
      <TotalRow label={t('order.summary.subtotalExclVat')} cents={totals.total_excl_vat} />
      <TotalRow label={<span data-testid="vat-label">{vatLabel}</span>} cents={totals.total_vat} />
      <TotalRow
        label={dueToday ? t('shop.subscription.dueToday') : t('order.summary.totalInclVat')}
        cents={totals.total_incl_vat}
        strong
      />
    </dl>
  );
}
