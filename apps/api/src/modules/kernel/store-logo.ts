import type { ImageAsset } from '@platform/contract';
import type { Db } from '../../db/database.js';
import type { StoreLogoRow } from '../../db/schema.js';
import { findLogo } from './store-logos.repository.js';

export function toLogo(row: StoreLogoRow): ImageAsset {
  return {
    id: row.id,
    images: JSON.parse(row.variants) as ImageAsset['images'],
    description: row.description,
  };
}

export async function readStoreLogo(db: Db, storeId: number): Promise<ImageAsset | null> {
  const row = await findLogo(db, storeId);
  return row ? toLogo(row) : null;
}
