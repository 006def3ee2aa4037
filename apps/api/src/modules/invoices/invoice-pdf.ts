import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatMoney, formatRate, invoiceText, LOCALE_TAGS, type Locale } from '@platform/contract';
import { discountNote, printableSnapshot, type InvoiceParty, type InvoiceSnapshot } from './snapshot.js';
import { documentVatRows, vatNotes } from './vat-summary.js';

function formatDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * DejaVu Sans Condensed (the `dejavu-fonts-ttf` package): it covers Latin Extended and Greek, so a
 * buyer in Łódź or Αθήνα reads their own name, and is about as wide as Helvetica, which the layout
 * was drawn for. pdfkit embeds only the glyphs a document uses (decision 036).
 *
 * Each font is parsed once per process and handed to every document (decision 061): given a file,
 * pdfkit parses it anew for each one, and decoding its substitution and positioning tables was a
 * third of a document's CPU. A document still takes its own subset: pdfkit keeps the glyphs a
 * document used with that document, not with the parsed font.
 */
const fonts = createRequire(import.meta.url);

function parsedFont(file: string): Font {
  const font = openSync(fonts.resolve(file));
  if (!('layout' in font)) throw new Error(`${file} holds a collection of fonts, not one`);
  return font;
}

const REGULAR = 'regular';
const BOLD = 'bold';
const FONTS = {
  [REGULAR]: parsedFont('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  [BOLD]: parsedFont('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
};

/** pdfkit takes a parsed fontkit font since 0.20 (its changelog); @types/pdfkit does not say so yet. */
function registerFonts(pdf: PDFKit.PDFDocument): void {
  for (const [name, font] of Object.entries(FONTS))
    pdf.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
}

/** Cents with decimals (a unit price that does not divide) as money, rounded to the cent for reading. */
const money = (cents: number, locale: Locale) => formatMoney(Math.round(cents), locale);

/** A country by its name in the document's language (art. 226 asks for addresses, not codes). */
const countryName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

function partyLines(party: InvoiceParty, locale: Locale): string[] {
  const place = [party.postal_code, party.city].filter(Boolean).join(' ');
  return [
    ...(party.company ? [party.company] : []),
    party.name,
    ...(party.address ? [party.address] : []),
    ...(place ? [place] : []),
    ...(party.country ? [countryName(party.country, locale)] : []),
    ...(party.vat_number ? [`${invoiceText(locale, 'vatNumber')}: ${party.vat_number}`] : []),
    ...(party.coc_number ? [`${invoiceText(locale, 'cocNumber')}: ${party.coc_number}`] : []),
    ...(party.email ? [party.email] : []),
  ];
}

/**
 * An invoice or credit note as a PDF (A4), in the document's language, with the glyphs it uses of
 * an embedded font. Rendered from the record each time.
 */
export function renderInvoicePdf(record: InvoiceSnapshot): Promise<Buffer> {
  const doc = printableSnapshot(record);
  const locale = doc.locale;
  const t = (key: Parameters<typeof invoiceText>[1], values?: Record<string, string>) =>
    invoiceText(locale, key, values);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t(doc.kind)} ${doc.number}`, Author: doc.seller.name },
    lang: locale,
  });
  registerFonts(pdf);
  pdf.font(REGULAR);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 50;
  const width = pdf.page.width - 100;
  const right = left + width;

  // Header: the seller's name, the document's kind and number.
  pdf
    .font(BOLD)
    .fontSize(20)
    .fillColor('#111111')
    .text(doc.seller.name, left, 50, { width: width / 2 });
  pdf.fontSize(20).text(t(doc.kind), left + width / 2, 50, { width: width / 2, align: 'right' });

  // Facts about the document.
  const facts: [string, string][] = [
    [t(doc.kind === 'invoice' ? 'number' : 'creditNumber'), doc.number],
    [t(doc.kind === 'invoice' ? 'date' : 'creditDate'), formatDate(doc.issue_date, locale)],
    [t('supplyDate'), formatDate(doc.supply_date, locale)],
    [t('order'), `#${doc.order_number}`],
    ...(doc.credits
      ? ([[t('credits'), `${doc.credits.number} (${formatDate(doc.credits.issue_date, locale)})`]] as [
          string,
          string,
        ][])
      : []),
  ];
  let y = 90;
  pdf.fontSize(9);
  for (const [label, value] of facts) {
    pdf
      .font(REGULAR)
      .fillColor('#555555')
      .text(label, left + width / 2, y, { width: width / 4 });
    pdf
      .font(BOLD)
      .fillColor('#111111')
      .text(value, left + (width * 3) / 4, y, { width: width / 4, align: 'right' });
    y += 14;
  }

  // The parties.
  y = Math.max(y, 90) + 20;
  const partyTop = y;
  for (const [index, [heading, party]] of (
    [
      [t('seller'), doc.seller],
      [t('buyer'), doc.buyer],
    ] as const
  ).entries()) {
    const x = left + index * (width / 2);
    pdf
      .font(BOLD)
      .fontSize(9)
      .fillColor('#555555')
      .text(heading.toUpperCase(), x, partyTop, { width: width / 2 - 10 });
    pdf
      .font(REGULAR)
      .fontSize(10)
      .fillColor('#111111')
      .text(partyLines(party, locale).join('\n'), x, partyTop + 14, {
        width: width / 2 - 10,
        lineGap: 2,
      });
    y = Math.max(y, pdf.y);
  }

  // The lines.
  y += 24;
  const columns = [
    { key: 'description', x: left, w: width * 0.42, align: 'left' as const },
    { key: 'quantity', x: left + width * 0.42, w: width * 0.1, align: 'right' as const },
    { key: 'unitPrice', x: left + width * 0.52, w: width * 0.18, align: 'right' as const },
    { key: 'vatRate', x: left + width * 0.7, w: width * 0.1, align: 'right' as const },
    { key: 'amount', x: left + width * 0.8, w: width * 0.2, align: 'right' as const },
  ];
  pdf.font(BOLD).fontSize(9).fillColor('#555555');
  for (const column of columns)
    pdf.text(t(column.key as 'amount'), column.x, y, { width: column.w, align: column.align });
  y += 14;
  pdf.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').lineWidth(0.5).stroke();
  y += 6;
  pdf.font(REGULAR).fontSize(10).fillColor('#111111');
  for (const line of doc.lines) {
    // An exempt line says so, and why, under its name (art. 226(11) of the VAT Directive).
    const exempt = line.category === 'E';
    const rate = exempt ? t('exempt') : `${formatRate(line.vat_rate, locale)}%`;
    const cells = [
      line.name,
      String(line.quantity),
      money(line.unit_price_excl, locale),
      rate,
      money(line.total_excl_vat, locale),
    ];
    const top = y;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      // The word for an exempt rate is set smaller, to fit the rate's narrow column.
      pdf.fontSize(exempt && column.key === 'vatRate' ? 8 : 10);
      pdf.text(cell, column.x, top + (exempt && column.key === 'vatRate' ? 1.5 : 0), {
        width: column.w,
        align: column.align,
      });
      bottom = Math.max(bottom, pdf.y);
    });
    if (exempt) {
      // Under the description, quantity and price: the rate and amount columns stay clear.
      const width = columns[3]!.x - columns[0]!.x - 10;
      pdf
        .fontSize(8)
        .fillColor('#555555')
        .text(t('exemptNote'), columns[0]!.x, bottom + 1, { width });
      pdf.fontSize(10).fillColor('#111111');
      bottom = pdf.y;
    }
    y = bottom + 6;
    if (y > pdf.page.height - 200) {
      pdf.addPage();
      y = 50;
    }
  }
  pdf.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').lineWidth(0.5).stroke();
  y += 10;

  // Totals: excl. VAT, the taxable amount and VAT per rate and category, the rounding, incl. VAT.
  const totals: [string, string, boolean][] = [
    [t('totalExcl'), money(doc.total_excl_vat, locale), false],
    ...documentVatRows(doc.rates, locale).map((row): [string, string, boolean] => [
      row.label,
      money(row.amount, locale),
      false,
    ]),
    [t('totalIncl'), money(doc.total_incl_vat, locale), true],
  ];
  for (const [label, value, strong] of totals) {
    pdf.font(strong ? BOLD : REGULAR).fontSize(strong ? 11 : 10);
    // A long label (German's reverse charge) wraps within its column; the next row starts below it.
    pdf.text(label, left + width * 0.25, y, { width: width * 0.52, align: 'right' });
    const below = pdf.y;
    pdf.text(value, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    y = Math.max(below, y + 12) + (strong ? 6 : 3);
  }

  // What the law asks the document to say about its VAT.
  y += 12;
  const notes = vatNotes(doc.treatment, locale, Boolean(doc.buyer.company || doc.buyer.vat_number));
  const discount = discountNote(doc);
  if (discount) notes.push(discount);
  notes.push(
    doc.kind === 'invoice'
      ? t('paid', { date: formatDate(doc.supply_date, locale) })
      : t('refunded', { date: formatDate(doc.issue_date, locale) }),
  );
  pdf.font(REGULAR).fontSize(10).fillColor('#111111');
  for (const [index, note] of notes.entries()) {
    if (index === 0 && doc.treatment === 'reverse_charge') pdf.font(BOLD);
    pdf.text(note, left, y, { width });
    pdf.font(REGULAR);
    y = pdf.y + 6;
  }
  pdf.end();
  return done;
}
