import { orderApi, shopApi } from '@platform/contract';
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

const tenant = { tenant: 'store_id' } as const;
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

  serveRoute(
    app,
    orderApi.invoices,
    async (request) => listAdminInvoices(ctx, request.storeId!, request.query),
    tenant,
  );

  serveRoute(
    app,
    orderApi.invoiceArchive,
    async (request, reply) => {
      const archive = invoiceArchive(ctx, request.storeId!, request.query);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(archive.fileName))
        .type('application/zip')
        .send(archive.body);
    },
    tenant,
  );

  serveRoute(
    app,
    orderApi.invoice,
    async (request, reply) =>
      sendDocument(
        reply,
        await adminDocument(ctx, request.storeId!, request.params.id, request.params.format),
      ),
    tenant,
  );

  serveRoute(app, shopApi.orderInvoices, async (request) => ({
    data: await buyersInvoices(ctx, request, request.params.storeSlug, request.params.orderId),
  }));

  serveRoute(app, shopApi.orderInvoice, async (request, reply) => {
    const { storeSlug, orderId, invoiceId, format } = request.params;
    return sendDocument(reply, await buyersDocument(ctx, request, storeSlug, orderId, invoiceId, format));
  });
}
