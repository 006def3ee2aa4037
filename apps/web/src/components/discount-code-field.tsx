import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@platform/contract';
import { describeError, serverErrorBody } from '@/lib/api/errors';
import { useDiscountCode } from '@/lib/shop/save-cart';
import { Button } from './button';
import { Price } from './price';

interface DiscountCodeFieldProps {
  cart: Cart;
  /** Why the server refused the cart's code elsewhere (placing the order), shown beside the field. */
  refusal?: string | undefined;
  /** Called once the code was applied or removed, so a caller can drop a refusal that is now stale. */
  onChanged?: () => void;
}

/**
 * The cart's discount code (decision 040): a field to apply one, or the applied code with its amount
 * and a way to remove it. The server's reason for a code that does not apply stands beside the field,
 * in the shopper's language. Not a form of its own: the checkout's form holds it, so Enter applies the
 * code rather than placing the order.
 */
export function DiscountCodeField({ cart, refusal, onChanged }: DiscountCodeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const save = useDiscountCode(cart);
  const failed = save.error
    ? (serverErrorBody(save.error)?.errors?.discount_code?.[0] ?? describeError(save.error, t))
    : undefined;
  const error = failed ?? refusal;
  const send = (value: string | null) =>
    save.mutate(value, {
      onSuccess: () => {
        setCode('');
        onChanged?.();
      },
    });
  const apply = () => {
    if (code.trim()) send(code.trim());
  };
  const errorLine = error ? (
    <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
      {error}
    </p>
  ) : null;

  if (cart.discount) {
    return (
      <div data-testid="discount-code">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <p className="min-w-0 break-words">
            {t('discountCode.applied', { code: cart.discount.code })}{' '}
            <Price cents={-cart.discount.amount} className="font-medium whitespace-nowrap tabular-nums" />
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            loading={save.isPending}
            onClick={() => send(null)}
            aria-label={t('discountCode.removeLabel', { code: cart.discount.code })}
          >
            {t('discountCode.remove')}
          </Button>
        </div>
        {errorLine}
      </div>
    );
  }
  return (
    <div data-testid="discount-code">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        {t('discountCode.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (save.error) save.reset();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          className={`block h-10 w-full min-w-0 flex-1 rounded-lg bg-white px-3 text-sm text-zinc-900 uppercase shadow-xs ring-1 ring-inset placeholder:text-zinc-500 placeholder:normal-case focus:ring-2 focus:outline-none ${
            error ? 'ring-red-400 focus:ring-red-500' : 'ring-zinc-300 focus:ring-primary-ink'
          }`}
        />
        <Button type="button" variant="secondary" loading={save.isPending} onClick={apply}>
          {t('discountCode.apply')}
        </Button>
      </div>
      {errorLine}
    </div>
  );
}
