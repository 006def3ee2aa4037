import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../memory-storage';
import { expiredLinkFor, forgetExpiredLink, rememberExpiredLink } from './expired-link';

describe('the sign-in link the server refused', () => {
  it('is told to the page of its own order, or of the library, and to no other', () => {
    const storage = memoryStorage();
    rememberExpiredLink({ token: 'old-order-token', orderId: 'order-1' }, storage);
    expect(expiredLinkFor('order-1', storage)).toBe('old-order-token');
    expect(expiredLinkFor('order-2', storage)).toBeNull();
    expect(expiredLinkFor(null, storage)).toBeNull();

    rememberExpiredLink({ token: 'old-library-token', orderId: null }, storage);
    expect(expiredLinkFor(null, storage)).toBe('old-library-token');
    expect(expiredLinkFor('order-1', storage)).toBeNull();

    forgetExpiredLink(storage);
    expect(expiredLinkFor(null, storage)).toBeNull();
  });

  it('ignores a broken record', () => {
    const storage = memoryStorage({ expired_sign_in_link: '{oops' });
    expect(expiredLinkFor(null, storage)).toBeNull();
    storage.setItem('expired_sign_in_link', JSON.stringify({ orderId: null }));
    expect(expiredLinkFor(null, storage)).toBeNull();
  });
});
