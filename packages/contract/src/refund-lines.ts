import { divideRoundHalfUp } from './money.js';

/** A line's amounts, as an order or an invoice keeps them (cents). */
export interface LineAmounts {
  quantity: number;
  total_excl_vat: number;
  total_vat: number;
  total_incl_vat: number;
}

/**
 * What giving back `quantity` of a line comes to (issue 31, item 2): the whole line's amounts when it
 * is all of it, else the line's net and gross in proportion, each rounded half up once, the VAT what
 * lies between them. The refund's amount is the sum of the parts' gross, and the credit note credits
 * the same parts, so the two agree to the cent.
 */
export function refundPartOfLine(line: LineAmounts, quantity: number) {
  if (quantity >= line.quantity) {
    return { excl_vat: line.total_excl_vat, vat: line.total_vat, incl_vat: line.total_incl_vat };
  }
  const excl = divideRoundHalfUp(line.total_excl_vat * quantity, line.quantity);
  const incl = divideRoundHalfUp(line.total_incl_vat * quantity, line.quantity);
  return { excl_vat: excl, vat: incl - excl, incl_vat: incl };
}

/**
 * A line a refund gives back (its place in the order's lines and how many), with what that part of it
 * was paid: kept on the refund and carried by its event, so that the credit note credits exactly it.
 */
export interface RefundedLinePart {
  line: number;
  quantity: number;
  excl_vat: number;
  vat: number;
  incl_vat: number;
}
