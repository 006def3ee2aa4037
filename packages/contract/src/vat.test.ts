import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_TOTAL_CENTS } from './bounds.js';
import { COUNTRY_CODES } from './countries.js';
import { chargedLine, splitVat } from './money.js';
import {
  EU_COUNTRIES,
  EU_VAT_RATES,
  isEuCountry,
  normalizeVatNumber,
  rateCountryFor,
  reverseChargePossible,
  supplyDate,
  VAT_CLASSES,
  VAT_SCHEMES,
  vatClassForRate,
  vatRateFor,
  vatTreatmentFor,
  viesCountryCode,
  type VatClass,
  type VatParties,
} from './vat.js';

/**
 * Properties of EU VAT (decision 029) over every country the contract accepts: the rate table, the
 * treatment a sale gets, the state whose rate it pays, and what a line costs the buyer. The country of
 * a store and of a buyer is always one of `COUNTRY_CODES` (both are validated as `countryCode`).
 */

const euCountry = fc.constantFrom(...EU_COUNTRIES);
const nonEuCountry = fc.constantFrom(...COUNTRY_CODES.filter((code) => !isEuCountry(code)));
/** Any valid country, with member states as likely as the rest of the world. */
const country = fc.oneof(euCountry, nonEuCountry);
const productClass = fc.constantFrom(...VAT_CLASSES);
const scheme = fc.constantFrom(...VAT_SCHEMES);
const amount = fc.integer({ min: 0, max: MAX_ORDER_TOTAL_CENTS });
const parties: fc.Arbitrary<VatParties> = fc.record({
  sellerCountry: country,
  scheme,
  buyerCountry: fc.oneof(country, euCountry),
  validVatNumber: fc.boolean(),
});

/** Two distinct member states: a store and a buyer elsewhere in the Union. */
const twoMemberStates = fc.tuple(euCountry, euCountry).filter(([seller, buyer]) => seller !== buyer);

/** The rate a line of this class is charged in the sale: its state's, or none. */
const saleRate = (p: VatParties, vatClass: VatClass) => {
  const state = rateCountryFor(vatTreatmentFor(p), p);
  return state === null ? 0 : vatRateFor(state, vatClass, DAY);
};

const isSplit = ({ excl_vat, vat, incl_vat }: { excl_vat: number; vat: number; incl_vat: number }) =>
  [excl_vat, vat, incl_vat].every((part) => Number.isSafeInteger(part) && part >= 0) &&
  excl_vat + vat === incl_vat;

/** A day as the table writes it, from 2020 to 2030: either side of every change in it. */
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map(supplyDate);
/** The day after a day of the table. */
const nextDay = (date: string) => supplyDate(new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000));
/** Where the treatment is what a test is about, the day of the sale is any one day. */
const DAY = '2026-01-15';

