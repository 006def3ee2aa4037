import type { ImageAsset, LogoChoice } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import type { StoreLogoRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { storeFolder } from '../../lib/storage.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { storeImage } from './image-storage.js';
import { deleteLogo, describeLogo, findLogo, insertLogo, toLogo } from '../kernel/index.js';

/**
 * Replaces the store's logo with an uploaded image. The old logo's files go once the new one is
 * recorded, and only the folder the server recorded for it: nothing a request wrote names a file.
 */
export async function uploadStoreLogo(
  ctx: AppContext,
  storeId: number,
  upload: UploadedFile,
  description: string,
): Promise<ImageAsset> {
  const stored = await storeImage(ctx, `${storeFolder(storeId)}/logo`, upload);
  let recorded: { logo: StoreLogoRow; replaced: StoreLogoRow | undefined };
  try {
    recorded = await transaction(ctx, async (uow) => {
      const replaced = await deleteLogo(uow.db, storeId);
      const logo = await insertLogo(uow.db, {
        store_id: storeId,
        description,
        variants: JSON.stringify(stored.images),
        storage_prefix: stored.prefix,
        created_at: uow.clock.now().toISOString(),
      });
      return { logo, replaced };
    });
  } catch (error) {
    await ctx.storage.public.remove(stored.prefix);
    throw error;
  }
  if (recorded.replaced) await ctx.storage.public.remove(recorded.replaced.storage_prefix);
  return toLogo(recorded.logo);
}

/**
 * Applies the settings' choice of logo: its current logo by id (to change the alt text), or none.
 * Answers the removed logo, whose files the caller removes after the change has committed.
 */
export async function chooseStoreLogo(
  db: Db,
  storeId: number,
  choice: LogoChoice,
): Promise<StoreLogoRow | undefined> {
  if (choice === null) return deleteLogo(db, storeId);
  const current = await findLogo(db, storeId);
  if (current?.id !== choice.id) throw AppError.invalid({ 'settings.store_logo': 'not_own_image' });
  if (choice.description !== undefined) {
    await describeLogo(db, storeId, current.id, choice.description);
  }
  return undefined;
}
