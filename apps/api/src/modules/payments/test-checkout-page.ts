import { formatMoney, type Locale } from '@platform/contract';
import { escapeHtml } from '../../lib/html.js';
import type { TestCheckoutState } from './test-checkout.service.js';

const texts = {
  nl: {
    title: 'Testbetaling',
    banner: 'TESTMODUS: er wordt geen geld afgeschreven.',
    intro: 'Kies hoe deze testbetaling afloopt.',
    paid: 'Betaling gelukt',
    failed: 'Betaling mislukt',
    canceled: 'Betaling annuleren',
    done: 'Deze betaling is al afgerond.',
    blocked: 'Deze testbetaling kan niet meer worden afgerond: de winkel neemt nu echte betalingen aan.',
  },
  en: {
    title: 'Test payment',
    banner: 'TEST MODE: no money is charged.',
    intro: 'Choose how this test payment ends.',
    paid: 'Payment succeeds',
    failed: 'Payment fails',
    canceled: 'Cancel payment',
    done: 'This payment has been completed already.',
    blocked: 'This test payment can no longer be completed: the shop now takes real payments.',
  },
  de: {
    title: 'Testzahlung',
    banner: 'TESTMODUS: Es wird kein Geld abgebucht.',
    intro: 'Wähle, wie diese Testzahlung ausgeht.',
    paid: 'Zahlung erfolgreich',
    failed: 'Zahlung fehlgeschlagen',
    canceled: 'Zahlung abbrechen',
    done: 'Diese Zahlung ist bereits abgeschlossen.',
    blocked:
      'Diese Testzahlung kann nicht mehr abgeschlossen werden: Der Shop nimmt jetzt echte Zahlungen an.',
  },
} satisfies Record<Locale, Record<string, string>>;

/** The test provider's hosted checkout: plainly a test, with one button for each outcome. */
export function testCheckoutPage(options: {
  locale: Locale;
  storeName: string;
  amount: number;
  reference: string;
  state: TestCheckoutState;
}): string {
  const t = texts[options.locale];
  const button = (outcome: 'paid' | 'failed' | 'canceled', colour: string) =>
    `<button name="outcome" value="${outcome}" style="background:${colour}">${t[outcome]}</button>`;
  return `<!doctype html><html lang="${options.locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}
header{background:#f59e0b;color:#111827;text-align:center;padding:10px;font-weight:700}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}
form{display:grid;gap:10px}button{border:0;border-radius:10px;color:#fff;padding:14px;font-size:16px;cursor:pointer}</style>
</head><body><header>${t.banner}</header><main>
<h1>${escapeHtml(options.storeName)}</h1><p>${t.intro}</p>
<div class="amount">${formatMoney(options.amount, options.locale)}</div>
${
  options.state === 'open'
    ? `<form method="post" action="/v1/payments/test/${options.reference}">${button('paid', '#047857')}${button('failed', '#dc2626')}${button('canceled', '#6b7280')}</form>`
    : `<p>${t[options.state]}</p>`
}
</main></body></html>`;
}
