import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  orderInvoicesResponse,
  routeKey,
  routePath,
  shopRoutes,
  type InvoiceSummary,
} from '@platform/contract';
import { Button } from '@/components/button';
import { Price } from '@/components/price';
import { API_BASE_URL, commonHeaders } from '@/lib/api/api-base';
import { shopCall } from '@/lib/api/client';
import { HttpError } from '@/lib/api/http-error';
import { readShopperToken } from '@/lib/auth/shopper-session';
import { describeError } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { currentSlug } from '@/lib/host';

/** Fetches the file with the buyer's credentials (the order's cookie, or the sign-in's token) and saves it. */
async function save(orderId: string, doc: InvoiceSummary, format: 'pdf' | 'xml') {
  const url = new URL(
    routePath(shopRoutes.orderInvoice, { storeSlug: currentSlug(), orderId, invoiceId: doc.id, format }),
    new URL(API_BASE_URL, window.location.origin),
  );
  const shopper = readShopperToken();
  const response = await fetch(url, {
    credentials: 'include',
    headers: {
      'Accept-Language': commonHeaders()['Accept-Language']!,
      ...(shopper ? { Authorization: `Bearer ${shopper.token}` } : {}),
    },
  });
  if (!response.ok) {
    throw new HttpError(`Request failed with status code ${response.status}`, {
      status: response.status,
      data: undefined,
    });
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `${doc.number}.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * The order's invoice and credit notes, for the buyer who may open the order (its browser or a sign-in):
 * each as PDF, and as UBL for a business buyer. Nothing shows until there is one to show.
 */
export function InvoicesCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<unknown>(null);
  const input = { params: { storeSlug: currentSlug(), orderId } };
  const documents = useQuery({
    queryKey: routeKey(shopRoutes.orderInvoices, input),
    queryFn: async ({ signal }) =>
      orderInvoicesResponse.parse((await shopCall(shopRoutes.orderInvoices, input, { signal })).data).data,
    retry: false,
  });
  if (!documents.data?.length) return null;
  const download = (doc: InvoiceSummary, format: 'pdf' | 'xml') => {
    setFailed(null);
    save(orderId, doc, format).catch(setFailed);
  };
  return (
    <section
      aria-labelledby="order-invoices"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6"
    >
      <h2 id="order-invoices" className="text-base font-semibold text-zinc-900">
        {t('orderInvoices.heading')}
      </h2>
      <ul className="mt-4 divide-y divide-zinc-100">
        {documents.data.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="text-sm font-medium text-zinc-900">
                {t(`orderInvoices.kind.${doc.kind}`)} {doc.number}
              </p>
              <p className="text-xs text-zinc-500 tabular-nums">
                {formatDate(doc.issued_at, currentLocale())} · <Price cents={doc.total_incl_vat} />
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('orderInvoices.downloadPdfOf', { number: doc.number })}
                onClick={() => download(doc, 'pdf')}
              >
                PDF
              </Button>
              {doc.has_ubl ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('orderInvoices.downloadUblOf', { number: doc.number })}
                  onClick={() => download(doc, 'xml')}
                >
                  UBL
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {describeError(failed, t)}
        </p>
      ) : null}
    </section>
  );
}
