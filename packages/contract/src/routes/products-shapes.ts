import { z } from 'zod';
import {
  createProductItemRequest,
  createProductRequest,
  deleteRequest,
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
} from '../catalog.js';
import { envelope, id, listEnvelope, okResponse } from '../common.js';
import { humanText } from '../human-text.js';
import {
  addLicenseKeysRequest,
  addLicenseKeysResponse,
  adminLicenseActivation,
  adminLicenseKey,
  licenseActivationsQuery,
  licenseKeyActionParams,
  licenseKeyActionRequest,
  licenseKeyParams,
  licenseKeysParams,
  licenseKeysQuery,
  replaceLicenseKeyRequest,
} from '../licenses.js';
import { imageAsset } from '../media.js';
import { productRoutes } from './products.js';
import { joinRoutes, routeShapes } from './route.js';

const removal = { query: storeScopedQuery.partial(), body: deleteRequest, answer: { 200: okResponse } };
/**
 * A form with one file: these are its other fields; the server adds the file's own (it is read from
 * the stream as it arrives, apps/api/src/plugins/multipart.ts).
 */
const upload = { tags: ['media'], consumes: ['multipart/form-data'] };
/** An optional id in a form, where an empty field means "not given". */
const optionalFormId = z.preprocess((value) => (value === '' ? undefined : value), id.optional());
const description = humanText({ max: 300, trim: false }).default('');

export const productShapes = routeShapes('products', {
  products: { query: productListQuery, answer: { 200: listEnvelope(productSummary) } },
  createProduct: { body: createProductRequest, answer: { 201: envelope(product) } },
  product: { params: productParams, query: storeScopedQuery, answer: { 200: envelope(product) } },
  updateProduct: { params: productParams, body: updateProductRequest, answer: { 200: envelope(product) } },
  deleteProduct: { params: productParams, ...removal },
  items: { params: productParams, query: storeScopedQuery, answer: { 200: envelope(z.array(productItem)) } },
  createItem: {
    params: productParams,
    body: createProductItemRequest,
    answer: { 201: envelope(productItem) },
  },
  updateItem: {
    params: productItemParams,
    body: updateProductItemRequest,
    answer: { 200: envelope(productItem) },
  },
  deleteItem: { params: productItemParams, ...removal },
  reorderImages: {
    params: productParams,
    body: reorderImagesRequest,
    answer: { 200: envelope(z.array(productImage)) },
  },
  updateImage: {
    params: productImageParams,
    body: updateImageRequest,
    answer: { 200: envelope(productImage) },
  },
  deleteImage: { params: productImageParams, ...removal },
  licenseKeys: {
    params: licenseKeysParams,
    query: licenseKeysQuery,
    answer: { 200: listEnvelope(adminLicenseKey) },
  },
  addLicenseKeys: {
    params: licenseKeysParams,
    body: addLicenseKeysRequest,
    answer: { 200: envelope(addLicenseKeysResponse) },
  },
  licenseKeyAction: {
    params: licenseKeyActionParams,
    body: licenseKeyActionRequest,
    answer: { 200: envelope(adminLicenseKey) },
  },
  replaceLicenseKey: {
    params: licenseKeyParams,
    body: replaceLicenseKeyRequest,
    answer: { 200: envelope(adminLicenseKey) },
  },
  licenseKeyActivations: {
    params: licenseKeyParams,
    query: licenseActivationsQuery,
    answer: { 200: listEnvelope(adminLicenseActivation) },
  },
  uploadItemFile: {
    ...upload,
    body: z.object({
      store_id: id,
      product_id: id,
      product_item_id: optionalFormId,
      /** A new version of an item's file reaches the orders already paid only when this is true. */
      update_existing_buyers: z.stringbool().default(false),
    }),
    answer: { 201: envelope(productItem) },
  },
  uploadProductImage: {
    ...upload,
    body: z.object({ store_id: id, product_id: id, description }),
    answer: { 201: envelope(productImage) },
  },
  uploadStoreLogo: {
    ...upload,
    body: z.object({ store_id: id, description }),
    answer: { 201: envelope(imageAsset) },
  },
});

export const productApi = joinRoutes(productRoutes, productShapes);
