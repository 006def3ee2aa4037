import { formatMoney, mailText, type Locale } from '@platform/contract';
import { escapeHtml } from '../../lib/html.js';

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

/** One layout for every e-mail, as HTML and as plain text, so both always say the same. */
export function renderMail(layout: MailLayout): RenderedMail {
  const money = (cents: number) => formatMoney(cents, layout.locale);
  const notice = layout.testMode ? [mailText(layout.locale, 'testNotice')] : [];
  const footer = [layout.footer, mailText(layout.locale, 'footer', { store: layout.storeName })]
    .filter(Boolean)
    .join('\n');
  const lineRows = (layout.lines ?? []).map(
    (line) =>
      `<tr><td style="padding:4px 0">${line.quantity} × ${escapeHtml(line.name)}</td><td style="padding:4px 0;text-align:right">${money(line.total)}</td></tr>`,
  );
  const totalRow =
    layout.total === undefined
      ? []
      : [
          `<tr><td style="padding:8px 0;border-top:1px solid #e5e7eb;font-weight:600">${mailText(layout.locale, 'total')}</td><td style="padding:8px 0;border-top:1px solid #e5e7eb;text-align:right;font-weight:600">${money(layout.total)}</td></tr>`,
        ];
  const html = [
    '<!doctype html><html><body style="margin:0;background:#f3f4f6;font-family:system-ui,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    `<div style="background:#fff;border-radius:12px;padding:24px">`,
    ...notice.map(
      (text) => `<p style="background:#fef3c7;padding:8px 12px;border-radius:8px">${escapeHtml(text)}</p>`,
    ),
    ...layout.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    ...(layout.button
      ? [
          `<p><a href="${escapeHtml(layout.button.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(layout.button.label)}</a></p>`,
        ]
      : []),
    ...(lineRows.length > 0
      ? [`<table style="width:100%;border-collapse:collapse">${[...lineRows, ...totalRow].join('')}</table>`]
      : []),
    ...(layout.after ?? []).map((text) => `<p style="color:#6b7280;font-size:14px">${escapeHtml(text)}</p>`),
    '</div>',
    `<p style="color:#6b7280;font-size:12px;text-align:center;white-space:pre-line">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  const text = [
    ...notice,
    ...layout.paragraphs,
    ...(layout.button ? [`${layout.button.label}: ${layout.button.url}`] : []),
    ...(layout.lines ?? []).map((line) => `${line.quantity} × ${line.name}  ${money(line.total)}`),
    ...(layout.total === undefined ? [] : [`${mailText(layout.locale, 'total')}: ${money(layout.total)}`]),
    ...(layout.after ?? []),
    '',
    footer,
  ].join('\n\n');
  return { subject: layout.subject, html, text };
}
