import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { peppolEndpoints, sellerRegistration, vatIdentifier, type SchemedId } from './peppol-identifiers.js';
import {
  discountNote,
  printableSnapshot,
  roundingOf,
  type InvoiceParty,
  type InvoiceSnapshot,
} from './snapshot.js';
import type { VatCategory } from '@platform/contract';

/** Peppol BIS Billing 3.0 on UBL 2.1 (EN 16931). */
export const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  credit_note: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/**
 * The VAT exemption reasons the categories without VAT need (BR-AE-10, BR-E-10, BR-O-10), written as
 * the VATEX code list writes them: upper case.
 */
const EXEMPTION: Partial<Record<VatCategory, { code: string; text: string }>> = {
  AE: { code: 'VATEX-EU-AE', text: 'Reverse charge' },
  E: { code: 'VATEX-EU-132', text: 'Exempt based on article 132 of Council Directive 2006/112/EC' },
  O: { code: 'VATEX-EU-O', text: 'Not subject to VAT' },
};

/** Euros with two decimals from cents; a UBL credit note's amounts are positive (its type is the minus). */
const amount = (cents: number) => (Math.abs(Math.round(cents)) / 100).toFixed(2);
const price = (cents: number) => (Math.abs(cents) / 100).toFixed(4).replace(/(\.\d\d\d?)0+$/, '$1');
const percent = (rate: number) => String(Math.round(rate * 100) / 100);

function money(parent: XMLBuilder, name: string, cents: number, digits = amount) {
  parent.ele(NS.cbc, name, { currencyID: 'EUR' }).txt(digits(cents));
}

function party(
  parent: XMLBuilder,
  who: InvoiceParty,
  endpoint: SchemedId,
  withVat: boolean,
  registration: ReturnType<typeof sellerRegistration>,
) {
  const node = parent.ele(NS.cac, 'cac:Party');
  // The party's Peppol address, from the EAS code list (PEPPOL-EN16931-R010, R020, CL008).
  node.ele(NS.cbc, 'cbc:EndpointID', { schemeID: endpoint.scheme }).txt(endpoint.id);
  node
    .ele(NS.cac, 'cac:PartyName')
    .ele(NS.cbc, 'cbc:Name')
    .txt(who.company ?? who.name);
  const address = node.ele(NS.cac, 'cac:PostalAddress');
  if (who.address) address.ele(NS.cbc, 'cbc:StreetName').txt(who.address);
  if (who.city) address.ele(NS.cbc, 'cbc:CityName').txt(who.city);
  if (who.postal_code) address.ele(NS.cbc, 'cbc:PostalZone').txt(who.postal_code);
  address
    .ele(NS.cac, 'cac:Country')
    .ele(NS.cbc, 'cbc:IdentificationCode')
    .txt(who.country ?? 'NL');
  const vatNumber = vatIdentifier(who);
  if (withVat && vatNumber) {
    const scheme = node.ele(NS.cac, 'cac:PartyTaxScheme');
    scheme.ele(NS.cbc, 'cbc:CompanyID').txt(vatNumber);
    scheme.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');
  }
  const legal = node.ele(NS.cac, 'cac:PartyLegalEntity');
  legal.ele(NS.cbc, 'cbc:RegistrationName').txt(who.company ?? who.name);
  if (registration) {
    legal
      .ele(NS.cbc, 'cbc:CompanyID', registration.scheme ? { schemeID: registration.scheme } : {})
      .txt(registration.id);
  }
}

function taxCategory(parent: XMLBuilder, name: string, category: VatCategory, rate: number, reason: boolean) {
  const node = parent.ele(NS.cac, name);
  node.ele(NS.cbc, 'cbc:ID').txt(category);
  // "Not subject to VAT" carries no rate (BR-O-05, BR-O-11).
  if (category !== 'O') node.ele(NS.cbc, 'cbc:Percent').txt(percent(rate));
  const exemption = EXEMPTION[category];
  if (reason && exemption) {
    node.ele(NS.cbc, 'cbc:TaxExemptionReasonCode').txt(exemption.code);
    node.ele(NS.cbc, 'cbc:TaxExemptionReason').txt(exemption.text);
  }
  node.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');
}

/**
 * An invoice or credit note as UBL 2.1 following Peppol BIS Billing 3.0, between two parties with a
 * Peppol address (`peppolEndpoints`; null for any other document): the elements in the order the UBL
 * 2.1 schema sets, tax categories S/Z/E/AE/O, a TaxSubtotal per rate and category with the VAT computed
 * on its base (BR-CO-17), and the LegalMonetaryTotal. The order was paid, so what was paid is prepaid
 * and nothing is payable; where that differs from net plus VAT by a cent, the difference is the
 * rounding amount (BT-114, decision 054).
 */
