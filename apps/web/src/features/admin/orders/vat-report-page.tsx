import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { formatRate, type OssReport } from '@platform/contract';
import { Button, ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { Price } from '@/components/price';
import { SelectField } from '@/components/select-field';
import { PageLoader } from '@/components/spinner';
import { describeError } from '@/lib/api/errors';
import { currentLocale } from '@/lib/i18n';
import { downloadVatReportCsv, useVatReport, type Quarter } from './api/get-vat-report';

/** The last eight quarters, newest first: what a merchant files or corrects. */
function recentQuarters(now: Date): Quarter[] {
  const quarters: Quarter[] = [];
  let year = now.getUTCFullYear();
  let quarter = Math.floor(now.getUTCMonth() / 3) + 1;
  for (let count = 0; count < 8; count += 1) {
    quarters.push({ year, quarter });
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      year -= 1;
    }
  }
  return quarters;
}

function useCountryName() {
  const names = new Intl.DisplayNames([currentLocale()], { type: 'region' });
  return (code: string) => names.of(code) ?? code;
}

/** The number of orders, the last column, makes room for the amounts on a phone. */
const wideOnly = 'hidden sm:table-cell';
const cell = 'py-2 pr-3';
const amount = `${cell} text-right whitespace-nowrap tabular-nums`;

/**
 * A column of a report table: an amount in cents (right-aligned, summed in the table's total row), the
 * number of orders (hidden on a phone), or text; `span: 2` lets a text cell take the next column too.
 */
type Column<Row> = { label: string } & (
  | { cents: (row: Row) => number }
  | { count: (row: Row) => number }
  | { text: (row: Row) => ReactNode; className?: string; span?: 2 }
);

/** A table that scrolls sideways on a narrow phone rather than squeezing its amounts. */
function ReportTable<Row>({
  columns,
  rows,
  rowKey,
  totalLabel,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** With a label, a last row totals the amounts. */
  totalLabel?: string;
}) {
  const firstAmount = columns.findIndex((column) => 'cents' in column);
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[18rem] text-sm">
        <thead>
          <tr className="border-b border-zinc-200 text-left text-zinc-500">
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                colSpan={'span' in column ? column.span : undefined}
                className={`py-2 pr-3 align-bottom font-medium ${'text' in column ? '' : 'text-right'} ${
                  'count' in column ? wideOnly : ''
                }`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                'cents' in column ? (
                  <td key={column.label} className={amount}>
                    <Price cents={column.cents(row)} />
                  </td>
                ) : 'count' in column ? (
                  <td key={column.label} className={`${amount} ${wideOnly}`}>
                    {column.count(row)}
                  </td>
                ) : (
                  <td
                    key={column.label}
                    className={column.className ? `${cell} ${column.className}` : cell}
                    colSpan={column.span}
                  >
                    {column.text(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {totalLabel !== undefined && firstAmount > 0 ? (
          <tfoot className="border-t border-zinc-200 font-semibold text-zinc-900">
            <tr>
              <td className={cell} colSpan={firstAmount}>
                {totalLabel}
              </td>
              {columns.slice(firstAmount).map((column) =>
                'cents' in column ? (
                  <td key={column.label} className={amount}>
                    <Price cents={rows.reduce((sum, row) => sum + column.cents(row), 0)} />
                  </td>
                ) : (
                  <td key={column.label} className={'count' in column ? wideOnly : cell} />
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function Report({ report }: { report: OssReport }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const locale = currentLocale();
  const orders = { label: t('vatReport.orders'), count: (row: { orders: number }) => row.orders };
  const taxable = {
    label: t('vatReport.taxable'),
    cents: (row: { taxable_amount: number }) => row.taxable_amount,
  };
  const vat = { label: t('vatReport.vat'), cents: (row: { vat: number }) => row.vat };
  return (
    <div className="space-y-6">
      {report.test_mode ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('vatReport.testMode')}
        </p>
      ) : null}
      <Card title={t('vatReport.ossTitle')} description={t('vatReport.ossDescription')}>
        {report.oss.length === 0 ? (
          <p className="text-sm text-zinc-500">{t('vatReport.none')}</p>
        ) : (
          <ReportTable
            rows={report.oss}
            rowKey={(row) => `${row.country}-${row.vat_rate}`}
            totalLabel={t('vatReport.total')}
            columns={[
              { label: t('vatReport.country'), text: (row) => countryName(row.country) },
              {
                label: t('vatReport.rate'),
                text: (row) => `${formatRate(row.vat_rate, locale)} %`,
                className: 'tabular-nums',
              },
              taxable,
              vat,
              orders,
            ]}
          />
        )}
      </Card>
      <Card title={t('vatReport.reverseTitle')} description={t('vatReport.reverseDescription')}>
        {report.reverse_charge.length === 0 ? (
          <p className="text-sm text-zinc-500">{t('vatReport.none')}</p>
        ) : (
          <ReportTable
            rows={report.reverse_charge}
            rowKey={(row) => `${row.country}-${row.vat_number}`}
            columns={[
              {
                label: t('vatReport.vatNumber'),
                text: (row) => row.vat_number,
                className: 'font-mono text-xs',
              },
              { label: t('vatReport.company'), text: (row) => row.company ?? '—' },
              taxable,
              orders,
            ]}
          />
        )}
      </Card>
      <Card title={t('vatReport.allTitle')} description={t('vatReport.allDescription')}>
        <ReportTable
          rows={report.by_treatment}
          rowKey={(row) => row.treatment}
          columns={[
            {
              label: t('vatReport.treatment'),
              text: (row) => t(`orders.vatTreatment.${row.treatment}`),
              span: 2,
            },
            taxable,
            vat,
            { label: t('vatReport.totalPaid'), cents: (row) => row.total },
            orders,
          ]}
        />
      </Card>
    </div>
  );
}

/**
 * The VAT report (/store/{storeId}/orders/vat-report): a quarter's OSS return per member state and
 * rate, the reverse-charged sales for the EC Sales List, and every sale by how it was taxed; as CSV too.
 */
export default function VatReportPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const [params, setParams] = useSearchParams();
  const quarters = recentQuarters(new Date());
  const chosen = params.get('quarter') ?? `${quarters[0]!.year}-${quarters[0]!.quarter}`;
  const [year, quarter] = chosen.split('-').map(Number) as [number, number];
  const period = { year, quarter };
  const report = useVatReport(storeId, period);
  const [downloading, setDownloading] = useState(false);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-48">
          <SelectField
            label={t('vatReport.quarter')}
            value={chosen}
            onChange={(event) => setParams({ quarter: event.target.value }, { replace: true })}
            options={quarters.map((option) => ({
              value: `${option.year}-${option.quarter}`,
              label: t('vatReport.quarterLabel', { year: option.year, quarter: option.quarter }),
            }))}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/store/${storeId}/orders`} variant="ghost">
            {t('vatReport.toOrders')}
          </ButtonLink>
          <Button
            variant="secondary"
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              void downloadVatReportCsv(storeId, period).finally(() => setDownloading(false));
            }}
          >
            {t('vatReport.downloadCsv')}
          </Button>
        </div>
      </div>
      {report.isPending ? (
        <PageLoader label={t('common.loading')} />
      ) : report.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          {describeError(report.error, t)}
        </p>
      ) : (
        <Report report={report.data} />
      )}
    </div>
  );
}
