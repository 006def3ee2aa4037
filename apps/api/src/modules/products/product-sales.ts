import type { LicensePool } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { ProductItemRow, StoredFileColumns } from '../../db/schema.js';

/**
 * What changing the catalogue must ask of the modules that sell its goods (purchases, licenses). Those
 * sit above products in the layer order (decision 063), so products names the questions and the
 * composition root answers them with theirs (`src/product-sales.ts`): products imports neither.
 */
export interface ProductSales {
  /** The pool counts of a licence key item: shown with the item, and a delete waits while orders wait. */
  licensePool(
    db: Db,
    storeId: number,
    item: Pick<ProductItemRow, 'id' | 'license_source' | 'low_stock_threshold'>,
  ): Promise<LicensePool>;
  /**
   * Puts a new pool item's first keys (one per line) into its pool; keys the store already has are
   * left out. Refuses a paste that cannot be taken as a 422 on `field`.
   */
  stockLicenseKeys(
    db: Db,
    storeId: number,
    itemId: number,
    input: { text: string; field: string; now: string },
  ): Promise<void>;
  /** True when an order that was ever paid got a copy of the item: then it stays. */
  itemWasDelivered(db: Db, storeId: number, productItemId: number): Promise<boolean>;
  /** True when an order that was paid, or may still be, bought the product: then it stays. */
  productWasBought(db: Db, storeId: number, productId: number): Promise<boolean>;
  /** Gives every order holding a copy of the item its new file; answers the files they held before. */
  updateBuyersFile(
    db: Db,
    storeId: number,
    productItemId: number,
    file: StoredFileColumns,
  ): Promise<(string | null)[]>;
  /** Removes the given private files after the change committed, except those an item or order names. */
  releaseFiles(ctx: AppContext, storeId: number, keys: readonly (string | null)[]): Promise<void>;
}

declare module '../../app-context.js' {
  interface AppContext {
    productSales: ProductSales;
  }
}
