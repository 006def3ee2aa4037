import {
  defaultSettings,
  FIRST_ORDER_NUMBER,
  formatOrderNumber,
  MAIL_PREVIEW_SAMPLE as SAMPLE,
  SHOP_ROUTES,
  splitVat,
  supplyDate,
  vatRateFor,
  type MailPreview,
  type MailPreviewKind,
  type MailPreviewQuery,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { hostOrigin } from '../../lib/hosts.js';
import { loginMailLayout } from '../buyer-access/index.js';
import { receiptOf } from '../invoices/index.js';
import { findMailStore, readSettings, storeContactEmail } from '../kernel/index.js';
import { greetBuyer, renderStoreMail, type StoreMailLayout } from '../mail/index.js';
import { confirmationLayout, merchantNoticeLayout } from './order-mail-layouts.js';

/**
 * One of the store's e-mails as it would arrive (decision 065): the real mails' layouts and renderer,
 * the store's name, billing details and test mode, the sender's settings as the merchant's form holds
 * them, and a sample order: an e-book bought today in the store's country, with a licence key.
 */
export async function mailPreview(
  ctx: AppContext,
  storeId: number,
  kind: MailPreviewKind,
  query: MailPreviewQuery,
): Promise<MailPreview> {
  const { db } = ctx.database;
  const saved = await findMailStore(db, storeId);
  const settings = await readSettings(db, storeId, ['business_type', 'country', 'test_mode']);
  const store = { name: saved.name, footer: (query.footer ?? saved.footer).trim() };
  const locale = query.lang ?? saved.merchantLocale;
  const businessType = settings.business_type!;
  const country = settings.country ?? defaultSettings(businessType).country;
  const rate = vatRateFor(country, 'ebook', supplyDate(ctx.clock.now()));
  const split = splitVat(SAMPLE.cents, rate, businessType === 'b2c');
  const order = {
    business_type: businessType,
    vat_treatment: 'domestic' as const,
    total_excl_vat: split.excl_vat,
    total_incl_vat: split.incl_vat,
  };
  const line = {
    name: SAMPLE.name,
    quantity: 1,
    vat_rate: rate,
    vat_class: null,
    total_excl_vat: split.excl_vat,
    total_vat: split.vat,
    total_incl_vat: split.incl_vat,
  };
  const receipt = receiptOf(order, [line], locale);
  const shop = hostOrigin(saved.slug, ctx.config.publicHost, ctx.config.publicProtocol);
  const layouts: Record<MailPreviewKind, () => StoreMailLayout> = {
    order_confirmation: () =>
      greetBuyer(
        confirmationLayout({
          locale,
          storeName: store.name,
          orderNumber: formatOrderNumber(FIRST_ORDER_NUMBER),
          licenseKeys: [{ product: SAMPLE.name, keys: [SAMPLE.licenseKey], pending: 0 }],
          waiver: [],
          receipt,
          links: { order: shop, library: `${shop}${SHOP_ROUTES.library}` },
          billing: saved.billing,
        }),
        SAMPLE.customer,
      ),
    login_link: () =>
      greetBuyer(
        loginMailLayout(locale, { orderNumber: FIRST_ORDER_NUMBER, storeName: store.name, link: shop }),
        SAMPLE.customer,
      ),
    notification: () =>
      merchantNoticeLayout({
        locale,
        event: 'order_paid',
        orderNumber: formatOrderNumber(FIRST_ORDER_NUMBER),
        totalInclVat: split.incl_vat,
        customer: SAMPLE.customer,
        email: SAMPLE.email,
        adminUrl: `${hostOrigin('app', ctx.config.publicHost, ctx.config.publicProtocol)}/store/${storeId}/orders`,
        receipt,
      }),
  };
  const rendered = renderStoreMail(store, layouts[kind](), settings.test_mode!.value);
  const senderName = query.sender_name === undefined ? saved.senderName : query.sender_name.trim();
  const replyTo = query.reply_to === undefined ? saved.replyTo : query.reply_to.trim();
  return {
    from: senderName || store.name,
    // Empty, the real mails answer to the store's contact address (store-mail.ts): the preview says so.
    reply_to: replyTo || storeContactEmail({ replyTo: null, notify: saved.notify }),
    subject: rendered.subject,
    html: rendered.html,
  };
}
