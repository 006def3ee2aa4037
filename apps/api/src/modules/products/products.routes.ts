import { z } from 'zod';
import {
  createProductItemRequest,
  createProductRequest,
  deleteRequest,
  envelope,
  listEnvelope,
  okResponse,
  product,
  productImage,
  productImageParams,
  productItem,
  productItemParams,
  productListQuery,
  productParams,
  productSummary,
  reorderImagesRequest,
  storeScopedQuery,
  updateImageRequest,
  updateProductItemRequest,
  updateProductRequest,
} from '@platform/contract';
import type { ZodApp } from '../../zod-app.js';
import * as images from './product-images.service.js';
import * as items from './product-items.service.js';
import * as products from './products.service.js';

const admin = { tags: ['products'], security: [{ bearer: [] }] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;

export async function productsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  app.get(
    '/v1/admin/product',
    {
      config: tenant,
      schema: { ...admin, querystring: productListQuery, response: { 200: listEnvelope(productSummary) } },
    },
    async (request) => products.listProducts(ctx, request.storeId!, request.query),
  );

  app.post(
    '/v1/admin/product',
    {
      config: tenant,
      schema: { ...admin, body: createProductRequest, response: { 201: envelope(product) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await products.createProduct(ctx, request.body) }),
  );

  app.get(
    '/v1/admin/product/:id',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productParams,
        querystring: storeScopedQuery,
        response: { 200: envelope(product) },
      },
    },
    async (request) => ({
      data: await products.loadProduct(
        ctx.productSales,
        ctx.database.db,
        request.storeId!,
        request.params.id,
      ),
    }),
  );

  app.put(
    '/v1/admin/product/:id',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productParams,
        body: updateProductRequest,
        response: { 200: envelope(product) },
      },
    },
    async (request) => ({
      data: await products.updateProduct(ctx, request.storeId!, request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/admin/product/:id',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productParams,
        querystring: storeScopedQuery.partial(),
        body: deleteRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await products.deleteProduct(ctx, request.storeId!, request.params.id);
      return { code: 'OK' as const };
    },
  );

  app.get(
    '/v1/admin/product/:id/product-item',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productParams,
        querystring: storeScopedQuery,
        response: { 200: envelope(z.array(productItem)) },
      },
    },
    async (request) => ({ data: await items.listProductItems(ctx, request.storeId!, request.params.id) }),
  );

  app.post(
    '/v1/admin/product/:id/product-item',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productParams,
        body: createProductItemRequest,
        response: { 201: envelope(productItem) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await items.createProductItem(ctx, request.params.id, request.body) }),
  );

  app.put(
    '/v1/admin/product/:id/product-item/:itemId',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productItemParams,
        body: updateProductItemRequest,
        response: { 200: envelope(productItem) },
      },
    },
    async (request) => ({
      data: await items.updateProductItem(ctx, request.params.id, request.params.itemId, request.body),
    }),
  );

  app.delete(
    '/v1/admin/product/:id/product-item/:itemId',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productItemParams,
        querystring: storeScopedQuery.partial(),
        body: deleteRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await items.deleteProductItem(ctx, request.storeId!, request.params.id, request.params.itemId);
      return { code: 'OK' as const };
    },
  );

  app.put(
    '/v1/admin/product/:id/image-order',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productParams,
        body: reorderImagesRequest,
        response: { 200: envelope(z.array(productImage)) },
      },
    },
    async (request) => ({
      data: await images.reorderProductImages(
        ctx,
        request.storeId!,
        request.params.id,
        request.body.image_ids,
      ),
    }),
  );

  app.put(
    '/v1/admin/product/:id/image/:imageId',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productImageParams,
        body: updateImageRequest,
        response: { 200: envelope(productImage) },
      },
    },
    async (request) => ({
      data: await images.describeProductImage(
        ctx,
        request.storeId!,
        request.params.id,
        request.params.imageId,
        request.body.description,
      ),
    }),
  );

  app.delete(
    '/v1/admin/product/:id/image/:imageId',
    {
      config: tenant,
      schema: {
        ...admin,
        params: productImageParams,
        querystring: storeScopedQuery.partial(),
        body: deleteRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await images.deleteProductImage(ctx, request.storeId!, request.params.id, request.params.imageId);
      return { code: 'OK' as const };
    },
  );
}
