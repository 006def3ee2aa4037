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
const description = humanText({ max: 300, trim: false })
  .default('')
  .describe("The image's description: the alt text read out to those who cannot see it.");

export const productShapes = routeShapes('products', {
  products: {
    summary: "List the store's products",
    description:
      "A page of the store's products, filtered by status and a search on the name, with their prices and what is left of their licence keys.",
    query: productListQuery,
    answer: { 200: listEnvelope(productSummary) },
  },
  createProduct: {
    summary: 'Create a product',
    description:
      'Creates a product with its price (in cents, as the store shows prices), VAT class, texts per language and status. 422 `slug_taken` when another product has the address; `discount_above_price` when the discount price is above the price.',
    body: createProductRequest,
    answer: { 201: envelope(product) },
  },
  product: {
    summary: 'Read a product',
    description: 'One product of the store with its images, texts per language and sales.',
    params: productParams,
    query: storeScopedQuery,
    answer: { 200: envelope(product) },
  },
  updateProduct: {
    summary: 'Change a product',
    description: 'Changes the fields sent; the rest is kept. The same checks as creating one.',
    params: productParams,
    body: updateProductRequest,
    answer: { 200: envelope(product) },
  },
  deleteProduct: {
    summary: 'Delete a product',
    description:
      'Deletes a product that was never sold; a sold product is archived instead, so its orders keep it.',
    params: productParams,
    ...removal,
  },
  items: {
    summary: "List a product's items",
    description:
      'What a buyer receives for the product: files, links, texts and licence keys, in their order.',
    params: productParams,
    query: storeScopedQuery,
    answer: { 200: envelope(z.array(productItem)) },
  },
  createItem: {
    summary: 'Add an item to a product',
    description:
      'Adds a link, a text, a file (uploaded afterwards, see the upload route) or licence keys (from a pool of keys given here, or made from a pattern). 422 `license_pattern_format` explains a pattern refused.',
    params: productParams,
    body: createProductItemRequest,
    answer: { 201: envelope(productItem) },
  },
  updateItem: {
    summary: "Change a product's item",
    description:
      "Changes the item's name, link, text or licence settings. 422 `item_type_mismatch` when a field does not apply to the item's kind.",
    params: productItemParams,
    body: updateProductItemRequest,
    answer: { 200: envelope(productItem) },
  },
  deleteItem: {
    summary: "Remove a product's item",
    description:
      'Removes an item; buyers who have it keep it. 422 `license_keys_owed` when paid orders still wait for keys of it: add keys or refund those orders first.',
    params: productItemParams,
    ...removal,
  },
  reorderImages: {
    summary: "Order a product's images",
    description:
      "Sets the order of the product's images; the first is its main image. 422 `not_own_image` when an id is not an image of this product.",
    params: productParams,
    body: reorderImagesRequest,
    answer: { 200: envelope(z.array(productImage)) },
  },
  updateImage: {
    summary: "Change an image's description",
    description: "Sets the image's description, the text read out to those who cannot see it.",
    params: productImageParams,
    body: updateImageRequest,
    answer: { 200: envelope(productImage) },
  },
  deleteImage: {
    summary: "Remove a product's image",
    description: 'Removes the image from the product and deletes its files.',
    params: productImageParams,
    ...removal,
  },
  licenseKeys: {
    summary: "List an item's licence keys",
    description:
      "A page of a licence item's keys, by status and a search, each with the order it went to and its activations.",
    params: licenseKeysParams,
    query: licenseKeysQuery,
    answer: { 200: listEnvelope(adminLicenseKey) },
  },
  addLicenseKeys: {
    summary: 'Add licence keys to an item',
    description:
      "Adds keys to the item's pool, one a line; keys already in the store are counted as duplicates, not added. Orders waiting for keys receive them at once.",
    params: licenseKeysParams,
    body: addLicenseKeysRequest,
    answer: { 200: envelope(addLicenseKeysResponse) },
  },
  licenseKeyAction: {
    summary: 'Disable, enable or reset a licence key',
    description:
      'Disables a key (its software stops validating), enables it again, or resets its activations so the buyer can activate it anew (a new laptop).',
    params: licenseKeyActionParams,
    body: licenseKeyActionRequest,
    answer: { 200: envelope(adminLicenseKey) },
  },
  replaceLicenseKey: {
    summary: 'Replace a licence key',
    description:
      "Gives the key a new value, for a key that leaked; the buyer's order shows the new one. 422 `license_key_taken` when the store has that key.",
    params: licenseKeyParams,
    body: replaceLicenseKeyRequest,
    answer: { 200: envelope(adminLicenseKey) },
  },
  licenseKeyActivations: {
    summary: "List a licence key's activations",
    description: 'A page of the devices (instances) the key is activated on.',
    params: licenseKeyParams,
    query: licenseActivationsQuery,
    answer: { 200: listEnvelope(adminLicenseActivation) },
  },
  uploadItemFile: {
    summary: "Upload an item's file",
    description:
      'A multipart form with one file and these fields: adds a file item to the product, or replaces the file of the item named. Existing buyers receive a new version only when `update_existing_buyers` is true. 413 when the file is too large; 422 `multipart_required` when not sent as a form.',
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
    summary: 'Upload a product image',
    description:
      "A multipart form with one image (JPEG, PNG, WebP, GIF or AVIF) and these fields: adds it to the product's images in the sizes the shop shows. 422 `not_an_image`, `unreadable_image` or `image_too_many_pixels` say what is wrong with the file.",
    ...upload,
    body: z.object({ store_id: id, product_id: id, description }),
    answer: { 201: envelope(productImage) },
  },
  uploadStoreLogo: {
    summary: 'Upload a store logo',
    description:
      "A multipart form with one image and these fields: stores it as a logo the store's settings can then choose. The same image checks as a product image.",
    ...upload,
    body: z.object({ store_id: id, description }),
    answer: { 201: envelope(imageAsset) },
  },
});

export const productApi = joinRoutes(productRoutes, productShapes);
