import { describe, expect, it } from 'vitest';
import {
  MAX_LICENSE_KEY_LENGTH,
  MAX_LICENSE_KEYS_PER_UPLOAD,
  MAX_LICENSE_UPLOAD_CHARS,
  addLicenseKeysRequest,
} from './licenses.js';

describe('an upload of licence keys', () => {
  it('holds the most keys at their longest, each on a line of its own ending in CRLF', () => {
    const keys = Array.from({ length: MAX_LICENSE_KEYS_PER_UPLOAD }, (_, index) =>
      String(index).padStart(MAX_LICENSE_KEY_LENGTH, 'K'),
    );
    const upload = addLicenseKeysRequest.safeParse({ store_id: 1, keys: `${keys.join('\r\n')}\r\n` });
    expect(upload.success).toBe(true);
  });

  it('is refused on keys past that size', () => {
    const upload = addLicenseKeysRequest.safeParse({
      store_id: 1,
      keys: 'K'.repeat(MAX_LICENSE_UPLOAD_CHARS + 1),
    });
    expect(upload.error?.issues.map((issue) => issue.path)).toEqual([['keys']]);
  });
});
