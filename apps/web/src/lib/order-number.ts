/**
 * The short order number people read out and search for: the e-mails show the same 8 characters, so
 * a shopper's "order QTLJX0UB" is found in the admin by typing it.
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
