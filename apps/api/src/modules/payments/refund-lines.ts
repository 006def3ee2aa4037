import {
  refundPartOfLine,
  type LineAmounts,
  type RefundedLinePart,
  type RefundLine,
} from '@platform/contract';
import type { RefundRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** The parts a refund row gave back (migration 053); none for a refund of an amount. */
export function linePartsOf(refund: Pick<RefundRow, 'lines'>): RefundedLinePart[] | null {
  return refund.lines ? (JSON.parse(refund.lines) as RefundedLinePart[]) : null;
}

/**
 * Per line of the order, how many of it the refunds with lines gave back or are giving back (pending
 * and succeeded ones: a failed refund gives nothing back until it is tried again).
 */
export function refundedQuantities(
  refunds: readonly { status: RefundRow['status']; lines: readonly RefundLine[] | null }[],
  lineCount: number,
): number[] {
  const quantities = Array.from({ length: lineCount }, () => 0);
  for (const refund of refunds) {
    if (refund.status === 'failed') continue;
    for (const part of refund.lines ?? []) quantities[part.line]! += part.quantity;
  }
  return quantities;
}

/**
 * The parts of the order's lines that `wanted` gives back, each within what is left of its line, or a
 * 422 naming the entry's field. A line named twice counts once with both quantities. Each part is the
 * difference of the line's share after and before it (`refundPartOfLine`), so the refunds of a line
 * add up to exactly what it was paid, however it is split.
 */
export function refundLineParts(
  lines: readonly LineAmounts[],
  refunded: readonly number[],
  wanted: readonly RefundLine[],
): RefundedLinePart[] {
  const asked = new Map<number, number>();
  wanted.forEach(({ line, quantity }, index) => {
    if (line >= lines.length) throw AppError.invalid({ [`lines.${index}.line`]: 'refund_line_unknown' });
    const total = (asked.get(line) ?? 0) + quantity;
    if (total > lines[line]!.quantity - refunded[line]!) {
      throw AppError.invalid({ [`lines.${index}.quantity`]: 'refund_quantity_above_remaining' });
    }
    asked.set(line, total);
  });
  return [...asked].map(([line, quantity]) => {
    const before = refundPartOfLine(lines[line]!, refunded[line]!);
    const after = refundPartOfLine(lines[line]!, refunded[line]! + quantity);
    return {
      line,
      quantity,
      excl_vat: after.excl_vat - before.excl_vat,
      vat: after.vat - before.vat,
      incl_vat: after.incl_vat - before.incl_vat,
    };
  });
}
