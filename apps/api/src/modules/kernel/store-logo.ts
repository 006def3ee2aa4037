import type { ImageAsset } from '@platform/contract';
import type { Db } from '../../db/database.js';
import type { StoreLogoRow, StoreLogosTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';
import * as repository from './store-logos.repository.js';

export function toLogo(row: StoreLogoRow): ImageAsset {
  return {
    id: row.id,
    images: JSON.parse(row.variants) as ImageAsset['images'],
    description: row.description,
  };
}

export async function readStoreLogo(db: Db, storeId: number): Promise<ImageAsset | null> {
  const row = await repository.findLogo(db, storeId);
  return row ? toLogo(row) : null;
}

/** The store's logo record, if it has one. */
export function findLogo(db: Db, storeId: number) {
  return repository.findLogo(db, storeId);
}

/** Records an uploaded logo; a store has at most one, so the one before is deleted first. */
export function insertLogo(db: Db, values: Insertable<StoreLogosTable>) {
  return repository.insertLogo(db, values);
}

/** Changes the text that describes the logo to those who cannot see it. */
export function describeLogo(db: Db, storeId: number, logoId: number, description: string): Promise<void> {
  return repository.describeLogo(db, storeId, logoId, description);
}

/** Removes the store's logo record and answers it, so its files can be deleted after the commit. */
export function deleteLogo(db: Db, storeId: number) {
  return repository.deleteLogo(db, storeId);
}
