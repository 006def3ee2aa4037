import { useTranslation } from 'react-i18next';
import { Price } from '@/components/price';
import type { Cart } from '@platform/contract';

/** The lines and total of a cart, as the cart and the compact carts show them. */
export function CartLines({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  // A b2b store shows amounts excluding VAT, any other including (SPEC §1).
  const b2b = cart.business_type === 'b2b';
  return (
    <div className="rounded-2xl bg-white shadow-xs ring-1 ring-zinc-200">
      <ul className="divide-y divide-zinc-100">
        {cart.products.map((line) => (
          <li key={line.product_id} className="flex items-center justify-between gap-4 px-5 py-4 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium text-zinc-900">{line.name}</span>
              <span className="text-zinc-500">{t('cart.quantity', { count: line.quantity })}</span>
            </span>
            <Price
              cents={b2b ? line.total_excl_vat : line.total_incl_vat}
              className="font-medium tabular-nums"
            />
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between border-t border-zinc-200 px-5 py-4 text-sm font-semibold">
        <span>{t('cart.total')}</span>
        <Price
          cents={b2b ? cart.totals.total_excl_vat : cart.totals.total_incl_vat}
          className="tabular-nums"
        />
      </div>
    </div>
  );
}
