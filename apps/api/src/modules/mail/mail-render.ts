import { formatMoney, mailText, type Locale } from '@platform/contract';
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
  after?: string[];
  lines?: MailLine[];
  total?: number;
  testMode: boolean;
  /** The merchant's own footer text, above the platform's line. */
  footer?: string;
}

const CELL = 'padding:4px 0';
const TOTAL_CELL = 'padding:8px 0;border-top:1px solid #e5e7eb;font-weight:600';
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
      layout.total !== undefined &&
        h(
          'tr',
          null,
          h('td', { style: TOTAL_CELL }, mailText(layout.locale, 'total')),
          h('td', { style: `${TOTAL_CELL};text-align:right` }, money(layout.total)),
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
        { style: 'background:#fff;border-radius:12px;padding:24px' },
        notice.map((text) =>
          h('p', { style: 'background:#fef3c7;padding:8px 12px;border-radius:8px' }, text),
        ),
        layout.paragraphs.map((text) => h('p', null, text)),
        layout.button &&
          h('p', null, h('a', { href: layout.button.url, style: BUTTON }, layout.button.label)),
        table,
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
    ...(layout.total === undefined ? [] : [`${mailText(layout.locale, 'total')}: ${money(layout.total)}`]),
    ...(layout.after ?? []),
    '',
    footer,
  ].join('\n\n');
  return { subject: layout.subject, html, text };
}
