import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOrderNumber, type InvoiceSummary } from '@platform/contract';
import { Button, ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { Price } from '@/components/price';
import { Pagination } from '@/components/pagination';
import { PageLoader } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useRowsPerPage } from '@/lib/account/use-rows-per-page';
import { describeError } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { downloadArchive, downloadDocument, useInvoices } from './invoices-api';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfQuarter = () => {
  const now = new Date();
  const month = Math.floor(now.getUTCMonth() / 3) * 3;
  return new Date(Date.UTC(now.getUTCFullYear(), month, 1)).toISOString().slice(0, 10);
};

/**
 * The store's invoices and credit notes (/store/{storeId}/orders/invoices): a period's documents in the
 * order they were issued, a page at a time, each as PDF (and UBL for business buyers), and the whole
 * period as one ZIP.
 */
export default function InvoicesPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const [search] = useSearchParams();
  const orderId = search.get('order') ?? undefined;
  const [from, setFrom] = useState(orderId ? '' : firstOfQuarter());
  const [to, setTo] = useState(orderId ? '' : today());
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const perPage = useRowsPerPage();
  const invoices = useInvoices(storeId, { from, to, orderId }, { page, perPage });
  const total = invoices.data?.meta.total ?? 0;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFailed(null);
    try {
      await work();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  }

  const rows = invoices.data?.data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to={`/store/${storeId}/orders`} variant="secondary">
          {t('invoices.backToOrders')}
        </ButtonLink>
      </div>
      <Card
        title={t('invoices.periodHeading')}
        description={orderId ? t('invoices.ofOrder') : t('invoices.periodDescription')}
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <TextField
            label={t('invoices.from')}
            type="date"
            value={from}
            onChange={(event) => {
              setFrom(event.target.value);
              setPage(1);
            }}
          />
          <TextField
            label={t('invoices.to')}
            type="date"
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              setPage(1);
            }}
          />
          <Button
            variant="primary"
            disabled={busy || total === 0}
            onClick={() => run(() => downloadArchive(storeId, { from, to }))}
          >
            {t('invoices.downloadZip')}
          </Button>
        </div>
        {invoices.data ? (
          <p className="mt-4 text-sm text-zinc-600">{t('invoices.inPeriod', { count: total })}</p>
        ) : null}
        {failed ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {describeError(failed, t)}
          </p>
        ) : null}
      </Card>
      {invoices.isPending ? (
        <PageLoader label={t('common.loading')} />
      ) : invoices.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          {describeError(invoices.error, t)}
        </p>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={t('invoices.emptyTitle')}
          description={t('invoices.emptyDescription')}
        />
      ) : (
        <>
          <InvoiceList storeId={storeId} rows={rows} busy={busy} run={run} />
          <Pagination page={page} perPage={perPage} total={total} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function InvoiceList({
  storeId,
  rows,
  busy,
  run,
}: {
  storeId: number;
  rows: InvoiceSummary[];
  busy: boolean;
  run: (work: () => Promise<void>) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[8rem_minmax(0,1fr)_7rem_7rem_9rem] gap-4 border-b border-zinc-100 bg-zinc-50 px-5 py-2.5 text-xs font-medium text-zinc-500 md:grid"
      >
        <span>{t('invoices.columns.number')}</span>
        <span>{t('invoices.columns.buyer')}</span>
        <span>{t('invoices.columns.date')}</span>
        <span className="text-right">{t('invoices.columns.total')}</span>
        <span className="text-right">{t('invoices.columns.files')}</span>
      </div>
      <ul className="divide-y divide-zinc-100">
        {rows.map((row) => (
          <li
            key={row.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-3 md:grid-cols-[8rem_minmax(0,1fr)_7rem_7rem_9rem] md:items-center md:px-5"
          >
            <div>
              <p className="text-sm font-semibold text-zinc-900 tabular-nums">{row.number}</p>
              <p className="text-xs text-zinc-500">
                {t(`invoices.kind.${row.kind}`)}
                {row.credits_number ? ` · ${t('invoices.credits', { number: row.credits_number })}` : ''}
              </p>
            </div>
            <div className="min-w-0 md:order-none">
              <p className="truncate text-sm text-zinc-900">{row.buyer_name}</p>
              <p className="text-xs text-zinc-500">
                <Link
                  className="underline hover:text-zinc-800"
                  to={`/store/${storeId}/orders/${row.order_id}`}
                >
                  {formatOrderNumber(row.order_number)}
                </Link>
                {' · '}
                {t(`invoices.treatment.${row.treatment}`)}
              </p>
            </div>
            <p className="text-sm text-zinc-600 tabular-nums">{formatDate(row.issued_at, currentLocale())}</p>
            <p className="text-right text-sm font-medium text-zinc-900 tabular-nums">
              <Price cents={row.total_incl_vat} />
            </p>
            <div className="col-span-2 flex justify-start gap-2 md:col-span-1 md:justify-end">
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={t('invoices.downloadPdfOf', { number: row.number })}
                onClick={() => run(() => downloadDocument(storeId, row.id, row.number, 'pdf'))}
              >
                PDF
              </Button>
              {row.has_ubl ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={t('invoices.downloadUblOf', { number: row.number })}
                  onClick={() => run(() => downloadDocument(storeId, row.id, row.number, 'xml'))}
                >
                  UBL
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
