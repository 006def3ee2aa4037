import { formatMoney, type Locale } from '@platform/contract';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import type { TestCheckoutState, TestOutcome } from './test-checkout.service.js';

const texts = {
  nl: {
    title: 'Testbetaling',
    banner: 'TEST MODE: er wordt geen geld afgeschreven.',
    intro: 'Kies hoe deze testbetaling afloopt.',
    mandate_only:
      'Er wordt nu niets afgeschreven: je geeft toestemming voor latere betalingen van het abonnement.',
    paid: 'Betaling gelukt',
    paid_declining: 'Gelukt, latere verlengingen geweigerd',
    failed: 'Betaling mislukt',
    canceled: 'Betaling annuleren',
    done: 'Deze betaling is al afgerond.',
    blocked: 'Deze testbetaling kan niet meer worden afgerond: de winkel neemt nu echte betalingen aan.',
  },
  en: {
    title: 'Test payment',
    banner: 'TEST MODE: no money is charged.',
    intro: 'Choose how this test payment ends.',
    mandate_only: 'Nothing is charged now: you authorise the subscription’s later payments.',
    paid: 'Payment succeeds',
    paid_declining: 'Succeeds, later renewals declined',
    failed: 'Payment fails',
    canceled: 'Cancel payment',
    done: 'This payment has been completed already.',
    blocked: 'This test payment can no longer be completed: the shop now takes real payments.',
  },
  de: {
    title: 'Testzahlung',
    banner: 'TESTMODUS: Es wird kein Geld abgebucht.',
    intro: 'Wähle, wie diese Testzahlung ausgeht.',
    mandate_only: 'Jetzt wird nichts abgebucht: Du erlaubst die späteren Zahlungen des Abonnements.',
    paid: 'Zahlung erfolgreich',
    paid_declining: 'Erfolgreich, spätere Verlängerungen abgelehnt',
    failed: 'Zahlung fehlgeschlagen',
    canceled: 'Zahlung abbrechen',
    done: 'Diese Zahlung ist bereits abgeschlossen.',
    blocked:
      'Diese Testzahlung kann nicht mehr abgeschlossen werden: Der Shop nimmt jetzt echte Zahlungen an.',
  },
} satisfies Record<Locale, Record<string, string>>;

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}
header{background:#f59e0b;color:#111827;text-align:center;padding:10px;font-weight:700}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}
form{display:grid;gap:10px}button{border:0;border-radius:10px;color:#fff;padding:14px;font-size:16px;cursor:pointer}`;

/**
 * The test provider's hosted checkout: plainly a test, with one button for each outcome. Rendered by
 * Preact, which escapes every text and attribute (the store's name is the merchant's).
 */
export function testCheckoutPage(options: {
  locale: Locale;
  storeName: string;
  amount: number;
  /** Where the outcome is posted: the page's own address. */
  action: string;
  state: TestCheckoutState;
  /** The payment starts a subscription: its renewals may be declined, as a card's can (decision 079). */
  recurring: boolean;
}): string {
  const t = texts[options.locale];
  const button = (outcome: TestOutcome, colour: string) =>
    h('button', { name: 'outcome', value: outcome, style: `background:${colour}` }, t[outcome]);
  const page = h(
    'html',
    { lang: options.locale },
    h(
      'head',
      null,
      h('meta', { charset: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, t.title),
      // The app's icon, so the browser does not ask for a /favicon.ico that is not there.
      h('link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }),
      // Our own constant: kept as it is, where text would be escaped.
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
    h(
      'body',
      null,
      h('header', null, t.banner),
      h(
        'main',
        null,
        h('h1', null, options.storeName),
        h('p', null, t.intro),
        h('div', { class: 'amount' }, formatMoney(options.amount, options.locale)),
        // A free trial's mandate alone (decision 084): the buyer is told what they agree to.
        options.recurring && options.amount === 0 && h('p', null, t.mandate_only),
        options.state === 'open'
          ? h(
              'form',
              { method: 'post', action: options.action },
              button('paid', '#047857'),
              options.recurring && button('paid_declining', '#b45309'),
              button('failed', '#dc2626'),
              button('canceled', '#6b7280'),
            )
          : h('p', null, t[options.state]),
      ),
    ),
  );
  return `<!doctype html>${render(page)}`;
}
