/**
 * What an invoice PDF costs (issue 29): one process renders a first document, then INVOICE_PDF_COUNT
 * more (60 unless told) one after another, as the outbox's mails and the download route do, and prints
 * the CPU time (user and system) of the first and the mean of the rest, per document.
 *   npm run bench:invoice-pdf
 */
import { renderInvoicePdf } from '../apps/api/src/modules/invoices/invoice-pdf.js';
import type { InvoiceSnapshot } from '../apps/api/src/modules/invoices/snapshot.js';

const COUNT = Number(process.env.INVOICE_PDF_COUNT ?? 60);

const party = {
  company: null,
  vat_number: null,
  coc_number: null,
};

/** An invoice as a shop sends it: three lines at two rates, a buyer with an address abroad. */
function invoice(index: number): InvoiceSnapshot {
  const lines = [
    {
      name: 'Poster “Zee bij Scheveningen”, 50 × 70 cm',
      quantity: 2,
      unit_price_excl: 2066.12,
      vat_rate: 21,
    },
    { name: 'Lijst, eiken', quantity: 1, unit_price_excl: 3305.79, vat_rate: 21 },
    { name: 'Boek: Łódź en Αθήνα in kaart', quantity: 1, unit_price_excl: 1834.86, vat_rate: 9 },
  ].map((line) => {
    const excl = Math.round(line.unit_price_excl * line.quantity);
    const vat = Math.round((excl * line.vat_rate) / 100);
    return {
      ...line,
      category: 'S' as const,
      total_excl_vat: excl,
      total_vat: vat,
      total_incl_vat: excl + vat,
    };
  });
  const sum = (key: 'total_excl_vat' | 'total_vat' | 'total_incl_vat') =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    kind: 'invoice',
    number: `BENCH-2026-${String(index).padStart(4, '0')}`,
    issue_date: '2026-11-28',
    supply_date: '2026-11-28',
    order_number: 1000 + index,
    currency: 'EUR',
    locale: 'nl',
    treatment: 'domestic',
    credits: null,
    seller: {
      ...party,
      name: 'Galerie Noordzee',
      address: 'Keizersgracht 1',
      postal_code: '1015 CJ',
      city: 'Amsterdam',
      country: 'NL',
      vat_number: 'NL123456789B01',
      coc_number: '12345678',
      email: 'winkel@galerie.example',
    },
    buyer: {
      ...party,
      name: `Klant ${index}`,
      address: 'Hauptstraße 5',
      postal_code: '10115',
      city: 'Berlin',
      country: 'DE',
      email: `klant${index}@example.com`,
    },
    lines,
    rates: [21, 9].map((rate) => {
      const atRate = lines.filter((line) => line.vat_rate === rate);
      return {
        rate,
        category: 'S' as const,
        base: atRate.reduce((total, line) => total + line.total_excl_vat, 0),
        vat: atRate.reduce((total, line) => total + line.total_vat, 0),
      };
    }),
    total_excl_vat: sum('total_excl_vat'),
    total_vat: sum('total_vat'),
    total_incl_vat: sum('total_incl_vat'),
  };
}

/** CPU milliseconds (user and system) that rendering the documents took. */
async function cpuMillis(documents: InvoiceSnapshot[]): Promise<{ millis: number; bytes: number }> {
  const before = process.cpuUsage();
  let bytes = 0;
  for (const document of documents) bytes += (await renderInvoicePdf(document)).length;
  const used = process.cpuUsage(before);
  return { millis: (used.user + used.system) / 1000, bytes };
}

const first = await cpuMillis([invoice(0)]);
const rest = await cpuMillis(Array.from({ length: COUNT }, (_, index) => invoice(index + 1)));
console.log(`first document: ${first.millis.toFixed(1)} ms CPU, ${first.bytes} bytes`);
console.log(
  `next ${COUNT}: ${(rest.millis / COUNT).toFixed(1)} ms CPU per document, ` +
    `${Math.round(rest.bytes / COUNT)} bytes per document`,
);
