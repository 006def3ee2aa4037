import {
  adminInvoiceListQuery,
  adminInvoiceParams,
  adminInvoicePeriodQuery,
  invoiceFormat,
  invoiceSummary,
  listEnvelope,
  shopApi,
  storeScopedQuery,
} from '@platform/contract';
import type { FastifyReply } from 'fastify';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import {
  adminDocument,
  buyersDocument,
  buyersInvoices,
  invoiceArchive,
  listAdminInvoices,
  type RenderedDocument,
} from './documents.service.js';

const admin = { tags: ['invoices'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;
const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

function sendDocument(reply: FastifyReply, document: RenderedDocument) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', attachment(document.fileName))
    .type(document.contentType)
    .send(document.body);
}

export async function invoicesRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/invoice',
    {
      config: tenant,
      schema: {
        ...admin,
        description:
          "A page of the store's invoices and credit notes of a period (issue dates, UTC), in the order they were issued.",
        querystring: adminInvoiceListQuery,
        response: { 200: listEnvelope(invoiceSummary) },
      },
    },
    async (request) => listAdminInvoices(ctx, request.storeId!, request.query),
  );

  app.get(
    '/v1/admin/invoice-archive',
    {
      config: tenant,
      schema: {
        ...admin,
        description:
          "A period's invoices and credit notes as one ZIP: PDFs, and UBL files of business buyers.",
        querystring: adminInvoicePeriodQuery,
      },
    },
    async (request, reply) => {
      const archive = invoiceArchive(ctx, request.storeId!, request.query);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(archive.fileName))
        .type('application/zip')
        .send(archive.body);
    },
  );

  app.get(
    '/v1/admin/invoice/:id/:format',
    {
      config: tenant,
      schema: {
        ...admin,
        params: adminInvoiceParams.extend({ format: invoiceFormat }),
        querystring: storeScopedQuery,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await adminDocument(ctx, request.storeId!, request.params.id, request.params.format),
      ),
  );

  serveRoute(app, shopApi.orderInvoices, async (request) => ({
    data: await buyersInvoices(ctx, request, request.params.storeSlug, request.params.orderId),
  }));

  serveRoute(app, shopApi.orderInvoice, async (request, reply) => {
    const { storeSlug, orderId, invoiceId, format } = request.params;
    return sendDocument(reply, await buyersDocument(ctx, request, storeSlug, orderId, invoiceId, format));
  });
}
