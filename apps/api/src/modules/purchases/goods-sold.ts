import type { ProductSales } from '../products/index.js';
import { itemWasDelivered, productWasBought, updateBuyersFile } from './purchases.repository.js';
import { releaseFiles } from './purchases.service.js';

/**
 * What purchases answers when the catalogue changes goods it may have sold: whether an item or a
 * product was bought, the buyers' copies of a new file, and which files no one holds any more. The
 * composition root hands these to products (`src/product-sales.ts`, decision 063).
 */
export const goodsSold: Omit<ProductSales, 'licensePool' | 'stockLicenseKeys'> = {
  itemWasDelivered,
  productWasBought,
  updateBuyersFile,
  releaseFiles,
};
