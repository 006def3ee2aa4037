import type { z } from 'zod';
import { productApi, type ProductImage, type ProductItem, type Route } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { multipartUpload, uploadedFile, useMultipart } from '../../plugins/multipart.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { serveRoute, type ZodApp } from '../../zod-app.js';
import { uploadStoreLogo } from './store-logo.service.js';
import { servePublicMedia } from './public-media.js';

const tenant = { tenant: 'store_id' } as const;

/** An upload's route with the form's file, which only the server reads (plugins/multipart.ts). */
const withFile = <R extends Route & { body: z.ZodObject }>(route: R) =>
  ({ ...route, body: route.body.extend({ file: uploadedFile }) }) as Omit<R, 'body'> & {
    body: z.ZodObject<R['body']['shape'] & { file: typeof uploadedFile }>;
  };

/**
 * Where uploads for a product go. The products module stores its images through media, so app.ts
 * passes these in rather than media importing products.
 */
export interface ProductUploads {
  addProductImage(
    ctx: AppContext,
    storeId: number,
    productId: number,
    upload: UploadedFile,
    description: string,
  ): Promise<ProductImage>;
  attachFile(
    ctx: AppContext,
    storeId: number,
    productId: number,
    itemId: number | undefined,
    upload: UploadedFile,
    updateExistingBuyers: boolean,
  ): Promise<ProductItem>;
}

export async function mediaRoutes(app: ZodApp, { addProductImage, attachFile }: ProductUploads) {
  const ctx = app.ctx;
  // Forms with files come to these routes only; registered here, its hooks run on no other request.
  await useMultipart(app);
  const imageUpload = multipartUpload(app, () => ctx.config.uploads.maxImageBytes);
  const fileUpload = multipartUpload(app, () => ctx.config.uploads.maxFileBytes);

  await servePublicMedia(app, ctx.storage.public);

  serveRoute(
    app,
    withFile(productApi.uploadItemFile),
    async (request, reply) => {
      const { store_id, product_id, product_item_id, update_existing_buyers, file } = request.body;
      const item = await attachFile(ctx, store_id, product_id, product_item_id, file, update_existing_buyers);
      return reply.status(201).send({ data: item });
    },
    tenant,
    fileUpload,
  );

  serveRoute(
    app,
    withFile(productApi.uploadProductImage),
    async (request, reply) => {
      const { store_id, product_id, description: alt, file } = request.body;
      return reply.status(201).send({ data: await addProductImage(ctx, store_id, product_id, file, alt) });
    },
    tenant,
    imageUpload,
  );

  serveRoute(
    app,
    withFile(productApi.uploadStoreLogo),
    async (request, reply) => {
      const { store_id, description: alt, file } = request.body;
      return reply.status(201).send({ data: await uploadStoreLogo(ctx, store_id, file, alt) });
    },
    tenant,
    imageUpload,
  );
}
