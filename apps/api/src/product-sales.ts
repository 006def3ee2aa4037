import { readPool, stockLicenseKeys } from './modules/licenses/index.js';
import type { ProductSales } from './modules/products/index.js';
import { goodsSold } from './modules/purchases/index.js';

/**
 * The answers of the modules that sell the catalogue's goods to what changing it must ask (decision 063):
 * wired here, at the composition root, so products sits below purchases and licenses.
 */
export function productSales(): ProductSales {
  return { ...goodsSold, licensePool: readPool, stockLicenseKeys };
}
