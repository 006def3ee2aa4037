/** A store's first order number; each next order of the store counts on by one (decision 027). */
export const FIRST_ORDER_NUMBER = 1001;

/** How an order is named to people, everywhere: the admin, the shop, the e-mails, the payment provider. */
export function formatOrderNumber(number: number): string {
  return `#${number}`;
}

/** Up to nine digits: the largest number a 32-bit integer column holds comfortably. */
const ORDER_NUMBER_TERM = /^#?(\d{1,9})$/;

/** The order number a search term names, written "#1001" or "1001"; null for any other term. */
export function parseOrderNumber(term: string): number | null {
  const match = ORDER_NUMBER_TERM.exec(term.trim());
  return match ? Number(match[1]) : null;
}
