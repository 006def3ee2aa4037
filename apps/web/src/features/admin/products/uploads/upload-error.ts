import type { TFunction } from 'i18next';
import { describeError, serverErrorBody } from '@/lib/api/errors';

/**
 * What went wrong with an upload: the server's word on the file itself (not an image, damaged) is
 * more useful than its general "invalid data"; otherwise its message, such as "too large" (413).
 */
export function describeUploadError(error: unknown, t: TFunction): string {
  return serverErrorBody(error)?.errors?.file?.[0] ?? describeError(error, t);
}
