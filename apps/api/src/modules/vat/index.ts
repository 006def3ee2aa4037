export {
  chargeLine,
  requireInvoicingSeller,
  SALE_SETTINGS,
  saleVatTerms,
  saleVatView,
  type SaleSettings,
  type SaleVatTerms,
} from './sale-vat.js';
