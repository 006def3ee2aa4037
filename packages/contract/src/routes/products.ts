import { routeAddresses } from './route.js';
import type { productShapes } from './products-shapes.js';

const product = '/v1/admin/product/:id';
const licenseKey = `${product}/product-item/:itemId/license-keys/:keyId`;

/** A store's products, their items, images and licence keys, and the uploads of their files. */
export const productRoutes = routeAddresses<typeof productShapes>()({
  products: { method: 'GET', path: '/v1/admin/product', auth: 'merchant' },
  createProduct: { method: 'POST', path: '/v1/admin/product', auth: 'merchant' },
  product: { method: 'GET', path: product, auth: 'merchant' },
  updateProduct: { method: 'PUT', path: product, auth: 'merchant' },
  deleteProduct: { method: 'DELETE', path: product, auth: 'merchant' },
  items: { method: 'GET', path: `${product}/product-item`, auth: 'merchant' },
  createItem: { method: 'POST', path: `${product}/product-item`, auth: 'merchant' },
  updateItem: { method: 'PUT', path: `${product}/product-item/:itemId`, auth: 'merchant' },
  deleteItem: { method: 'DELETE', path: `${product}/product-item/:itemId`, auth: 'merchant' },
  reorderImages: { method: 'PUT', path: `${product}/image-order`, auth: 'merchant' },
  updateImage: { method: 'PUT', path: `${product}/image/:imageId`, auth: 'merchant' },
  deleteImage: { method: 'DELETE', path: `${product}/image/:imageId`, auth: 'merchant' },
  licenseKeys: { method: 'GET', path: `${product}/product-item/:itemId/license-keys`, auth: 'merchant' },
  addLicenseKeys: { method: 'POST', path: `${product}/product-item/:itemId/license-keys`, auth: 'merchant' },
  licenseKeyAction: { method: 'POST', path: `${licenseKey}/:action`, auth: 'merchant' },
  replaceLicenseKey: { method: 'PUT', path: licenseKey, auth: 'merchant' },
  licenseKeyActivations: { method: 'GET', path: `${licenseKey}/activations`, auth: 'merchant' },
  uploadItemFile: { method: 'POST', path: '/v1/admin/media/files/product-item/upload', auth: 'merchant' },
  uploadProductImage: { method: 'POST', path: '/v1/admin/media/images/product', auth: 'merchant' },
  uploadStoreLogo: { method: 'POST', path: '/v1/admin/media/images/store-logo', auth: 'merchant' },
});
