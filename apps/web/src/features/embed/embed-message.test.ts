import { describe, expect, it } from 'vitest';
import { CART_SESSION_ID_LENGTH, MAX_EMBED_HEIGHT, embedMessage, isEmbedMessage } from '@platform/contract';

const cartId = 'a'.repeat(CART_SESSION_ID_LENGTH);

describe('the embed message shape', () => {
  it('accepts every kind with its fields', () => {
    expect(isEmbedMessage(embedMessage('height', { height: 812 }))).toBe(true);
    expect(isEmbedMessage(embedMessage('cart-changed', { cart_session_id: cartId }))).toBe(true);
    expect(isEmbedMessage(embedMessage('open-checkout', { path: '/buy/workshop?code=NIEUW' }))).toBe(true);
    expect(isEmbedMessage(embedMessage('close-overlay', {}))).toBe(true);
    expect(isEmbedMessage(embedMessage('open-payment', { url: 'https://www.mollie.com/checkout/x' }))).toBe(
      true,
    );
    expect(isEmbedMessage(embedMessage('navigated', {}))).toBe(true);
  });

  it('refuses another tag, version or kind, and anything that is not an object', () => {
    const height = embedMessage('height', { height: 812 });
    expect(isEmbedMessage({ ...height, type: 'storefront:height' })).toBe(false);
    expect(isEmbedMessage({ ...height, version: 2 })).toBe(false);
    expect(isEmbedMessage({ ...height, kind: 'resize' })).toBe(false);
    for (const value of [null, undefined, 'height', 812, []]) expect(isEmbedMessage(value)).toBe(false);
  });

  it('refuses heights that are no page, and cart ids that are no cart session', () => {
    const height = (value: unknown) => ({ ...embedMessage('height', { height: 0 }), height: value });
    for (const value of ['812', -1, Number.NaN, Number.POSITIVE_INFINITY, MAX_EMBED_HEIGHT + 1]) {
      expect(isEmbedMessage(height(value))).toBe(false);
    }
    const cart = (value: unknown) => ({
      ...embedMessage('cart-changed', { cart_session_id: null }),
      cart_session_id: value,
    });
    for (const value of ['short', `${cartId}/../admin`, 'a'.repeat(35) + '/', undefined, 42]) {
      expect(isEmbedMessage(cart(value))).toBe(false);
    }
  });

  it('refuses overlay paths that leave the store, and payment addresses that are no web page', () => {
    const path = (value: unknown) => ({ ...embedMessage('open-checkout', { path: '/' }), path: value });
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'cart',
      '/a b',
      42,
    ]) {
      expect(isEmbedMessage(path(value))).toBe(false);
    }
    const url = (value: unknown) => ({ ...embedMessage('open-payment', { url: 'https://x' }), url: value });
    for (const value of ['javascript:alert(1)', 'data:text/html,x', '/order/1', 'https://', 'https://a b']) {
      expect(isEmbedMessage(url(value))).toBe(false);
    }
  });
});
