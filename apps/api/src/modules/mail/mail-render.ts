import { formatMoney, mailText, type Locale, type ReceiptTotal } from '@platform/contract';
import { h } from 'preact';
import { render } from 'preact-render-to-string';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailLine {
  name: string;
  quantity: number;
  total: number;
}

export interface MailLayout {
  locale: Locale;
  storeName: string;
  subject: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** A plain link below the lines, for a way on that is not the mail's main action. */
  link?: { label: string; url: string };
  after?: string[];
  lines?: MailLine[];
  /** Rows under the lines: the totals with the VAT per rate. */
  totals?: ReceiptTotal[];
  /** Cents given back, shown below the total as taken off it. */
  refunded?: number;
  testMode: boolean;
  /** The merchant's own footer text, above the platform's line. */
  footer?: string;
}

const CELL = 'padding:4px 0';
const FIRST_TOTAL_CELL = 'padding:8px 0 4px;border-top:1px solid #e5e7eb';
const STRONG = 'font-weight:600';
const REFUND_CELL = 'padding:4px 0;font-weight:600;color:#047857';
const LINK = 'color:#4f46e5';
const BUTTON =
  'display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none';

/**
 * One layout for every e-mail, as HTML and as plain text, so both always say the same. The HTML is
 * rendered by Preact, which escapes every text and attribute: no value reaches the markup unescaped.
 */
export function renderMail(layout: MailLayout): RenderedMail {
  const money = (cents: number) => formatMoney(cents, layout.locale);
  const notice = layout.testMode ? [mailText(layout.locale, 'testNotice')] : [];
  const footer = [layout.footer, mailText(layout.locale, 'footer', { store: layout.storeName })]
    .filter(Boolean)
    .join('\n');
  const lines = layout.lines ?? [];
  const totals = layout.totals ?? [];
  const totalStyle = (index: number, total: ReceiptTotal) =>
    [index === 0 ? FIRST_TOTAL_CELL : CELL, ...(total.strong ? [STRONG] : [])].join(';');
  const table =
    lines.length > 0 &&
    h(
      'table',
      { style: 'width:100%;border-collapse:collapse' },
      lines.map((line) =>
        h(
          'tr',
          null,
          h('td', { style: CELL }, `${line.quantity} × ${line.name}`),
          h('td', { style: `${CELL};text-align:right` }, money(line.total)),
        ),
      ),
      totals.map((total, index) =>
        h(
          'tr',
          null,
          h('td', { style: totalStyle(index, total) }, total.label),
          h('td', { style: `${totalStyle(index, total)};text-align:right` }, money(total.amount)),
        ),
      ),
      layout.refunded !== undefined &&
        h(
          'tr',
          null,
          h('td', { style: REFUND_CELL }, mailText(layout.locale, 'refunded')),
          h('td', { style: `${REFUND_CELL};text-align:right` }, money(-layout.refunded)),
        ),
    );
  const body = h(
    'body',
    { style: 'margin:0;background:#f3f4f6;font-family:system-ui,sans-serif;color:#111827' },
    h(
      'div',
      { style: 'max-width:560px;margin:0 auto;padding:24px' },
      h(
        'div',
        // The paragraphs' own margins make up the rest of the card's padding at its top and bottom.
        { style: 'background:#fff;border-radius:12px;padding:8px 24px' },
        notice.map((text) =>
          h('p', { style: 'background:#fef3c7;padding:8px 12px;border-radius:8px' }, text),
        ),
        layout.paragraphs.map((text) => h('p', null, text)),
        layout.button &&
          h('p', null, h('a', { href: layout.button.url, style: BUTTON }, layout.button.label)),
        table,
        layout.link && h('p', null, h('a', { href: layout.link.url, style: LINK }, layout.link.label)),
        (layout.after ?? []).map((text) => h('p', { style: 'color:#6b7280;font-size:14px' }, text)),
      ),
      h('p', { style: 'color:#6b7280;font-size:12px;text-align:center;white-space:pre-line' }, footer),
    ),
  );
  const html = `<!doctype html>${render(h('html', null, body))}`;
  const text = [
    ...notice,
    ...layout.paragraphs,
    ...(layout.button ? [`${layout.button.label}: ${layout.button.url}`] : []),
    ...lines.map((line) => `${line.quantity} × ${line.name}  ${money(line.total)}`),
    ...totals.map((total) => `${total.label}: ${money(total.amount)}`),
    ...(layout.refunded === undefined
      ? []
      : [`${mailText(layout.locale, 'refunded')}: ${money(-layout.refunded)}`]),
    ...(layout.link ? [`${layout.link.label}: ${layout.link.url}`] : []),
    ...(layout.after ?? []),
    '',
    footer,
  ].join('\n\n');
  return { subject: layout.subject, html, text };
}
