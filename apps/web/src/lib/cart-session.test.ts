import { describe, expect, it } from 'vitest';
import { clearCartSessionId, getCartSessionId, setCartSessionId } from './cart-session';
import { memoryStorage } from './memory-storage';

const VALID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('cart session id', () => {
  it('keeps a 36-character id under cart_session_id', () => {
    const storage = memoryStorage();
    expect(setCartSessionId(VALID, storage)).toBe(true);
    expect(storage.getItem('cart_session_id')).toBe(VALID);
    expect(getCartSessionId(storage)).toBe(VALID);
  });

  it('refuses an id of another length', () => {
    const storage = memoryStorage();
    expect(setCartSessionId('too-short', storage)).toBe(false);
    expect(getCartSessionId(storage)).toBeNull();
  });

  it('discards an invalid stored value', () => {
    const storage = memoryStorage({ cart_session_id: 'broken' });
    expect(getCartSessionId(storage)).toBeNull();
    expect(storage.getItem('cart_session_id')).toBeNull();
  });

  it('clears the session', () => {
    const storage = memoryStorage({ cart_session_id: VALID });
    clearCartSessionId(storage);
    expect(getCartSessionId(storage)).toBeNull();
  });
});
