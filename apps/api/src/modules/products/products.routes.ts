import { productApi } from '@platform/contract';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import * as images from './product-images.service.js';
import * as items from './product-items.service.js';
import * as products from './products.service.js';

const tenant = { tenant: 'store_id' } as const;

export async function productsRoutes(app: ZodApp) {
  const ctx = app.ctx;

  serveRoute(
    app,
    productApi.products,
    async (request) => products.listProducts(ctx, request.storeId!, request.query),
    tenant,
  );

  serveRoute(
    app,
    productApi.createProduct,
    async (request, reply) =>
      reply.status(201).send({ data: await products.createProduct(ctx, request.body) }),
    tenant,
  );

  serveRoute(
    app,
    productApi.product,
    async (request) => ({
      data: await products.loadProduct(
        ctx.productSales,
        ctx.database.db,
        request.storeId!,
        request.params.id,
      ),
    }),
    tenant,
  );

  serveRoute(
    app,
    productApi.updateProduct,
    async (request) => ({
      data: await products.updateProduct(ctx, request.storeId!, request.params.id, request.body),
    }),
    tenant,
  );

  serveRoute(
    app,
    productApi.deleteProduct,
    async (request) => {
      await products.deleteProduct(ctx, request.storeId!, request.params.id);
      return { code: 'OK' as const };
    },
    tenant,
  );

  serveRoute(
    app,
    productApi.items,
    async (request) => ({ data: await items.listProductItems(ctx, request.storeId!, request.params.id) }),
    tenant,
  );

  serveRoute(
    app,
    productApi.createItem,
    async (request, reply) =>
      reply.status(201).send({ data: await items.createProductItem(ctx, request.params.id, request.body) }),
    tenant,
  );

  serveRoute(
    app,
    productApi.updateItem,
    async (request) => ({
      data: await items.updateProductItem(ctx, request.params.id, request.params.itemId, request.body),
    }),
    tenant,
  );

  serveRoute(
    app,
    productApi.deleteItem,
    async (request) => {
      await items.deleteProductItem(ctx, request.storeId!, request.params.id, request.params.itemId);
      return { code: 'OK' as const };
    },
    tenant,
  );

  serveRoute(
    app,
    productApi.reorderImages,
    async (request) => ({
      data: await images.reorderProductImages(
        ctx,
        request.storeId!,
        request.params.id,
        request.body.image_ids,
      ),
    }),
    tenant,
  );

  serveRoute(
    app,
    productApi.updateImage,
    async (request) => ({
      data: await images.describeProductImage(
        ctx,
        request.storeId!,
        request.params.id,
        request.params.imageId,
        request.body.description,
      ),
    }),
    tenant,
  );

  serveRoute(
    app,
    productApi.deleteImage,
    async (request) => {
      await images.deleteProductImage(ctx, request.storeId!, request.params.id, request.params.imageId);
      return { code: 'OK' as const };
    },
    tenant,
  );
}
