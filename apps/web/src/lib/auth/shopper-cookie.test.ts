import { describe, expect, it } from 'vitest';
import { clearShopperCookie, parseShopperCookie, serializeShopperCookie } from './shopper-cookie';

const NOW = new Date('2030-01-01T12:00:00Z');
const token = { token: 'abc', expires_at: '2030-02-01T12:00:00.000Z', order_id: 'order-1' };

/** What document.cookie reads back after an assignment: only name=value. */
const readBack = (assignment: string) => assignment.split(';')[0]!;

describe('the customer_access_token cookie', () => {
  it('round-trips token, expires_at and the order', () => {
    const cookies = `other=1; ${readBack(serializeShopperCookie(token))}; last=2`;
    expect(parseShopperCookie(cookies, NOW)).toEqual(token);
  });

  it('is site-wide, SameSite=Lax and expires when the token does', () => {
    const assignment = serializeShopperCookie(token);
    expect(assignment).toContain('; path=/');
    expect(assignment).toContain('; SameSite=Lax');
    expect(assignment).toContain('; expires=Fri, 01 Feb 2030 12:00:00 GMT');
    expect(assignment).not.toContain('Secure');
    expect(serializeShopperCookie(token, true)).toContain('; Secure');
  });

  it('refuses to store a record without a token (docs/spec.md §5)', () => {
    expect(() => serializeShopperCookie({ ...token, token: '' })).toThrow(TypeError);
  });

  it('reads a token without an order as a token for no order in particular', () => {
    const value = encodeURIComponent(JSON.stringify({ token: 'abc', expires_at: token.expires_at }));
    expect(parseShopperCookie(`customer_access_token=${value}`, NOW)?.order_id).toBeNull();
  });

  it('gives null when the cookie is missing, malformed or expired', () => {
    expect(parseShopperCookie('', NOW)).toBeNull();
    expect(parseShopperCookie('customer_access_token=%7Bnot json', NOW)).toBeNull();
    expect(parseShopperCookie('customer_access_token=%7B%22token%22%3A%22a%22%7D', NOW)).toBeNull();
    const later = new Date('2030-03-01T00:00:00Z');
    expect(parseShopperCookie(readBack(serializeShopperCookie(token)), later)).toBeNull();
  });

  it('is removed by an assignment that expires it at once', () => {
    expect(clearShopperCookie()).toMatch(/^customer_access_token=; path=\/; max-age=0/);
  });
});
