import { z } from 'zod';
import {
  envelope,
  humanText,
  id,
  imageAsset,
  productImage,
  productItem,
  type ProductImage,
  type ProductItem,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { multipartUpload, uploadedFile, useMultipart } from '../../plugins/multipart.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import type { ZodApp } from '../../zod-app.js';
import { uploadStoreLogo } from './store-logo.service.js';
import { servePublicMedia } from './public-media.js';

const admin = { tags: ['media'], security: [{ bearer: [] }], consumes: ['multipart/form-data'] };
const tenant = { auth: 'merchant', tenant: 'store_id' } as const;
/** An optional id in a form, where an empty field means "not given". */
const optionalFormId = z.preprocess((value) => (value === '' ? undefined : value), id.optional());
const description = humanText({ max: 300, trim: false }).default('');

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

  app.post(
    '/v1/admin/media/files/product-item/upload',
    {
      config: tenant,
      ...fileUpload,
      schema: {
        ...admin,
        body: z.object({
          store_id: id,
          product_id: id,
          product_item_id: optionalFormId,
          /** A new version of an item's file reaches the orders already paid only when this is true. */
          update_existing_buyers: z.stringbool().default(false),
          file: uploadedFile,
        }),
        response: { 201: envelope(productItem) },
      },
    },
    async (request, reply) => {
      const { store_id, product_id, product_item_id, update_existing_buyers, file } = request.body;
      const item = await attachFile(ctx, store_id, product_id, product_item_id, file, update_existing_buyers);
      return reply.status(201).send({ data: item });
    },
  );

  app.post(
    '/v1/admin/media/images/product',
    {
      config: tenant,
      ...imageUpload,
      schema: {
        ...admin,
        body: z.object({ store_id: id, product_id: id, description, file: uploadedFile }),
        response: { 201: envelope(productImage) },
      },
    },
    async (request, reply) => {
      const { store_id, product_id, description: alt, file } = request.body;
      return reply.status(201).send({ data: await addProductImage(ctx, store_id, product_id, file, alt) });
    },
  );

  app.post(
    '/v1/admin/media/images/store-logo',
    {
      config: tenant,
      ...imageUpload,
      schema: {
        ...admin,
        body: z.object({ store_id: id, description, file: uploadedFile }),
        response: { 201: envelope(imageAsset) },
      },
    },
    async (request, reply) => {
      const { store_id, description: alt, file } = request.body;
      return reply.status(201).send({ data: await uploadStoreLogo(ctx, store_id, file, alt) });
    },
  );
}