describe('the rate table', () => {
  // Finite: every state, entry and class is checked, not a sample.
  it('has the 27 member states, each a country the checkout offers, with the day it was checked', () => {
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    for (const state of EU_COUNTRIES) {
      expect(COUNTRY_CODES).toContain(state);
      expect(EU_VAT_RATES[state]!.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("gives each state's rates from real days, oldest first, each entry changing something", () => {
    for (const state of EU_COUNTRIES) {
      const { rates } = EU_VAT_RATES[state]!;
      expect(rates.length).toBeGreaterThan(0);
      rates.forEach((entry, index) => {
        expect(supplyDate(new Date(`${entry.from}T00:00:00Z`))).toBe(entry.from);
        const before = rates[index - 1];
        if (!before) return;
        expect(entry.from > before.from, `${state} ${entry.from}`).toBe(true);
        expect(entry.standard !== before.standard || entry.ebook !== before.ebook).toBe(true);
      });
    }
  });

  it('gives every state a rate from 0 to 100 for every class, in whole hundredths of a percent', () => {
    for (const state of EU_COUNTRIES) {
      for (const { from } of EU_VAT_RATES[state]!.rates) {
        for (const vatClass of VAT_CLASSES) {
          const rate = vatRateFor(state, vatClass, from);
          expect(Number.isFinite(rate)).toBe(true);
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThanOrEqual(100);
          // The arithmetic works in hundredths of a percent (splitVat); a finer rate would be rounded.
          expect(Math.round(rate * 100) / 100).toBe(rate);
        }
      }
    }
  });

  it('puts every rate on the side of 15 % that migration 022 classified old products by', () => {
    // 022 made a product under 15 % an e-book, else standard; a state without a reduced e-book rate
    // charges its standard rate, so either class gives the same figure there.
    for (const state of EU_COUNTRIES) {
      for (const { standard, ebook } of EU_VAT_RATES[state]!.rates) {
        expect(standard).toBeGreaterThanOrEqual(15);
        expect(ebook < 15 || ebook === standard).toBe(true);
      }
    }
  });

  // The changes issue 28's review found; each is in force from its day and not the day before.
  it.each([
    ['FI', 'ebook', '2025-12-31', 14],
    ['FI', 'ebook', '2026-01-01', 13.5],
    ['FI', 'standard', '2025-12-31', 25.5],
    ['FI', 'standard', '2026-01-01', 25.5],
    ['LT', 'ebook', '2025-12-31', 9],
    ['LT', 'ebook', '2026-01-01', 5],
    ['LT', 'standard', '2026-01-01', 21],
    ['CY', 'ebook', '2023-07-21', 3],
    ['CY', 'ebook', '2026-01-01', 3],
    ['CY', 'standard', '2026-01-01', 19],
  ] as const)('charges %s %s on %s at %s %%', (state, vatClass, date, rate) => {
    expect(vatRateFor(state, vatClass, date)).toBe(rate);
  });
});

describe('vatRateFor', () => {
  it('is a rate from 0 to 100 for any country, class and day, 0 outside the EU and for exempt products', () => {
    fc.assert(
      fc.property(country, productClass, day, (state, vatClass, date) => {
        const rate = vatRateFor(state, vatClass, date);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
        if (!isEuCountry(state) || vatClass === 'exempt') expect(rate).toBe(0);
        else {
          const rates = EU_VAT_RATES[state]!.rates.map((entry) => entry[vatClass]);
          expect(rates).toContain(rate);
        }
      }),
    );
  });

  it("changes only on a day the table names, and is then that entry's rate", () => {
    fc.assert(
      fc.property(euCountry, productClass, day, (state, vatClass, date) => {
        const next = nextDay(date);
        const entry = EU_VAT_RATES[state]!.rates.find(({ from }) => from === next);
        if (entry)
          expect(vatRateFor(state, vatClass, next)).toBe(vatClass === 'exempt' ? 0 : entry[vatClass]);
        else expect(vatRateFor(state, vatClass, next)).toBe(vatRateFor(state, vatClass, date));
      }),
    );
  });

  it('takes a moment as the day it falls on in UTC', () => {
    fc.assert(
      fc.property(euCountry, productClass, fc.integer({ min: 0, max: 86_399_999 }), (state, vatClass, ms) => {
        for (const { from } of EU_VAT_RATES[state]!.rates) {
          const moment = new Date(Date.parse(`${from}T00:00:00Z`) + ms);
          expect(supplyDate(moment)).toBe(from);
          expect(vatRateFor(state, vatClass, supplyDate(moment))).toBe(vatRateFor(state, vatClass, from));
        }
      }),
    );
  });
});

describe('vatClassForRate', () => {
  it("gives a member state's rate on a day back as the class whose rate it is, and refuses any other rate", () => {
    fc.assert(
      fc.property(
        euCountry,
        day,
        fc.oneof(
          productClass.map((vatClass) => ({ vatClass })),
          fc.integer({ min: 0, max: 10_000 }).map((hundredths) => ({ rate: hundredths / 100 })),
        ),
        (state, date, given) => {
          const rate = 'vatClass' in given ? vatRateFor(state, given.vatClass, date) : given.rate;
          const found = vatClassForRate(state, rate, date);
          const known = VAT_CLASSES.some((vatClass) => vatRateFor(state, vatClass, date) === rate);
          expect(found !== null).toBe(known);
          if (found !== null) expect(vatRateFor(state, found, date)).toBe(rate);
        },
      ),
    );
  });
});

describe('how a sale is taxed (the table of decision 029)', () => {
  it('charges no EU VAT to a buyer outside the EU, whoever the store is', () => {
    // A store in the buyer's own country outside the EU too: a rare draw otherwise.
    const outside = nonEuCountry.chain((buyerCountry) =>
      fc.record({
        sellerCountry: fc.oneof(country, fc.constant(buyerCountry)),
        buyerCountry: fc.constant(buyerCountry),
      }),
    );
    fc.assert(
      fc.property(parties, outside, productClass, (p, countries, vatClass) => {
        const sale = { ...p, ...countries };
        expect(vatTreatmentFor(sale)).toBe('outside_eu');
        expect(rateCountryFor('outside_eu', sale)).toBeNull();
        expect(saleRate(sale, vatClass)).toBe(0);
      }),
    );
  });

  it("charges a buyer in the store's own country the store's rate, with or without a VAT number", () => {
    fc.assert(
      fc.property(parties, euCountry, productClass, (p, state, vatClass) => {
        const sale = { ...p, sellerCountry: state, buyerCountry: state };
        expect(vatTreatmentFor(sale)).toBe('domestic');
        expect(saleRate(sale, vatClass)).toBe(vatRateFor(state, vatClass, DAY));
      }),
    );
  });

  it('reverse charges, at 0, a business in another member state whose VAT number VIES confirmed', () => {
    fc.assert(
      fc.property(twoMemberStates, scheme, productClass, ([sellerCountry, buyerCountry], s, vatClass) => {
        const sale = { sellerCountry, buyerCountry, scheme: s, validVatNumber: true };
        expect(vatTreatmentFor(sale)).toBe('reverse_charge');
        expect(rateCountryFor('reverse_charge', sale)).toBeNull();
        expect(saleRate(sale, vatClass)).toBe(0);
      }),
    );
  });

  it("charges a consumer in another member state their own state's rate under OSS", () => {
    fc.assert(
      fc.property(twoMemberStates, productClass, ([sellerCountry, buyerCountry], vatClass) => {
        const sale = { sellerCountry, buyerCountry, scheme: 'oss' as const, validVatNumber: false };
        expect(vatTreatmentFor(sale)).toBe('oss');
        expect(saleRate(sale, vatClass)).toBe(vatRateFor(buyerCountry, vatClass, DAY));
      }),
    );
  });

  it("charges a consumer in another member state the store's rate under the domestic scheme", () => {
    fc.assert(
      fc.property(twoMemberStates, productClass, ([sellerCountry, buyerCountry], vatClass) => {
        const sale = { sellerCountry, buyerCountry, scheme: 'domestic' as const, validVatNumber: false };
        expect(vatTreatmentFor(sale)).toBe('domestic');
        expect(saleRate(sale, vatClass)).toBe(vatRateFor(sellerCountry, vatClass, DAY));
      }),
    );
  });

  it("charges EU consumers of a store outside the EU their own state's rate, whatever its scheme", () => {
    fc.assert(
      fc.property(
        nonEuCountry,
        euCountry,
        scheme,
        productClass,
        (sellerCountry, buyerCountry, s, vatClass) => {
          const sale = { sellerCountry, buyerCountry, scheme: s, validVatNumber: false };
          expect(vatTreatmentFor(sale)).toBe('oss');
          expect(saleRate(sale, vatClass)).toBe(vatRateFor(buyerCountry, vatClass, DAY));
        },
      ),
    );
  });

  it('names a member state, or none, as the state whose rate applies, for any sale', () => {
    fc.assert(
      fc.property(parties, (p) => {
        const treatment = vatTreatmentFor(p);
        const state = rateCountryFor(treatment, p);
        expect(state === null || isEuCountry(state)).toBe(true);
        expect(state === null).toBe(treatment === 'reverse_charge' || treatment === 'outside_eu');
      }),
    );
  });

  it('lets a VAT number change the treatment exactly where a reverse charge is possible', () => {
    fc.assert(
      fc.property(parties, (p) => {
        const withNumber = vatTreatmentFor({ ...p, validVatNumber: true });
        const without = vatTreatmentFor({ ...p, validVatNumber: false });
        expect(withNumber !== without).toBe(reverseChargePossible(p.sellerCountry, p.buyerCountry));
      }),
    );
  });
});

describe("chargedLine: what a line costs the buyer (decision 029's 'the rate follows the buyer')", () => {
  it("lets a b2c store's consumer pay the price as shown in every country, with the buyer's VAT inside", () => {
    fc.assert(
      fc.property(amount, parties, productClass, (a, p, vatClass) => {
        fc.pre(vatTreatmentFor(p) !== 'reverse_charge');
        const rate = saleRate(p, vatClass);
        const homeRate = vatRateFor(p.sellerCountry, vatClass, DAY);
        const line = chargedLine(a, { rate, homeRate, businessType: 'b2c', reverseCharge: false });
        expect(isSplit(line)).toBe(true);
        expect(line.incl_vat).toBe(a);
        expect(line).toEqual(splitVat(a, rate, true));
      }),
    );
  });

  it("lets a reverse-charged business pay a b2c store's price less the store's own VAT, and no VAT", () => {
    fc.assert(
      fc.property(amount, twoMemberStates, productClass, (a, [sellerCountry, buyerCountry], vatClass) => {
        const sale = { sellerCountry, buyerCountry, scheme: 'oss' as const, validVatNumber: true };
        const homeRate = vatRateFor(sellerCountry, vatClass, DAY);
        const line = chargedLine(a, {
          rate: saleRate(sale, vatClass),
          homeRate,
          businessType: 'b2c',
          reverseCharge: true,
        });
        const net = splitVat(a, homeRate, true).excl_vat;
        expect(line).toEqual({ excl_vat: net, vat: 0, incl_vat: net });
      }),
    );
  });

  it("adds the buyer's VAT to a b2b store's net price, and none when reverse charged or outside the EU", () => {
    fc.assert(
      fc.property(amount, parties, productClass, (a, p, vatClass) => {
        const treatment = vatTreatmentFor(p);
        const line = chargedLine(a, {
          rate: saleRate(p, vatClass),
          homeRate: vatRateFor(p.sellerCountry, vatClass, DAY),
          businessType: 'b2b',
          reverseCharge: treatment === 'reverse_charge',
        });
        expect(isSplit(line)).toBe(true);
        expect(line.excl_vat).toBe(a);
        expect(line).toEqual(splitVat(a, saleRate(p, vatClass), false));
        if (treatment === 'reverse_charge' || treatment === 'outside_eu') expect(line.vat).toBe(0);
      }),
    );
  });
});

describe('normalizeVatNumber', () => {
  /** What a buyer might type: digits, letters, and the separators a printed number has. */
  const typed = fc.stringMatching(/^[A-Za-z0-9 .-]{0,16}$/);
  /**
   * A number some member state's format takes, with that state: digits of the common lengths, or
   * digits with letters among them (AT, CY, ES, FR, IE and NL numbers have some); an input no state
   * takes is skipped.
   */
  const validNumber = fc
    .oneof(
      fc.stringMatching(/^\d{8,12}$/),
      fc.stringMatching(/^[A-Z]?\d{1,11}[A-Z]{0,2}\d{0,2}$/),
      fc.stringMatching(/^([A-Z]\d{8}|\d{9}[A-Z]\d{2})$/),
    )
    .chain((input) => {
      const states = EU_COUNTRIES.filter((state) => normalizeVatNumber(state, input) !== null);
      return states.length === 0
        ? fc.constant(null)
        : fc.constantFrom(...states).map((state) => ({ state, number: normalizeVatNumber(state, input)! }));
    });
  /** The same text as a buyer might write it: in lower case, with spaces, dots or dashes anywhere. */
  const decorated = (text: string) =>
    fc
      .array(fc.constantFrom('', ' ', '.', '-', '  '), {
        minLength: text.length + 1,
        maxLength: text.length + 1,
      })
      .map((gaps) =>
        [...text.toLowerCase(), ''].map((char, index) => `${gaps[index] ?? ''}${char}`).join(''),
      );

  it('never throws: answers null or a number of capitals and digits without separators', () => {
    fc.assert(
      fc.property(
        country,
        fc.oneof(typed, fc.string({ unit: 'grapheme', maxLength: 40 })),
        (state, input) => {
          const number = normalizeVatNumber(state, input);
          expect(number === null || /^[A-Z0-9+*]+$/.test(number)).toBe(true);
          if (!isEuCountry(state)) expect(number).toBeNull();
        },
      ),
    );
  });

  it("takes a number the same with or without the country's own prefix, separators or capitals", () => {
    fc.assert(
      fc.property(
        validNumber.chain((found) =>
          found === null
            ? fc.constant(null)
            : decorated(`${viesCountryCode(found.state)}${found.number}`).map((written) => ({
                ...found,
                written,
              })),
        ),
        (found) => {
          fc.pre(found !== null);
          const { state, number, written } = found;
          expect(normalizeVatNumber(state, number)).toBe(number);
          expect(normalizeVatNumber(state, `${viesCountryCode(state)}${number}`)).toBe(number);
          expect(normalizeVatNumber(state, written)).toBe(number);
        },
      ),
    );
  });

  it("refuses a number written with another member state's prefix", () => {
    fc.assert(
      fc.property(validNumber, euCountry, (found, other) => {
        fc.pre(found !== null && found.state !== other);
        expect(normalizeVatNumber(found.state, `${viesCountryCode(other)}${found.number}`)).toBeNull();
      }),
    );
  });
});
