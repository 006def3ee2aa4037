import type { ImageAsset } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import { readSettings, saveSettings } from '../settings/settings.service.js';
import { prefixOf, storeImage } from './image-storage.js';

/** Replaces the store's logo with an uploaded image; the old logo's files go once the new one is saved. */
export async function uploadStoreLogo(
  ctx: AppContext,
  storeId: number,
  upload: UploadedFile,
  description: string,
): Promise<ImageAsset> {
  const previous = (await readSettings(ctx.database.db, storeId, ['store_logo'])).store_logo;
  const stored = await storeImage(ctx, `stores/${storeId}/logo`, upload);
  const logo = { images: stored.images, description };
  try {
    await saveSettings(ctx, storeId, { store_logo: logo });
  } catch (error) {
    await ctx.storage.public.remove(stored.prefix);
    throw error;
  }
  const oldPrefix = previous ? prefixOf(previous) : null;
  if (oldPrefix) await ctx.storage.public.remove(oldPrefix);
  return logo;
}
