import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, refundPartOfLine, type AdminOrder, type RefundLine } from '@platform/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Price } from '@/components/price';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { describeError, serverErrorBody } from '@/lib/api/errors';
import { parseEuros } from '@/lib/forms/euro-input';
import { currentLocale } from '@/lib/i18n';
import { useRefundOrder, type RefundChoice } from './api/refund-order';

type Mode = 'all' | 'lines' | 'amount';
const MODES: Mode[] = ['all', 'lines', 'amount'];

/**
 * What a choice of lines gives back, as the server will work it out (`refundPartOfLine`): per line the
 * share of what is refunded after it less the share before, so the refunds of a line add up to it.
 * Only shown: the server computes the amount again and refuses more than is left.
 */
function linesAmount(order: AdminOrder, quantities: number[]): number {
  return order.lines.reduce((sum, line, index) => {
    const before = order.refunded_quantities[index] ?? 0;
    const after = before + (quantities[index] ?? 0);
    return sum + refundPartOfLine(line, after).incl_vat - refundPartOfLine(line, before).incl_vat;
  }, 0);
}

/**
 * The merchant's refund of a paid order (issue 31, item 2): all that is left, chosen lines and how many
 * of each, or an amount. The confirm button names what goes back; the server's refusal of a quantity or
 * an amount stands beside the dialog's fields.
 */
export function RefundDialog({
  storeId,
  order,
  onClose,
}: {
  storeId: number;
  order: AdminOrder;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const id = useId();
  const refund = useRefundOrder(storeId, order.id);
  const [mode, setMode] = useState<Mode>('all');
  const [quantities, setQuantities] = useState<number[]>(() => order.lines.map(() => 0));
  const [amountText, setAmountText] = useState('');
  const left = Math.max(order.totals.total_incl_vat - order.refunded_amount, 0);
  const typedAmount = parseEuros(amountText);
  const chosen: RefundLine[] = quantities.flatMap((quantity, line) =>
    quantity > 0 ? [{ line, quantity }] : [],
  );
  const amount =
    mode === 'all' ? left : mode === 'lines' ? linesAmount(order, quantities) : (typedAmount ?? 0);
  const choice: RefundChoice =
    mode === 'lines' ? { lines: chosen } : mode === 'amount' ? { amount: typedAmount ?? 0 } : {};
  const errors = serverErrorBody(refund.error)?.errors ?? {};
  const serverError = Object.values(errors)[0]?.[0] ?? (refund.error ? describeError(refund.error, t) : null);
  const amountError =
    mode === 'amount' && amountText.trim() !== '' && typedAmount === null
      ? t('orders.refund.amountFormat')
      : undefined;

  const confirm = () =>
    refund.mutate(choice, {
      onSuccess: () => {
        notify.success(t('orders.refund.done', { amount: formatMoney(amount, locale) }));
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      danger
      title={t('orders.refund.title')}
      description={t('orders.refund.description', { email: order.email })}
      confirmLabel={t('orders.refund.confirm', { amount: formatMoney(amount, locale) })}
      confirmDisabled={amount <= 0 || Boolean(amountError)}
      loading={refund.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <div className="space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-zinc-800">{t('orders.refund.legend')}</legend>
          <div className="mt-1.5 space-y-2">
            {MODES.map((each) => (
              <label
                key={each}
                className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-zinc-200 ring-inset has-checked:bg-primary/5 has-checked:ring-2 has-checked:ring-primary-ink"
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={each}
                  checked={mode === each}
                  onChange={() => {
                    setMode(each);
                    refund.reset();
                  }}
                  className="mt-0.5 accent-primary-ink"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-zinc-900">
                    {t(`orders.refund.mode.${each}`)}
                  </span>
                  {each === 'all' ? (
                    <span className="block text-sm text-zinc-500">
                      <Price cents={left} className="tabular-nums" />
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {mode === 'lines' ? (
          <ul className="divide-y divide-zinc-100" aria-label={t('orders.refund.linesLabel')}>
            {order.lines.map((line, index) => {
              const open = line.quantity - (order.refunded_quantities[index] ?? 0);
              return (
                <li key={index} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 text-sm">
                    <span className="block font-medium break-words text-zinc-900">{line.name}</span>
                    <span className="block text-xs text-zinc-500">
                      {t('orders.refund.lineLeft', { count: open, total: line.quantity })}
                    </span>
                  </span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={open}
                    disabled={open <= 0}
                    value={quantities[index] ?? 0}
                    aria-label={t('orders.refund.quantityOf', { name: line.name })}
                    onChange={(event) => {
                      const typed = Number.parseInt(event.target.value, 10);
                      const next = Number.isFinite(typed) ? Math.min(Math.max(typed, 0), open) : 0;
                      setQuantities((current) => current.map((value, at) => (at === index ? next : value)));
                      refund.reset();
                    }}
                    className="h-10 w-20 shrink-0 rounded-lg bg-white px-3 text-right text-sm tabular-nums ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-primary-ink focus:outline-none disabled:opacity-50"
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
        {mode === 'amount' ? (
          <TextField
            label={t('orders.refund.amountLabel')}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            error={amountError}
            hint={t('orders.refund.amountHint', { amount: formatMoney(left, locale) })}
            onChange={(event) => {
              setAmountText(event.target.value);
              refund.reset();
            }}
          />
        ) : null}
        {serverError ? (
          <p role="alert" className="text-sm text-red-600">
            {serverError}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
