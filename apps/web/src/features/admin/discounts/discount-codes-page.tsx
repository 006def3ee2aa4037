import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type DiscountCode } from '@platform/contract';
import { Button } from '@/components/button';
import { DangerousActionDialog } from '@/components/dangerous-action';
import { PencilIcon, PlusIcon, ReceiptIcon, TrashIcon } from '@/components/icons';
import { ListPage } from '@/components/list-page';
import { currentLocale } from '@/lib/i18n';
import { useDeleteDiscountCode, useDiscountCodes } from './api/discount-codes';
import { DiscountCodeDialog } from './discount-code-dialog';

/** "15 %" or "€ 5,00". */
function useValueText() {
  const { t } = useTranslation();
  return (code: DiscountCode) =>
    code.type === 'percentage'
      ? t('discountCodes.percentOff', { value: code.value })
      : formatMoney(code.value, currentLocale());
}

/** When the code is valid, in the reader's language; empty when always. */
function useWindowText() {
  const { t } = useTranslation();
  const format = (iso: string) =>
    new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (code: DiscountCode) => {
    if (code.starts_at && code.ends_at)
      return t('discountCodes.between', { from: format(code.starts_at), until: format(code.ends_at) });
    if (code.starts_at) return t('discountCodes.from', { from: format(code.starts_at) });
    if (code.ends_at) return t('discountCodes.until', { until: format(code.ends_at) });
    return t('discountCodes.always');
  };
}

function DiscountCodeRow({ storeId, code }: { storeId: number; code: DiscountCode }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteDiscountCode(storeId, code.id);
  const valueText = useValueText();
  const windowText = useWindowText();
  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5"
      data-testid="discount-code-row"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-mono text-base font-semibold break-all text-zinc-900">{code.code}</span>
          <span className="text-sm font-medium text-zinc-700">{valueText(code)}</span>
        </p>
        <p className="mt-1 text-sm text-zinc-500">
          {windowText(code)}
          {' · '}
          {code.product_ids.length
            ? t('discountCodes.productsChosen', { count: code.product_ids.length })
            : t('discountCodes.productsAll')}
          {code.minimum_total
            ? ` · ${t('discountCodes.minimumShort', { amount: formatMoney(code.minimum_total, currentLocale()) })}`
            : ''}
        </p>
      </div>
      <dl className="flex gap-5 text-sm sm:text-right">
        <div>
          <dt className="text-zinc-500">{t('discountCodes.uses')}</dt>
          <dd className="font-medium text-zinc-900 tabular-nums" data-testid="discount-code-uses">
            {code.max_uses === null
              ? code.uses
              : t('discountCodes.usesOf', { uses: code.uses, max: code.max_uses })}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-500">{t('discountCodes.reserved')}</dt>
          <dd className="font-medium text-zinc-900 tabular-nums" data-testid="discount-code-reserved">
            {code.reserved}
          </dd>
        </div>
      </dl>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEditing(true)}
          aria-label={t('discountCodes.editLabel', { code: code.code })}
        >
          <PencilIcon className="size-4" />
          <span aria-hidden="true">{t('discountCodes.edit')}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setDeleting(true)}
          aria-label={t('discountCodes.deleteLabel', { code: code.code })}
        >
          <TrashIcon className="size-4" />
          <span aria-hidden="true">{t('common.delete')}</span>
        </Button>
      </div>
      <DiscountCodeDialog storeId={storeId} open={editing} onClose={() => setEditing(false)} code={code} />
      <DangerousActionDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('discountCodes.deleteTitle')}
        description={t('discountCodes.deleteDescription', { code: code.code })}
        confirmLabel={t('common.delete')}
        run={() => remove.mutateAsync()}
        doneText={t('discountCodes.deleted')}
      />
    </li>
  );
}

/**
 * The store's discount codes (/store/{storeId}/products/discount-codes, reached from the products):
 * each with its terms, its uses and the orders holding one, to create, change and delete (decision 040).
 */
export default function DiscountCodesPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const codes = useDiscountCodes(storeId);
  const [creating, setCreating] = useState(false);
  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon className="size-4" />
      {t('discountCodes.new')}
    </Button>
  );

  return (
    <>
      <ListPage
        query={codes}
        rows={codes.data}
        actions={newButton}
        empty={{
          icon: <ReceiptIcon />,
          title: t('discountCodes.emptyTitle'),
          description: t('discountCodes.emptyDescription'),
          action: newButton,
        }}
      >
        {(rows) => (
          <ul className="divide-y divide-zinc-100 overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-zinc-200">
            {rows.map((code) => (
              <DiscountCodeRow key={code.id} storeId={storeId} code={code} />
            ))}
          </ul>
        )}
      </ListPage>
      <DiscountCodeDialog storeId={storeId} open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