export function renderInvoiceUbl(record: InvoiceSnapshot): string | null {
  const doc = printableSnapshot(record);
  const endpoints = peppolEndpoints(doc);
  if (!endpoints) return null;
  const credit = doc.kind === 'credit_note';
  // UBL's credit note carries positive amounts: its type is the minus (BIS rule), so its signs turn.
  const sign = credit ? -1 : 1;
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    credit ? NS.credit_note : NS.invoice,
    credit ? 'CreditNote' : 'Invoice',
    {
      'xmlns:cac': NS.cac,
      'xmlns:cbc': NS.cbc,
    },
  );
  root.ele(NS.cbc, 'cbc:CustomizationID').txt(CUSTOMIZATION_ID);
  root.ele(NS.cbc, 'cbc:ProfileID').txt(PROFILE_ID);
  root.ele(NS.cbc, 'cbc:ID').txt(doc.number);
  root.ele(NS.cbc, 'cbc:IssueDate').txt(doc.issue_date);
  root.ele(NS.cbc, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode').txt(credit ? '381' : '380');
  // One note (BT-22) tells of a reverse charge and of a discount code inside the line amounts.
  const note = [doc.treatment === 'reverse_charge' ? 'VAT reverse charged' : null, discountNote(doc)]
    .filter(Boolean)
    .join('. ');
  if (note) root.ele(NS.cbc, 'cbc:Note').txt(note);
  root.ele(NS.cbc, 'cbc:DocumentCurrencyCode').txt(doc.currency);
  // Peppol needs a buyer reference or an order reference (PEPPOL-EN16931-R003): the order's number.
  root.ele(NS.cbc, 'cbc:BuyerReference').txt(`#${doc.order_number}`);
  root.ele(NS.cac, 'cac:OrderReference').ele(NS.cbc, 'cbc:ID').txt(String(doc.order_number));
  if (doc.credits) {
    const reference = root.ele(NS.cac, 'cac:BillingReference').ele(NS.cac, 'cac:InvoiceDocumentReference');
    reference.ele(NS.cbc, 'cbc:ID').txt(doc.credits.number);
    reference.ele(NS.cbc, 'cbc:IssueDate').txt(doc.credits.issue_date);
  }
  // Outside the EU neither party's VAT number may be given (BR-O-02).
  const withVat = doc.treatment !== 'outside_eu';
  party(
    root.ele(NS.cac, 'cac:AccountingSupplierParty'),
    doc.seller,
    endpoints.seller,
    withVat,
    sellerRegistration(doc.seller),
  );
  party(root.ele(NS.cac, 'cac:AccountingCustomerParty'), doc.buyer, endpoints.buyer, withVat, null);
  // The date of supply; for electronic services the place of supply is the buyer's address above.
  root.ele(NS.cac, 'cac:Delivery').ele(NS.cbc, 'cbc:ActualDeliveryDate').txt(doc.supply_date);

  const taxTotal = root.ele(NS.cac, 'cac:TaxTotal');
  money(taxTotal, 'cbc:TaxAmount', doc.total_vat);
  for (const rate of doc.rates) {
    const subtotal = taxTotal.ele(NS.cac, 'cac:TaxSubtotal');
    money(subtotal, 'cbc:TaxableAmount', rate.base);
    money(subtotal, 'cbc:TaxAmount', rate.vat);
    taxCategory(subtotal, 'cac:TaxCategory', rate.category, rate.rate, true);
  }

  const totals = root.ele(NS.cac, 'cac:LegalMonetaryTotal');
  money(totals, 'cbc:LineExtensionAmount', doc.total_excl_vat);
  money(totals, 'cbc:TaxExclusiveAmount', doc.total_excl_vat);
  money(totals, 'cbc:TaxInclusiveAmount', doc.total_excl_vat + doc.total_vat);
  money(totals, 'cbc:PrepaidAmount', doc.total_incl_vat);
  const rounding = roundingOf(doc);
  if (rounding !== 0) {
    totals
      .ele(NS.cbc, 'cbc:PayableRoundingAmount', { currencyID: 'EUR' })
      .txt(((sign * rounding) / 100).toFixed(2));
  }
  money(totals, 'cbc:PayableAmount', 0);

  doc.lines.forEach((line, index) => {
    const node = root.ele(NS.cac, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    node.ele(NS.cbc, 'cbc:ID').txt(String(index + 1));
    node
      .ele(NS.cbc, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: 'C62' })
      .txt(String(Math.abs(line.quantity)));
    money(node, 'cbc:LineExtensionAmount', line.total_excl_vat);
    const item = node.ele(NS.cac, 'cac:Item');
    item.ele(NS.cbc, 'cbc:Name').txt(line.name);
    taxCategory(item, 'cac:ClassifiedTaxCategory', line.category, line.vat_rate, false);
    money(node.ele(NS.cac, 'cac:Price'), 'PriceAmount', line.unit_price_excl, price);
  });
  return root.end({ prettyPrint: true });
}
