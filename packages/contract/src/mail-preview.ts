import { z } from 'zod';
import { storeScopedQuery } from './catalog.js';
import { envelope } from './common.js';
import { LOCALES } from './constants.js';

/**
 * The admin's preview of the store's e-mails (decision 065): the API renders them with its own mail
 * code and a sample order, so the preview shows what a buyer and the merchant receive.
 */
export const MAIL_PREVIEW_KINDS = ['order_confirmation', 'login_link', 'notification'] as const;
export type MailPreviewKind = (typeof MAIL_PREVIEW_KINDS)[number];

/** The sample order, the same in every preview and every language: its names are names. */
export const MAIL_PREVIEW_SAMPLE = {
  customer: 'Sanne de Vries',
  email: 'sanne@example.com',
  name: 'E-book',
  cents: 1995,
  licenseKey: 'WNKL-7Q2M-X9KD-4T8P',
};

export const mailPreviewParams = z.object({
  kind: z
    .enum(MAIL_PREVIEW_KINDS)
    .describe('Which mail: `order_confirmation`, `login_link` or `notification`.'),
});

/**
 * The sender's settings as the form holds them, saved or not: the preview follows the typing, so they
 * are read as plain text here and checked only when saved.
 */
export const mailPreviewQuery = storeScopedQuery.extend({
  /** The mail's language; without it, the merchant's own. */
  lang: z.enum(LOCALES).optional(),
  sender_name: z.string().max(100).optional(),
  reply_to: z.string().max(254).optional(),
  footer: z.string().max(1000).optional(),
});
export type MailPreviewQuery = z.infer<typeof mailPreviewQuery>;

export const mailPreview = z.object({
  from: z.string().describe('The sender as the mail shows it: name and address.'),
  reply_to: z.string().nullable(),
  subject: z.string(),
  /** The whole mail as HTML, as the buyer's mail program gets it: for a sandboxed frame. */
  html: z.string(),
});
export type MailPreview = z.infer<typeof mailPreview>;
export const mailPreviewResponse = envelope(mailPreview);
