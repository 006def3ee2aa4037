export { addProductImage, listImages } from './product-images.service.js';
export { attachFile, createProductItem } from './product-items.service.js';
export { requireOwnProducts, subscriptionPrice } from './own-products.js';
export { PUBLIC_STATUSES } from './product-statuses.js';
export type { ProductSales } from './product-sales.js';
export { readItemTranslations, readTranslations, toProductImage } from './product-views.js';
export { productsRoutes } from './products.routes.js';
export { createProduct } from './products.service.js';
export { readVariantTranslations, subscriptionTermsOf, variantSale, variantsByProduct } from './variants.js';
